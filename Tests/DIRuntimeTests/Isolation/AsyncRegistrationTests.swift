import DIGraph
import DIRuntime
import Testing

/// Services made with `await`: an actor's `init() async`, async factories and another global actor's services,
/// resolved with `resolveAsync`; a synchronous edge into one is `asyncDependency`.
@Suite struct AsyncRegistrationTests {
    @Test func anActorWithAnAsyncInitializerIsAutowiredAndAwaited() async throws {
        let container = Container()
        container.register(APIClient.init, scope: .singleton)
        container.register(Store.init, scope: .unique)
        let first: Store = try await container.resolveAsync()
        let second: Store = try await container.resolveAsync()
        #expect(first !== second)
        #expect(first.api === second.api)
    }

    @Test func anAsyncFactoryResolvesItsDependenciesInTheSameGraph() async throws {
        let container = Container()
        container.register(.shared) { _ in APIClient() }
        container.register(.unique) { c in await Store(api: try await c.resolveAsync()) }
        container.register(.unique) { (c: Container) async throws -> (Store, APIClient) in
            (try await c.resolveAsync(), try await c.resolveAsync())
        }
        let (store, api) = try await container.resolveAsync((Store, APIClient).self)
        #expect(store.api === api)  // one `shared` API client per top-level resolve
    }

