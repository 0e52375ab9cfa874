import DIWrappers
import DIWrappersTesting
import Testing

/// Wrappers in `@MainActor` types over services registered `on: MainActor.self`.
@Suite(.isolatedResolver)
struct MainActorInjectTests {
    @MainActor
    @Test func everyWrapperInjectsAMainActorServiceIntoAMainActorOwner() throws {
        Resolver.shared.register(ScreenModel.self, scope: .singleton, on: MainActor.self) { ScreenModel() }
        let screen = ProfileScreen()
        screen.model.title = "Edited"
        #expect(screen.lazyModel.title == "Edited")
        #expect(screen.optionalModel === screen.model)
        #expect(Resolver.shared.validate().isEmpty)
    }

    @Test func theRegistrationRecordsTheMainActorInTheGraph() {
        Resolver.shared.register(ScreenModel.self, on: MainActor.self) { ScreenModel() }
        let binding = Resolver.shared.container.graph.bindings.first { $0.key.description == "ScreenModel" }
        #expect(binding?.isolation == .mainActor)
    }

    #if os(macOS) || os(Linux) || os(Windows)  // exit tests: none on iOS, tvOS, watchOS, visionOS
    @Test func aWrapperThatWouldNeedAnAwaitStopsAndSaysWhatToWriteInstead() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            IsolationScenarios.awaitedService()
        }
        #expect(fatalMessage(result?.standardErrorContent ?? []) == """
            DIWrappersTests/IsolationFixtures.swift:43:43: error: [asyncDependency] 'Warehouse' is made asynchronously (its factory or initializer is async), so a synchronous resolve cannot make it
            note: await it: 'try await container.resolveAsync(Warehouse.self)'
            note: or make it an eager singleton and call 'try await container.bootstrapAsync()' first
            DIWrappersTests/IsolationFixtures.swift:26:6: note: the property is declared @Inject here; a property wrapper cannot throw, so the program stops (a wrapper cannot await: write 'let value: Warehouse = try await Resolver.shared.resolveAsync()' in async code instead)
            """)
    }
    #endif

    @Test func theWrittenAwaitResolvesTheAsyncService() async throws {
        Resolver.shared.container.register(Warehouse.init)
        let value: Warehouse = try await Resolver.shared.resolveAsync()
        _ = value
    }

    #if os(macOS) || os(Linux) || os(Windows)  // exit tests: none on iOS, tvOS, watchOS, visionOS
    @Test func aWrapperWhoseServiceNeedsAnAsyncOneFurtherDownSaysToMakeThatServiceAsyncFirst() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            IsolationScenarios.awaitedFurtherDown()
        }
        #expect(fatalMessage(result?.standardErrorContent ?? []) == """
            DIWrappersTests/IsolationFixtures.swift:49:33: error: [asyncDependency] 'Dock' is made synchronously, but needs 'Warehouse', which can only be made with 'await'
            DIWrappersTests/IsolationFixtures.swift:49:33: note: 'Dock' is bound here, made synchronously and nonisolated
            DIWrappersTests/IsolationFixtures.swift:48:43: note: 'Warehouse' is bound here, made asynchronously and nonisolated
            note: resolution path: 'Dock' -> 'Warehouse'
            DIWrappersTests/IsolationFixtures.swift:49:33: note: 'Dock' is registered here
            DIWrappersTests/IsolationFixtures.swift:50:56: note: the resolve that failed is called here
            note: make 'Dock' async (an async initializer or factory), so it can await 'Warehouse'
            DIWrappersTests/IsolationFixtures.swift:37:6: note: the property is declared @Inject here; a property wrapper cannot throw, so the program stops (a wrapper cannot await: register 'Dock' with an async factory that awaits what it needs, as above, then write 'let value: Dock = try await Resolver.shared.resolveAsync()' in async code)
            """)
    }
    #endif

    @Test func registeringTheServiceAsyncAsAdvisedAndAwaitingItResolvesIt() async throws {
        Resolver.shared.container.register(Warehouse.init)
        Resolver.shared.container.register(type: Dock.self) { c in Dock(warehouse: try await c.resolveAsync()) }
        let dock: Dock = try await Resolver.shared.resolveAsync()
        _ = dock.warehouse
        #expect(Resolver.shared.validate().isEmpty)
    }
}
