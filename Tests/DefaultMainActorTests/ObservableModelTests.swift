import DIRuntime
import DISync
import DIWrappers
import DIWrappersTesting
import Observation
import Testing

// `@Observable` view models as a default-main-actor app target writes them: main-actor isolated without saying so.

/// Wrappers: `@ObservationIgnored` before each `@Inject`, or the macro's `_api` storage collides with the wrapper's.
@Observable final class ObservableInjectedModel {
    @ObservationIgnored @Inject var api: APIClient
    var title = ""

    func refresh() { title = api.baseURL }
}

/// Initializer injection: `let` properties, which `@Observable` never tracks.
@Observable final class ObservableProfileModel {
    let api: APIClient
    var title = ""

    init(api: APIClient) { self.api = api }

    func refresh() { title = api.baseURL }
}

struct ObservableModelTests {
    @Test(.isolatedResolver) func anIgnoredInjectInAnObservableModelResolvesAndOnlyTheTitleIsTracked() {
        Resolver.shared.register(APIClient.self, on: MainActor.self) { APIClient(baseURL: "https://example.com") }
        let model = ObservableInjectedModel()
        #expect(!Self.fires(reading: { _ = model.api }, during: { model.withMutation(keyPath: \.api) {} }))
        #expect(Self.fires(reading: { _ = model.title }, during: { model.refresh() }))
        #expect(model.title == "https://example.com")
    }

    @Test func aModelRegisteredOnTheMainActorResolvesAndOnlyTheTitleIsTracked() throws {
        let container = Container(name: "App")
        container.register(.singleton, on: MainActor.self) { _ in APIClient(baseURL: "https://example.com") }
        container.register(ObservableProfileModel.init, on: MainActor.self)
        try container.bootstrap()
        let model: ObservableProfileModel = try container.resolve()
        #expect(!Self.fires(reading: { _ = model.api }, during: { model.withMutation(keyPath: \.api) {} }))
        #expect(Self.fires(reading: { _ = model.title }, during: { model.refresh() }))
        #expect(model.title == "https://example.com")
    }

    /// Whether `withObservationTracking` reports a change to what `read` reads while `change` runs (the injected
    /// properties have no setter, so a change to one is announced through the model's registrar, as a tracked
    /// setter does).
    static func fires(reading read: () -> Void, during change: () -> Void) -> Bool {
        // `onChange` is `@Sendable`: the flag it raises is behind the package's lock.
        let fired = Locked(false)
        withObservationTracking(read, onChange: { fired.withLock { $0 = true } })
        change()
        return fired.withLock { $0 }
    }
}
