// Services of an app target built with `.defaultIsolation(MainActor.self)`, as new Xcode app targets are: every
// type here is main-actor isolated unless it says otherwise. digen is told so by `defaultIsolation: MainActor`.

/// How many instances of each type were made: an actor (not main-actor isolated), so any task may count.
actor MadeCount {
    static let shared = MadeCount()

    private var counts: [String: Int] = [:]

    func record(_ name: String) { counts[name, default: 0] += 1 }

    func count(_ name: String) -> Int { counts[name, default: 0] }
}

/// Made anywhere: it opts out of the main actor.
// @saber.scope(Shared)
// @saber.cached
nonisolated final class APIClient: Sendable {
    let baseURL = "https://example.com"
}

/// Main-actor isolated by the target's default.
// @saber.scope(Shared)
// @saber.cached
final class ViewModel {
    private(set) var isLoading = false
    let api: APIClient

    init(api: APIClient) { self.api = api }
}

/// An actor with async setup: not main-actor isolated, made once however many tasks await it.
// @saber.scope(Shared)
// @saber.cached
actor Store {
    private let client: APIClient

    init(api: APIClient) async {
        client = api
        await MadeCount.shared.record("Store")
        try? await Task.sleep(nanoseconds: 20_000_000)
    }
}

/// Of the app container (main-actor isolated, like the target).
// @saber.scope(App)
// @saber.cached
final class Router {
    let model: ViewModel

    init(model: ViewModel) {
        self.model = model
    }
}

// @saber.scope(App)
// @saber.cached
actor Inbox {
    init(api: APIClient) async {
        await MadeCount.shared.record("Inbox")
        try? await Task.sleep(nanoseconds: 20_000_000)
    }
}

// @saber.scope(App)
final class ProfileScreen {
    init(router: Router, inbox: Inbox, store: Store) async {}
}
