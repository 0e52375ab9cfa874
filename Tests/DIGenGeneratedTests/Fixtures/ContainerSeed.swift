// The "Container" seed (003): a container, a service, a service with an injected initializer.
// The "Container Inheritance" seed (001) adds `Database` to the same container.

// @saber.container(AppContainer)
// @saber.scope(App)
protocol AppContaining {}

// @saber.scope(App)
class Foo {
}

// @saber.scope(App)
class Bar {

    let foo: Foo

    // @saber.inject
    init(foo: Foo) {
        self.foo = foo
    }
}
