// @saber.container(AppContainer)
// @saber.scope(App)
protocol AppContaining {}

// @saber.scope(App)
class Foo {}

// @saber.scope(App)
class Bar {
    // @saber.inject
    let foo: Foo

    // @saber.inject
    private var hidden: Foo!

    // @saber.inject
    var computed: Foo { Foo() }

    init(foo: Foo) { self.foo = foo }

    // @saber.inject
    fileprivate func set(foo: Foo) {}

    // @saber.didInject
    private func done() {}
}

// @saber.scope(App)
class Baz {
    private init() {}
}
