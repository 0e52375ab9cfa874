// @saber.container(AppContainer)
// @saber.scope(App)
protocol AppContaining {}

// @saber.scope(App)
class A {
    // @saber.inject
    var b: B!
}

// @saber.scope(App)
class B {
    // @saber.inject
    var a: A!
}
