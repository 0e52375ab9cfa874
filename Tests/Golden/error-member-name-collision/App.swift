// @saber.container(AppContainer)
// @saber.scope(App)
protocol AppContaining {}

enum Foo {
    // @saber.scope(App)
    class Bar {}
}

// @saber.scope(App)
class FooBar {}
