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
            DIWrappersTests/IsolationFixtures.swift:32:43: error: [asyncDependency] 'Warehouse' is made asynchronously (its factory or initializer is async), so a synchronous resolve cannot make it
            note: await it: 'try await container.resolveAsync(Warehouse.self)'
            note: or make it an eager singleton and call 'try await container.bootstrapAsync()' first
            DIWrappersTests/IsolationFixtures.swift:26:6: note: the property is declared @Inject here; a property wrapper cannot throw, so the program stops (a wrapper cannot await: write 'let value: Warehouse = try await Resolver.shared.container.resolveAsync()' in async code instead)
            """)
    }
    #endif
}
