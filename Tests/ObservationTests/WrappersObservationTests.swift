import DIRuntime
import DIWrappers
import DIWrappersTesting
import Observation
import Testing

/// The wrappers style: `@Inject` in an `@Observable` class needs `@ObservationIgnored` before it, else the macro
/// turns the property into a computed one whose `_api` storage collides with the wrapper's (see the DIWrappers
/// article "SwiftUI and Observation").
@MainActor @Observable final class InjectedProfileModel {
    @ObservationIgnored @Inject var api: ProfileAPI
    @ObservationIgnored @Inject var session: Session
    @ObservationIgnored @LazyInject var formatter: NameFormatter
    var title = ""

    var greeting: String { "Hello, user \(session.userID)" }

    func refresh() {
        title = formatter.format(api.displayName(for: session.userID))
    }
}

/// A service resolved on the model's first use of it (`@LazyInject`).
final class NameFormatter: Sendable {
    func format(_ name: String) -> String { name.uppercased() }
}

@Suite(.isolatedResolver) @MainActor
struct WrappersObservationTests {
    /// Registers what `InjectedProfileModel` injects, as an app does at launch.
    func registerServices() {
        Resolver.shared.registerAsSingleton(ProfileAPI.self, StubProfileAPI())
        Resolver.shared.register(Session.self, scope: .singleton, on: MainActor.self) { Session() }
        Resolver.shared.register(NameFormatter.self) { NameFormatter() }
    }

    @Test func anIgnoredInjectResolvesWhenTheModelIsMade() throws {
        registerServices()
        let model = InjectedProfileModel()
        #expect(model.api is StubProfileAPI)
        #expect(model.session === (try Resolver.shared.resolve(Session.self)))
        model.refresh()
        #expect(model.title == "ADA")
    }

    @Test func observationFiresWhenTheModelChangesItsTitle() {
        registerServices()
        let model = InjectedProfileModel()
        #expect(observationFires(reading: { _ = model.title }, during: { model.refresh() }))
        #expect(model.title == "ADA")
    }

    /// The injected properties have no setter, so the test announces a change to each through the model's
    /// registrar, as a tracked property's setter does (`withMutation(keyPath:)`, which the macro writes): had a
    /// read of the property been tracked, the change would fire.
    @Test func observationDoesNotTrackTheInjectedProperties() {
        registerServices()
        let model = InjectedProfileModel()
        let reads = { _ = model.api; _ = model.session; _ = model.formatter }
        #expect(!observationFires(reading: reads, during: { model.withMutation(keyPath: \.api) {} }))
        #expect(!observationFires(reading: reads, during: { model.withMutation(keyPath: \.session) {} }))
        #expect(!observationFires(reading: reads, during: { model.withMutation(keyPath: \.formatter) {} }))
        #expect(!observationFires(reading: reads, during: { model.refresh() }))
        #expect(observationFires(reading: { _ = model.title }, during: { model.withMutation(keyPath: \.title) {} }))
    }

    @Test func anObservableServiceBehindAnIgnoredPropertyIsStillTrackedByItsOwnState() {
        registerServices()
        let model = InjectedProfileModel()
        #expect(observationFires(reading: { _ = model.greeting }, during: { model.session.userID = 2 }))
        #expect(model.greeting == "Hello, user 2")
    }
}
