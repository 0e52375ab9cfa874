// @saber.container(AppContainer)
// @saber.scope(App)
// @saber.threadSafe
protocol AppContaining {}

// @saber.scope(App)
// @saber.cached
class Engine {
    // @saber.inject
    init(counter: Counter) {}
}

// @saber.scope(App)
// @saber.cached
class Counter {}
