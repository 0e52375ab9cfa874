class Foo {}
class Bar {}
class Baz {}
class Qux {}

// @saber.container(AppContainer)
// @saber.scope(App)
// @saber.externals(weak Foo, weak Bar?, unowned Baz, unowned Qux!)
protocol AppContaining {}
