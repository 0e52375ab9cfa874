// @saber.container(AppContainer)
// @saber.scope(App)
protocol AppContaining {}

// @saber.scope(App)
class Foo {}

// @saber.scope(App)
// @saber.injectOnly
class ViewController {
    // @saber.inject
    var foo: Foo!
}
