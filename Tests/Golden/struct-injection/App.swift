// @saber.container(AppContainer)
// @saber.scope(App)
protocol AppContaining {}

// @saber.scope(App)
class Foo {}

// @saber.scope(App)
struct Settings {
    // @saber.inject
    var foo: Foo!

    // @saber.inject
    mutating func set(foo: Foo, _ other: Foo) {}

    // @saber.didInject
    mutating func didInject() {}
}

// @saber.scope(App)
class Widget {
    // @saber.inject
    var foo: Foo!
    // @saber.didInject
    func ready() {}
}
