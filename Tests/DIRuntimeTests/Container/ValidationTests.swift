import DIGraph
@testable import DIRuntime
import Testing

@Suite struct ValidationTests {
    @Test func validateReportsEveryProblemAtOnceWithoutRunningAFactory() {
        let container = Container(name: "App")
        let counter = Counter()
        container.register(.singleton) { _ -> D in
            counter.increment()
            return D()
        }
        container.register(A.init, scope: .singleton)
        let aLine = #line - 1
        container.register(B.init, scope: .unique)
        let bLine = #line - 1
        container.register(dependsOn: [.on(A.self, label: "a")]) { _ -> C in
            counter.increment()
            return C()
        }
        let cLine = #line - 4
        #expect(DiagnosticRenderer().render(container.validate()) == """
            DIRuntimeTests/ValidationTests.swift:\(aLine):27: error: [dependencyCycle] dependency cycle: A -> B -> C -> A
            DIRuntimeTests/ValidationTests.swift:\(aLine):27: note: 'A' needs 'B'
            DIRuntimeTests/ValidationTests.swift:\(bLine):27: note: 'B' needs 'C'
            DIRuntimeTests/ValidationTests.swift:\(cLine):27: note: 'C' needs 'A' for 'a'
            note: make one dependency on the cycle lazy or a provider (resolved when first used), or inject one side after construction
            DIRuntimeTests/ValidationTests.swift:\(aLine):27: warning: [captiveDependency] singleton 'A' captures transient 'B' for the container's whole life
            note: make 'B' a singleton, or depend on a provider to get a new one each time
            """)
        #expect(counter.value == 0)
    }

    @Test func bootstrapFailsWithEveryDiagnosticWhenTheGraphHasAnError() throws {
        let container = Container(name: "App")
        container.register(A.init)
        let line = #line - 1
        let error = try #require(throws: ValidationError.self) { try container.bootstrap() }
        #expect(error.description == """
            DIRuntimeTests/ValidationTests.swift:\(line):27: error: [missingBinding] 'A' needs 'B', but no binding for 'B' is visible in container 'App'
            DIRuntimeTests/ValidationTests.swift:\(line):27: note: did you mean 'A'?
            DIRuntimeTests/ValidationTests.swift:\(line):27: error: [missingBinding] 'A' needs 'D', but no binding for 'D' is visible in container 'App'
            DIRuntimeTests/ValidationTests.swift:\(line):27: note: did you mean 'A'?
            """)
        #expect(!container.isBootstrapped)
    }

    @Test func bootstrapFreezesAGraphThatOnlyHasWarningsAndResolveKeepsWorking() throws {
        let container = Container(name: "App")
        container.register(.unique) { _ in C() }
        container.register(B.init, scope: .unique)
        container.register(.singleton) { _ in D() }
        container.register(A.init, scope: .singleton)
        try container.bootstrap()
        try container.bootstrap()
        #expect(container.isBootstrapped)
        #expect(try container.resolve(A.self) === container.resolve(A.self))
        #expect(try container.resolve(B.self) !== container.resolve(B.self))
    }

    @Test func resolveWorksBeforeBootstrap() throws {
        let container = Container(name: "App")
        container.register(.unique) { _ in C() }
        #expect(!container.isBootstrapped)
        #expect(try container.resolve(C.self) !== container.resolve(C.self))
    }

    @Test func theGraphOfAChildHoldsItsParentsAndForwardedKeys() throws {
        let parent = Container(name: "Parent")
        parent.register(.singleton) { _ in D() }.implements(AnyObject.self)
        let child = Container(name: "Child", parents: [parent])
        child.register(C.init, scope: .unique)
        let graph = child.graph
        #expect(graph.containers.map(\.name) == ["Child", "Parent"])
        #expect(graph.containers.map(\.parents) == [["Parent"], []])
        #expect(graph.bindings.map { "\($0.container): \($0.key) \($0.source) \($0.lifetime)" } == [
            "Child: C initializer(\"C\") transient",
            "Parent: D factory singleton",
            "Parent: AnyObject alias(D) singleton",
        ])
    }
}
