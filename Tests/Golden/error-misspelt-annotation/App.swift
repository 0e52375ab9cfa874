// @saber.container(AppContainer)
// @saber.scope(App)
protocol AppContaining {}

// @saber.scop(App)
class Foo {}

// @saber.scope(App)
// @saber.cached()
class Bar {}
