// Async services in a plain container: an actor with an async initializer (cached: made once however many tasks
// await it), a service that awaits it, and an async provider method. Async getters run on their caller's actor.
// @saber.container(AppContainer)
// @saber.scope(App)
protocol AppContaining {}

// @saber.scope(App)
// @saber.cached
final class APIClient: Sendable {}

// @saber.scope(App)
// @saber.cached
actor Store {
    init(api: APIClient) async {}
}

// @saber.scope(App)
// @saber.bindTo(Storing)
final class Feed: Storing {
    init(store: Store, api: APIClient) async {}
}

protocol Storing {}

// @saber.scope(App)
final class TokenSource: Sendable {
    // @saber.provider
    func token() async -> Token { Token() }
}

final class Token {}
