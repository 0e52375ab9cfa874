// @saber.container(AppContainer)
// @saber.scope(App)
protocol AppContaining {}

// @saber.scope(App)
class Foo {
    init() {}
    init(number: Int) {}
}

// @saber.scope(App)
class Bar {
    // @saber.inject
    init() {}
    // @saber.inject
    init(foo: Foo) {}
}
