// A thread-safe container is Sendable (it can be kept in a global): its cached async service is made once
// behind a lock never held across `await`, and a main-actor service is awaited from an async one.
// @saber.container(AppContainer)
// @saber.scope(App)
// @saber.threadSafe
protocol AppContaining {}

// @saber.scope(App)
// @saber.cached
actor Store {
    init() async {}
}

// @saber.scope(App)
// @saber.cached
@MainActor
final class ViewModel {
    init() {}
}

// @saber.scope(App)
// @saber.cached
final class Session {
    init(store: Store, model: ViewModel) async throws {}
}
