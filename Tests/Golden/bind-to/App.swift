// @saber.container(AppContainer)
// @saber.scope(App)
protocol AppContaining {}

protocol Logging {}
protocol Tracking {}

// @saber.scope(App)
// @saber.cached
// @saber.bindTo(Logging)
// @saber.bindTo(Tracking)
class Logger: Logging, Tracking {}

// @saber.scope(App)
class Screen {
    // @saber.inject
    init(logger: Logging, tracker: any Tracking) {}
}
