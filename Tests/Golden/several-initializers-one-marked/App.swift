// @saber.container(AppContainer)
// @saber.scope(App)
protocol AppContaining {}

// @saber.scope(App)
class Foo {
    init() {}

    // @saber.inject
    init(bar: Bar) {}

    convenience init(number: Int) { self.init() }
}

// @saber.scope(App)
class Bar {}
