// @saber.container(AppContainer)
// @saber.scope(App)
protocol AppContaining {}

// @saber.container(SecondContainer)
// @saber.scope(App)
protocol SecondContaining {}
