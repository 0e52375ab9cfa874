// @saber.container(AppContainer)
// @saber.scope(App)
protocol AppContaining {}

// @saber.scope(App)
class Router {
    // @saber.inject
    init(container: AppContainer, containing: AppContaining) {}
}
