import DIGraph
import DIRuntime
import DIWrappers
import DIWrappersTesting
import Testing

/// What a target built with `.defaultIsolation(MainActor.self)` writes: registrations of its main-actor types
/// say `on: MainActor.self`, nonisolated and async services register as anywhere else, and a test (itself on the
/// main actor here) resolves them synchronously.
struct DefaultMainActorTests {
    @Test func aMixedGraphRegistersAndResolves() async throws {
        let container = Container(name: "App")
        container.register(.singleton, on: MainActor.self) { _ in Settings() }
        container.register(.singleton, on: MainActor.self) { c in APIClient(baseURL: try c.resolve(Settings.self).baseURL) }
        container.register(ProfileViewModel.init, on: MainActor.self)
        container.register(Clock.init, scope: .singleton)
        container.register(Store.init, scope: .eagerSingleton)
        container.register(.singleton, on: DatabaseActor.self) { @DatabaseActor _ in Database() }
        #expect(container.validate().isEmpty)
        try await container.bootstrapAsync()

        let model: ProfileViewModel = try container.resolve()
        let store: Store = try container.resolve()
        let database: Database = try await container.resolveAsync()
        #expect(model.api.baseURL == "https://example.com")
        #expect(store.clock === (try container.resolve(Clock.self)))
        #expect(await database.name == "app.sqlite")
    }

    @Test func aNonisolatedServiceNeedingAMainActorOneIsReportedBeforeAnythingRuns() {
        let container = Container(name: "App")
        container.register(.singleton, on: MainActor.self) { _ in Settings() }
        container.register(.singleton, dependsOn: [.on(Settings.self)]) { _ in Clock() }
        #expect(container.validate().map(\.code) == [.isolationMismatch])
    }

    @Test(.isolatedResolver) func theTriforkReadmeRegistersAndInjects() {
        Resolver.shared.register(Bread.self, { PainAuChocolat() })
        Resolver.shared.register(Bread.self, key: "🥐", { Croissant() })
        // `MySingleton.shared` is main-actor state in this target, so its factory runs on the main actor.
        Resolver.shared.register(Worker.self, on: MainActor.self, { MySingleton.shared })
        Resolver.shared.registerAsSingleton(Planet.self, Earth())
        let bakery = Bakery()
        #expect(bakery.bread is PainAuChocolat)
        #expect(bakery.bread2 is Croissant)
    }

    @Test(.isolatedResolver) func wrappersInjectMainActorServicesIntoMainActorOwners() throws {
        Resolver.shared.register(ProfileViewModel.self, scope: .singleton, on: MainActor.self) {
            ProfileViewModel(api: APIClient(baseURL: "https://example.com"))
        }
        Resolver.shared.register(Settings.self, on: MainActor.self) { Settings() }
        let screen = ProfileScreen()
        #expect(screen.model === (try Resolver.shared.resolve(ProfileViewModel.self)))
        #expect(screen.settings.baseURL == "https://example.com")
    }
}
