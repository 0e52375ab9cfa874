import DIRuntime
import Observation
import Testing

/// The runtime style: `ProfileModel` takes its services in its initializer (`let` properties, which `@Observable`
/// never tracks), registered with `on: MainActor.self` and resolved where the view is made.
@MainActor
struct RuntimeObservationTests {
    /// The app's container: the API a singleton, one `Session`, a new `ProfileModel` per screen.
    func makeContainer() throws -> Container {
        let container = Container(name: "App")
        container.register(.singleton) { _ in StubProfileAPI() as ProfileAPI }
        container.register(Session.init, on: MainActor.self, scope: .singleton)
        container.register(ProfileModel.init, on: MainActor.self)
        try container.bootstrap()
        return container
    }

    @Test func aModelRegisteredOnTheMainActorIsMadeWithItsServices() throws {
        let container = try makeContainer()
        let model: ProfileModel = try container.resolve()
        #expect(model.api is StubProfileAPI)
        #expect(model.session === (try container.resolve(Session.self)))
        model.refresh()
        #expect(model.title == "Ada")
    }

    @Test func eachScreenGetsItsOwnModelOverTheOneSession() throws {
        let container = try makeContainer()
        let first: ProfileModel = try container.resolve()
        let second: ProfileModel = try container.resolve()
        #expect(first !== second)
        #expect(first.session === second.session)
    }

    @Test func observationFiresWhenTheModelChangesItsTitle() throws {
        let model: ProfileModel = try makeContainer().resolve()
        #expect(observationFires(reading: { _ = model.title }, during: { model.refresh() }))
        #expect(model.title == "Ada")
    }

    /// `let` properties have no setter, so the test announces a change to each through the model's registrar, as
    /// a tracked property's setter does: had a read of the property been tracked, the change would fire.
    @Test func observationDoesNotTrackTheInjectedProperties() throws {
        let model: ProfileModel = try makeContainer().resolve()
        let reads = { _ = model.api; _ = model.session }
        #expect(!observationFires(reading: reads, during: { model.withMutation(keyPath: \.api) {} }))
        #expect(!observationFires(reading: reads, during: { model.withMutation(keyPath: \.session) {} }))
        #expect(!observationFires(reading: reads, during: { model.refresh() }))
        #expect(observationFires(reading: { _ = model.title }, during: { model.withMutation(keyPath: \.title) {} }))
    }

    @Test func anInjectedObservableServiceIsStillTrackedByItsOwnState() throws {
        let model: ProfileModel = try makeContainer().resolve()
        #expect(observationFires(reading: { _ = model.greeting }, during: { model.session.userID = 2 }))
        #expect(model.greeting == "Hello, user 2")
    }
}
