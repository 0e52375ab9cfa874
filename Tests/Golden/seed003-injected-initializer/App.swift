// @saber.container(AppContainer)
// @saber.scope(App)
protocol AppContaining {}

// @saber.scope(App)
class Foo {
}

// @saber.scope(App)
class Bar {

    // @saber.inject
    init(foo: Foo) {
        // ...
    }
}
