import Testing

/// Generated containers under Swift 6 concurrency, compiled in Swift 6 mode and run: what the code says about
/// isolation, the compiler checked; what it does under contention, these tests check.
@Suite("Generated containers: main-actor, actor and async services, isolated and thread-safe containers")
struct ConcurrencyTests {
    @Test("a main-actor view model is made on the main actor, from the thread-safe global container")
    @MainActor
    func mainActorViewModel() {
        let model = Containers.shared.viewModel
        #expect(model === Containers.shared.viewModel)
        #expect(model.api === Containers.shared.aPIClient)
    }

    @Test("a nonisolated client is made from a nonisolated context, with no await")
    func nonisolatedClient() {
        let api = Containers.shared.aPIClient
        #expect(api.baseURL == "https://example.com")
    }

    @Test("a cached actor with init() async, awaited by 100 tasks at once, is made once")
    func cachedAsyncServiceMadeOnce() async {
        let stores = await withTaskGroup(of: Store.self) { group in
            for _ in 0..<100 { group.addTask { await Containers.shared.store } }
            var stores: [Store] = []
            for await store in group { stores.append(store) }
            return stores
        }
        #expect(stores.count == 100)
        #expect(Set(stores.map(ObjectIdentifier.init)).count == 1)
        #expect(MadeCount.shared.count(Store.self) == 1)
        #expect(await stores[0].items == ["first"])
    }

    @Test("an async service awaits an actor and the hop to the main actor")
    func asyncServiceAwaitsHop() async {
        let feed = await Containers.shared.feed
        #expect(feed.store === (await Containers.shared.store))
    }

    @Test("an async throwing cached service: the failure reaches the caller, nothing is kept, the next await makes it")
    func asyncThrowingService() async throws {
        do {
            _ = try await Containers.shared.session
            Issue.record("the first setup should fail")
        } catch {
            #expect(error as? Session.Offline == Session.Offline())
        }
        let session = try await Containers.shared.session
        #expect(session === (try await Containers.shared.session))
        #expect(MadeCount.shared.count(Session.self) == 2)
    }

    @Test("a container isolated to the main actor, kept in a global: 100 main-actor tasks make its async service once")
    @MainActor
    func isolatedContainer() async {
        let inboxes = await withTaskGroup(of: ObjectIdentifier.self) { group in
            for _ in 0..<100 { group.addTask { await Self.inboxIdentity() } }
            var inboxes: Set<ObjectIdentifier> = []
            for await inbox in group { inboxes.insert(inbox) }
            return inboxes
        }
        #expect(inboxes.count == 1)
        #expect(MadeCount.shared.count(Inbox.self) == 1)
        let router = Containers.main.router
        #expect(router.model === Containers.shared.viewModel)
        _ = await Containers.main.profileModel
    }

    @MainActor
    static func inboxIdentity() async -> ObjectIdentifier {
        ObjectIdentifier(await Containers.main.inbox)
    }

    @Test("a plain Saber container isolated by annotation makes main-actor and nonisolated services")
    @MainActor
    func annotatedContainer() {
        let container = PlainContainer(sharedContainer: Containers.shared)
        _ = container.screen
        _ = container.client
    }
}
