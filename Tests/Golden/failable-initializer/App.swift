// @saber.container(AppContainer)
// @saber.scope(App)
protocol AppContaining {}

// @saber.scope(App)
class Foo {
    // @saber.inject
    init?(bar: Bar) {}
    // @saber.inject
    var bar: Bar!
}

// @saber.scope(App)
class Bar {}

// @saber.scope(App)
class Baz {
    // @saber.inject
    init(foo: Foo?) {}
}
