// @saber.container(AppContainer)
// @saber.scope(App)
protocol AppContaining {}

// @saber.scope(App)
class A {
    // @saber.inject
    init(b: B) {}
}

// @saber.scope(App)
class B {
    // @saber.inject
    init(c: C) {}
}

// @saber.scope(App)
class C {
    // @saber.inject
    init(a: A) {}
}
