import Foundation

// Services of an app target in Swift 6 mode (complete strict concurrency), nonisolated by default.

/// How many instances of each type were made, from any thread.
final class MadeCount: @unchecked Sendable {
    // @unchecked Sendable: `counts` is only touched under `lock`.
    private let lock = NSLock()
    private var counts: [String: Int] = [:]

    static let shared = MadeCount()

    func record(_ type: Any.Type) {
        lock.lock()
        defer { lock.unlock() }
        counts["\(type)", default: 0] += 1
    }

    func count(_ type: Any.Type) -> Int {
        lock.lock()
        defer { lock.unlock() }
        return counts["\(type)", default: 0]
    }
}

/// Made anywhere.
// @saber.scope(Shared)
// @saber.cached
final class APIClient: Sendable {
    let baseURL = "https://example.com"
}

/// Made on the main actor.
// @saber.scope(Shared)
// @saber.cached
@MainActor
final class ViewModel {
    let api: APIClient
    var title = "Profile"

    init(api: APIClient) {
        self.api = api
    }
}

/// An actor whose setup is async; made once however many tasks await it.
// @saber.scope(Shared)
// @saber.cached
actor Store {
    let api: APIClient
    private(set) var items: [String] = []

    init(api: APIClient) async {
        self.api = api
        MadeCount.shared.record(Store.self)
        try? await Task.sleep(nanoseconds: 20_000_000)
        items = ["first"]
    }
}

/// Awaits the store and the main-actor view model (a hop the Sendable container may make).
// @saber.scope(Shared)
final class Feed: Sendable {
    let store: Store

    init(store: Store, model: ViewModel) async {
        self.store = store
        _ = await model.title
    }
}

/// Its async setup fails the first time.
// @saber.scope(Shared)
// @saber.cached
final class Session: Sendable {
    struct Offline: Error, Equatable {}

    init(api: APIClient) async throws {
        MadeCount.shared.record(Session.self)
        if MadeCount.shared.count(Session.self) == 1 { throw Offline() }
    }
}

/// Made on the main actor, in the main-actor container.
// @saber.scope(Main)
// @saber.cached
final class Router {
    let model: ViewModel

    init(model: ViewModel) {
        self.model = model
    }
}

/// A main-actor view model of the main-actor container.
// @saber.scope(Main)
@MainActor
final class ProfileModel {
    init(router: Router, store: Store) async {}
}

/// The main-actor container's own async cached service.
// @saber.scope(Main)
// @saber.cached
actor Inbox {
    init() async {
        MadeCount.shared.record(Inbox.self)
        try? await Task.sleep(nanoseconds: 20_000_000)
    }
}

/// Of the plain container: made on the main actor, and a nonisolated client.
// @saber.scope(Plain)
final class Client {
    init(api: APIClient) {}
}

// @saber.scope(Plain)
@MainActor
final class Screen {
    init(client: Client) {}
}
