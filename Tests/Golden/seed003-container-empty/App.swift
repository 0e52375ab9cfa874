// @saber.container(AppContainer)
// @saber.scope(App)
protocol AppContaining {}
