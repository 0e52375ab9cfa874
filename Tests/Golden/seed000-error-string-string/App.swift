// @saber.container(AppContainer)
// @saber.scope(App)
// @saber.externals(String, String)
protocol AppContaining {}
