class Bar {}
class Baz {}
class Qux {}

// @saber.container(AppContainer)
// @saber.scope(App)
// @saber.externals(weak Bar?, unowned Baz, unowned Qux!)
protocol AppContaining {}

// @saber.scope(App)
class Service {
    // @saber.inject
    init(bar: Bar?, baz: Baz, qux: Qux) {}
}
