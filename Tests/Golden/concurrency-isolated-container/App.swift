// A container isolated to the main actor by its protocol: every member runs there, no lock, Sendable; an
// async service of another global actor is awaited.
// @saber.container(AppContainer)
// @saber.scope(App)
// @saber.threadSafe
@MainActor
protocol AppContaining {}

@globalActor
actor DatabaseActor {
    static let shared = DatabaseActor()
}

// @saber.scope(App)
// @saber.cached
final class APIClient {}

// @saber.scope(App)
// @saber.cached
final class ViewModel {
    init(api: APIClient) {}
}

// @saber.scope(App)
// @saber.cached
@DatabaseActor
final class Database {
    init() async {}
}

// @saber.scope(App)
@MainActor
final class Screen {
    init(model: ViewModel, database: Database) async {}
}
