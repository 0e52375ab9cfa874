import Observation
import Testing

/// The generated style: `Generated/ProfileContainer.saber.swift` is digen's output for `Fixtures/` (kept current by
/// `DIGenGeneratedTests`' `GeneratedFilesTests`); its `profileModel` getter makes the model the runtime tests
/// resolve, with the external API and the cached `Session`.
@MainActor
struct GeneratedObservationTests {
    @Test func theGeneratedGetterMakesAModelWithTheContainersServices() {
        let container = ProfileContainer(profileAPI: StubProfileAPI())
        let model = container.profileModel
        #expect(model.api is StubProfileAPI)
        #expect(model.session === container.session)
        #expect(model !== container.profileModel)
        model.refresh()
        #expect(model.title == "Ada")
    }

    @Test func observationFiresWhenTheModelChangesItsTitle() {
        let model = ProfileContainer(profileAPI: StubProfileAPI()).profileModel
        #expect(observationFires(reading: { _ = model.title }, during: { model.refresh() }))
        #expect(model.title == "Ada")
    }

    @Test func observationDoesNotTrackTheInjectedProperties() {
        let model = ProfileContainer(profileAPI: StubProfileAPI()).profileModel
        let reads = { _ = model.api; _ = model.session }
        #expect(!observationFires(reading: reads, during: { model.withMutation(keyPath: \.api) {} }))
        #expect(!observationFires(reading: reads, during: { model.withMutation(keyPath: \.session) {} }))
        #expect(!observationFires(reading: reads, during: { model.refresh() }))
    }

    @Test func theCachedSessionIsSharedAndTrackedThroughEveryModel() {
        let container = ProfileContainer(profileAPI: StubProfileAPI())
        let first = container.profileModel
        let second = container.profileModel
        #expect(observationFires(reading: { _ = first.greeting }, during: { second.session.userID = 2 }))
        #expect(first.greeting == "Hello, user 2")
    }
}