    @Test func aSynchronousResolveOfAnAsyncServiceThrowsAsyncDependency() throws {
        let container = Container(name: "App")
        container.register(APIClient.init)
        container.register(Store.init)
        let line = #line - 1
        #expect(renderedError { _ = try container.resolve(Store.self) } == """
            DIRuntimeTests/AsyncRegistrationTests.swift:\(line):27: error: [asyncDependency] 'Store' is made asynchronously (its factory or initializer is async), so a synchronous resolve cannot make it
            note: await it: 'try await container.resolveAsync(Store.self)'
            note: or make it an eager singleton and call 'try await container.bootstrapAsync()' first
            """)
    }

    @Test func aSynchronousServiceNeedingAnAsyncOneIsReportedByValidateAndResolve() throws {
        let container = Container(name: "App")
        container.register(APIClient.init)
        container.register(Store.init)
        let storeLine = #line - 1
        container.register(StoreReader.init)
        let readerLine = #line - 1
        let problem = """
            DIRuntimeTests/AsyncRegistrationTests.swift:\(readerLine):27: error: [asyncDependency] 'StoreReader' is made synchronously, but needs 'Store', which can only be made with 'await'
            DIRuntimeTests/AsyncRegistrationTests.swift:\(readerLine):27: note: 'StoreReader' is bound here, made synchronously and nonisolated
            DIRuntimeTests/AsyncRegistrationTests.swift:\(storeLine):27: note: 'Store' is bound here, made asynchronously and nonisolated

            """
        let suggestions = """
            note: make 'StoreReader' async (an async initializer or factory), so it can await 'Store'
            """
        #expect(DiagnosticRenderer().render(container.validate()) == problem + suggestions)
        #expect(renderedError { _ = try container.resolve(StoreReader.self) } == problem + """
            note: resolution path: 'StoreReader' -> 'Store'
            DIRuntimeTests/AsyncRegistrationTests.swift:\(readerLine):27: note: 'StoreReader' is registered here

            """ + suggestions)
    }

    /// Why `asyncDependency` does not advise a `Lazy` or `Provider` here: each resolves synchronously when used,
    /// so the validator's deferred edge only moves the same failure to the first use.
    @Test func aLazyEdgeIntoAnAsyncServiceStillCannotMakeItWhenUsed() throws {
        let container = Container(name: "App")
        container.register(APIClient.init)
        container.register(Store.init)
        container.register(.unique, dependsOn: [.on(Store.self, kind: .lazy, label: "store")]) { c in
            LazyStoreReader(store: try c.resolve())
        }
        #expect(container.validate().isEmpty)
        let reader: LazyStoreReader = try container.resolve()
        #expect(throws: ResolutionError.self) { _ = try reader.store() }
    }

    @Test func aThousandTasksAwaitingOneAsyncSingletonRunItsFactoryOnce() async throws {
        let container = Container()
        let runs = RunCounter()
        container.register(.singleton) { _ in APIClient() }
        container.register(.singleton) { c in
            runs.increment()
            return await Store(api: try c.resolve())
        }
        let stores = try await withThrowingTaskGroup(of: ObjectIdentifier.self) { group in
            for _ in 0..<1_000 {
                group.addTask { ObjectIdentifier(try await container.resolveAsync(Store.self)) }
            }
            return try await group.reduce(into: Set<ObjectIdentifier>()) { $0.insert($1) }
        }
        #expect(runs.value == 1)
        #expect(stores.count == 1)
    }

    @Test func anAsyncSingletonWhoseFactoryThrowsIsTriedAgainNextTime() async throws {
        let container = Container()
        let runs = RunCounter()
        container.register(.singleton) { _ in APIClient() }
        container.register(.singleton) { c -> Store in
            runs.increment()
            if runs.value == 1 { throw FactoryFailure(reason: "offline") }
            return await Store(api: try c.resolve())
        }
        await #expect(throws: FactoryFailure(reason: "offline")) { _ = try await container.resolveAsync(Store.self) }
        let first: Store = try await container.resolveAsync()
        let second: Store = try await container.resolveAsync()
        #expect(first === second)
        #expect(runs.value == 2)
    }

    @Test func aServiceOfAnotherGlobalActorIsAwaitedAndRecorded() async throws {
        let container = Container(name: "App")
        container.register(.singleton) { _ in Settings() }
        container.register(.singleton, on: DatabaseActor.self) { @DatabaseActor c in Database(settings: try c.resolve()) }
        let database: Database = try await container.resolveAsync()
        #expect(await database.settings.baseURL == "https://example.com")
        let binding = container.graph.bindings.first { $0.key.description == "Database" }
        #expect(binding?.isolation == .globalActor("DatabaseActor"))
        #expect(binding?.isAsync == true)
    }

    @Test func bootstrapAsyncMakesEagerAsyncSingletonsWhichAreThenReadSynchronously() async throws {
        let container = Container(name: "App")
        container.register(APIClient.init, scope: .singleton)
        container.register(Store.init, scope: .eagerSingleton)
        try await container.bootstrapAsync()
        let store: Store = try container.resolve()
        #expect(store === (try await container.resolveAsync(Store.self)))
    }

    @Test func aSynchronousBootstrapCannotMakeAnEagerAsyncSingleton() throws {
        let container = Container(name: "App")
        container.register(APIClient.init)
        container.register(Store.init, scope: .eagerSingleton)
        #expect(renderedError { try container.bootstrap() }?.contains("[asyncDependency] 'Store' is made asynchronously") == true)
    }

    @MainActor
    @Test func aMixedGraphResolvesFromTheMainActor() async throws {
        let container = Container(name: "App")
        container.register(.singleton) { _ in Settings() }
        container.register(APIClient.init, scope: .singleton)
        container.register(ProfileViewModel.init, on: MainActor.self)
        container.register(Store.init, scope: .eagerSingleton)
        container.register(.singleton, on: DatabaseActor.self) { @DatabaseActor c in Database(settings: try c.resolve()) }
        #expect(container.validate().isEmpty)
        try await container.bootstrapAsync()
        let model: ProfileViewModel = try container.resolve()       // synchronous: on the main actor
        let store: Store = try container.resolve()                  // made by bootstrapAsync
        let database: Database = try await container.resolveAsync()
        #expect(model.api === store.api)
        #expect(await database.settings.baseURL == "https://example.com")
    }
}

/// Needs `Store` later, through a `Lazy`.
final class LazyStoreReader: Sendable {
    let store: Lazy<Store>
    init(store: Lazy<Store>) { self.store = store }
}
