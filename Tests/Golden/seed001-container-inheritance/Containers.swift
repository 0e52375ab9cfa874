// @saber.container(AppContainer)
// @saber.scope(App)
protocol AppContaining {}

// @saber.container(UserContainer)
// @saber.scope(User)
// @saber.dependsOn(AppContainer)
// @saber.externals(UserConfiguration)
// ^ HERE!
protocol UserContaining {}
