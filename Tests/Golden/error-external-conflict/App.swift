class Logger {}

// @saber.container(AppContainer)
// @saber.scope(App)
// @saber.externals(Logger)
protocol AppContaining {}

// @saber.scope(App)
class Clock {}

// @saber.scope(App)
// @saber.bindTo(Logger)
class FileLogger: Logger {}
