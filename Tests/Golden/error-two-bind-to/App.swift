// @saber.container(AppContainer)
// @saber.scope(App)
protocol AppContaining {}

protocol Logging {}

// @saber.scope(App)
// @saber.bindTo(Logging)
class ConsoleLogger: Logging {}

// @saber.scope(App)
// @saber.bindTo(Logging)
class FileLogger: Logging {}
