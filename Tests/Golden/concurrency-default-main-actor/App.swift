// A target built with `.defaultIsolation(MainActor.self)` (`defaultIsolation: MainActor` in config.yml): every
// type that says nothing is main-actor isolated, and so is the container; the thread-safe one is nonisolated.
// @saber.container(AppContainer)
// @saber.scope(App)
protocol AppContaining {}

// @saber.container(BackgroundContainer)
// @saber.scope(Background)
// @saber.threadSafe
protocol BackgroundContaining {}

// @saber.scope(App)
final class ViewModel {
    init(api: APIClient) {}
}

// @saber.scope(App)
nonisolated final class APIClient {}

// @saber.scope(Background)
// @saber.cached
nonisolated final class Parser: Sendable {}

// @saber.scope(Background)
// @saber.cached
actor Cache {
    init(parser: Parser) async {}
}
