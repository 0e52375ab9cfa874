// @saber.container(AppContainer)
// @saber.scope(App)
// @saber.dependsOn(RootContainer)
protocol AppContaining {}

// @saber.scope(Ap)
class Foo {}
