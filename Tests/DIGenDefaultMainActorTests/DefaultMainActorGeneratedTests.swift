import Testing

/// The same promises as `DIGenConcurrencyTests`, in a target whose types are main-actor isolated by default:
/// the generated code compiles there with zero warnings, and behaves.
@Suite("Generated containers in a default-main-actor target")
struct DefaultMainActorGeneratedTests {
    @Test("a view model (main-actor by default) is made from the nonisolated thread-safe container")
    func mainActorViewModel() {
        let model = Containers.shared.viewModel
        #expect(model === Containers.shared.viewModel)
        #expect(model.api === Containers.shared.aPIClient)
    }

    @Test("a nonisolated client is made from a nonisolated context")
    nonisolated func nonisolatedClient() {
        #expect(Containers.shared.aPIClient.baseURL == "https://example.com")
    }

    @Test("a cached actor with init() async, awaited by 100 tasks at once off the main actor, is made once")
    nonisolated func cachedAsyncServiceMadeOnce() async {
        let stores = await withTaskGroup(of: ObjectIdentifier.self) { group in
            for _ in 0..<100 { group.addTask { ObjectIdentifier(await Containers.shared.store) } }
            var stores: Set<ObjectIdentifier> = []
            for await store in group { stores.insert(store) }
            return stores
        }
        #expect(stores.count == 1)
        #expect(await MadeCount.shared.count("Store") == 1)
    }

    @Test("the main-actor container, kept in a global: 100 main-actor tasks make its async service once")
    func isolatedContainer() async {
        // Unstructured tasks this time, each started on the main actor (this target's default).
        let tasks = (0..<100).map { _ in Task { ObjectIdentifier(await Containers.app.inbox) } }
        var inboxes: Set<ObjectIdentifier> = []
        for task in tasks { inboxes.insert(await task.value) }
        #expect(inboxes.count == 1)
        #expect(await MadeCount.shared.count("Inbox") == 1)
        #expect(Containers.app.router.model === Containers.shared.viewModel)
        _ = await Containers.app.profileScreen
    }
}

@Suite("Generated collections in a default-main-actor target")
struct DefaultMainActorCollectionTests {
    @Test("the main-actor container's tabs: the parent's first, cached ones kept, transient ones made per read")
    func tabs() {
        let first = Containers.app.array_Tab
        let second = Containers.app.array_Tab
        #expect(first.map(\.title) == ["home", "profile", "settings"])
        #expect(zip(first, second).map { $0 === $1 } == [true, false, true])
        #expect(Containers.app.tabBar.tabs.map(\.title) == ["home", "profile", "settings"])
        #expect(Containers.shared.array_Tab.map(\.title) == ["home"])
    }
}
