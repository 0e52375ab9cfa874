// A SwiftUI-style app target built with `.defaultIsolation(MainActor.self)`: every type is on the main actor
// unless it says otherwise. A main-actor view model, an actor whose initializer is async, a nonisolated API
// client, and one mistake that `validate()` reports before anything runs.
//
//     swift run ProfileApp
import DIRuntime

/// Made anywhere: network code opts out of the main actor.
nonisolated final class APIClient: Sendable {
    let baseURL: String
    init(baseURL: String) { self.baseURL = baseURL }
    func fetchName() async -> String { "Ada" }
}

/// Its cache is loaded from disk when it starts, so making it takes an `await`.
actor ProfileStore {
    private let api: APIClient
    private(set) var name: String?
    init(api: APIClient) async {
        self.api = api
        name = await api.fetchName()
    }
}

/// On the main actor, like every view model of the target.
final class ProfileViewModel {
    let store: ProfileStore
    var title = "…"
    init(store: ProfileStore) { self.store = store }
    func load() async { title = await store.name ?? "nobody" }
}

/// A mistake: a nonisolated analytics service that wants the view model synchronously, which only the main
/// actor may make.
nonisolated final class Analytics: Sendable {
    init(model: ProfileViewModel) {}
}

@main
struct ProfileApp {
    static func main() async throws {
        let container = Container(name: "App")
        container.register(.singleton) { _ in APIClient(baseURL: "https://api.example.com") }
        container.register(ProfileStore.init, scope: .eagerSingleton)
        container.register(.unique, on: MainActor.self) { c in ProfileViewModel(store: try c.resolve()) }

        // The mistake, in a container of its own: reported with both locations, before anything is made.
        let broken = Container(name: "Broken", parents: [container])
        broken.register(Analytics.init)
        print(DiagnosticRenderer().render(broken.validate()))

        try await container.bootstrapAsync()         // validates, then awaits the store's initializer once
        let model: ProfileViewModel = try container.resolve()  // synchronous: this code runs on the main actor
        await model.load()
        print("\(model.title) from \(model.store === (try container.resolve(ProfileStore.self)) ? "the" : "another") store")
    }
}
