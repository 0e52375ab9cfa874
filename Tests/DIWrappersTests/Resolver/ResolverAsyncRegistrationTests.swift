import DIGraph
import DIRuntime
import DIWrappers
import DIWrappersTesting
import Testing

/// Services made with `await`, registered through the resolver as the runtime container registers them.
@Suite(.isolatedResolver)
struct ResolverAsyncRegistrationTests {
    @Test func anAsyncFactoryIsAwaitedAndItsSingletonKept() async throws {
        Resolver.shared.register(Warehouse.self, scope: .singleton) { await Warehouse() }
        let first: Warehouse = try await Resolver.shared.resolveAsync()
        let second: Warehouse = try await Resolver.shared.resolveAsync()
        #expect(first === second)
        let binding = Resolver.shared.container.graph.bindings.first { $0.key.description == "Warehouse" }
        #expect(binding?.isAsync == true)
    }

    @Test func aKeyedAsyncFactoryIsAwaitedUnderExactlyItsKey() async throws {
        Resolver.shared.register(Warehouse.self, key: "north") { await Warehouse() }
        _ = try await Resolver.shared.resolveAsync(Warehouse.self, key: "north")
        do {
            _ = try await Resolver.shared.resolveAsync(Warehouse.self, key: "south")
            Issue.record("a key that is not registered resolved")
        } catch {
            let line = #line - 3
            #expect(String(describing: error) == """
                DIWrappersTests/ResolverAsyncRegistrationTests.swift:\(line):55: error: [missingBinding] no binding for 'Warehouse (tag "south")' is visible in container 'Resolver'
                DIWrappersTests/ResolverAsyncRegistrationTests.swift:\(line - 3):33: note: 'Warehouse (tag "north")' is bound here; did you mean tag "north"?
                """)
        }
    }

    @MainActor
    @Test func anAsyncMainActorFactoryIsMadeOnTheMainActorAndRecordedThere() async throws {
        Resolver.shared.register(ScreenModel.self, on: MainActor.self) { @MainActor in
            await Task.yield()
            return ScreenModel()
        }
        let model: ScreenModel = try await Resolver.shared.resolveAsync()
        #expect(model.title == "Profile")
        let binding = Resolver.shared.container.graph.bindings.first { $0.key.description == "ScreenModel" }
        #expect(binding?.isolation == .mainActor)
        #expect(binding?.isAsync == true)
    }

    @Test func aSynchronousRegistrationThatNeedsAnAsyncOneIsReportedByValidate() {
        Resolver.shared.register(Warehouse.self) { await Warehouse() }
        Resolver.shared.register(Dock.self, dependsOn: [.on(Warehouse.self, label: "warehouse")]) {
            Dock(warehouse: try Resolver.shared.resolve())
        }
        #expect(Resolver.shared.validate().map(\.code) == [.asyncDependency])
    }

    @Test func makingTheRequesterAsyncAsAdvisedClearsTheReport() async throws {
        Resolver.shared.register(Warehouse.self) { await Warehouse() }
        Resolver.shared.register(Dock.self, dependsOn: [.on(Warehouse.self, label: "warehouse")]) {
            Dock(warehouse: try await Resolver.shared.resolveAsync())
        }
        #expect(Resolver.shared.validate().isEmpty)
        let dock: Dock = try await Resolver.shared.resolveAsync()
        _ = dock.warehouse
    }
}
