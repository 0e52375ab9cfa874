class CoolEventTracker {}
class AwesomeLogger {}

// @saber.container(AppContainer)
// @saber.scope(App)
// @saber.externals(CoolEventTracker, AwesomeLogger)
protocol AppContaining {}
