import DIRuntime
import DISync

// A small app of every kind of service: a nonisolated client, a struct, a `@MainActor` view model, an actor with
// an async initializer and a service of a global actor of the tests' own.

final class APIClient: Sendable {
    init() {}
}

struct Settings: Sendable {
    var baseURL = "https://example.com"
}

@MainActor
final class ProfileViewModel {
    let api: APIClient
    var title = "Profile"
    init(api: APIClient) { self.api = api }
}

@MainActor
final class Router {
    let model: ProfileViewModel
    init(model: ProfileViewModel) { self.model = model }
}

actor Store {
    let api: APIClient
    init(api: APIClient) async {
        self.api = api
        await Task.yield()
    }
}

@globalActor
actor DatabaseActor {
    static let shared = DatabaseActor()
}

@DatabaseActor
final class Database {
    var settings: Settings
    init(settings: Settings) { self.settings = settings }
}

/// A nonisolated service that needs the view model synchronously: the mistake `isolationMismatch` reports.
final class ProfileCache: Sendable {
    init(model: ProfileViewModel) {}
}

/// A synchronous service that needs the store: the mistake `asyncDependency` reports.
final class StoreReader: Sendable {
    init(store: Store) {}
}

/// Counts factory runs from any thread or task.
final class RunCounter: Sendable {
    private let count = Locked(0)
    func increment() { count.withLock { $0 += 1 } }
    var value: Int { count.withLock { $0 } }
}

/// The text a thrown error renders to, from async code.
func renderedAsyncError(_ body: () async throws -> Void) async -> String? {
    do {
        try await body()
        return nil
    } catch {
        return String(describing: error)
    }
}
