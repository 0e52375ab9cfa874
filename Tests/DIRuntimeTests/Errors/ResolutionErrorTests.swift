import DIGraph
@testable import DIRuntime
import DISync
import Testing

@Suite struct ResolutionErrorTests {
    @Test func aMissingBindingNamesTheKeyThePathAndWhereEachStepWasRegistered() throws {
        let container = Container(name: "App")
        container.register(A.init)
        let aLine = #line - 1
        container.register { container in B(c: try container.resolve()) }
        let bLine = #line - 1
        container.register(.singleton) { _ in D() }
        let dLine = #line - 1
        container.register(tag: "cache") { _ in C() }
        let cLine = #line - 1
        let error = try #require(throws: ResolutionError.self) { _ = try container.resolve(A.self) }
        let callLine = #line - 1
        #expect(error.code == .missingBinding)
        #expect(error.description == """
            DIRuntimeTests/ResolutionErrorTests.swift:\(bLine):28: error: [missingBinding] 'B' needs 'C', but no binding for 'C' is visible in container 'App'
            note: resolution path: 'A' -> 'B' -> 'C'
            DIRuntimeTests/ResolutionErrorTests.swift:\(aLine):27: note: 'A' is registered here
            DIRuntimeTests/ResolutionErrorTests.swift:\(bLine):28: note: 'B' is registered here
            DIRuntimeTests/ResolutionErrorTests.swift:\(callLine):25: note: the resolve that failed is called here
            DIRuntimeTests/ResolutionErrorTests.swift:\(cLine):27: note: 'C (tag "cache")' is bound here; did you mean tag "cache"?
            DIRuntimeTests/ResolutionErrorTests.swift:\(aLine):27: note: did you mean 'A'?
            DIRuntimeTests/ResolutionErrorTests.swift:\(bLine):28: note: did you mean 'B'?
            DIRuntimeTests/ResolutionErrorTests.swift:\(dLine):27: note: did you mean 'D'?
            """)
    }

    @Test func aMissingBindingReadsExactlyAsTheValidatorReportsIt() throws {
        let container = Container(name: "App")
        container.register(B.init)
        let runtime = try #require(throws: ResolutionError.self) { _ = try container.resolve(B.self) }
        let validated = try #require(container.validate().first)
        #expect(runtime.diagnostic.message == validated.message)
        #expect(runtime.diagnostic.location == validated.location)
        #expect(runtime.diagnostic.suggestions == validated.suggestions)
    }

    @Test func aCycleDuringResolveThrowsTheWholePathInsteadOfOverflowingTheStack() {
        let container = Container(name: "App")
        container.register(.unique) { container in B(c: try container.resolve()) }
        let bLine = #line - 1
        container.register(.unique) { container -> C in
            _ = try container.resolve(A.self)
            return C()
        }
        let cLine = #line - 4
        container.register(A.init, scope: .unique)
        let aLine = #line - 1
        container.register(.singleton) { _ in D() }
        #expect(renderedError { _ = try container.resolve(A.self) } == """
            DIRuntimeTests/ResolutionErrorTests.swift:\(bLine):27: error: [dependencyCycle] dependency cycle: B -> C -> A -> B
            DIRuntimeTests/ResolutionErrorTests.swift:\(bLine):27: note: 'B' needs 'C'
            DIRuntimeTests/ResolutionErrorTests.swift:\(cLine):27: note: 'C' needs 'A'
            DIRuntimeTests/ResolutionErrorTests.swift:\(aLine):27: note: 'A' needs 'B'
            note: resolution path: 'A' -> 'B' -> 'C' -> 'A'
            note: make one dependency on the cycle lazy or a provider (resolved when first used), or inject one side after construction
            """)
    }

    @Test func aSingletonThatNeedsItselfIsACycleNotADeadlock() {
        let container = Container(name: "App")
        container.register(.singleton) { container -> D in
            _ = try container.resolve(D.self)
            return D()
        }
        let line = #line - 4
        #expect(renderedError { _ = try container.resolve(D.self) } == """
            DIRuntimeTests/ResolutionErrorTests.swift:\(line):27: error: [dependencyCycle] dependency cycle: D -> D
            DIRuntimeTests/ResolutionErrorTests.swift:\(line):27: note: 'D' needs 'D'
            note: resolution path: 'D' -> 'D'
            note: make one dependency on the cycle lazy or a provider (resolved when first used), or inject one side after construction
            """)
    }

    @Test func anErrorThrownByAFactoryComesOutAsItselfAndItsPathIsReported() throws {
        let container = Container(name: "App")
        let reports = Locked<[String]>([])
        container.onFactoryError { report in reports.withLock { $0.append(report.description) } }
        container.register(A.init)
        container.register(B.init)
        container.register { _ -> C in throw FactoryFailure(reason: "disk full") }
        let cLine = #line - 1
        container.register { _ in D() }
        let error = try #require(throws: FactoryFailure.self) { _ = try container.resolve(A.self) }
        #expect(error == FactoryFailure(reason: "disk full"))
        #expect(reports.withLock { $0 } == ["""
            DIRuntimeTests/ResolutionErrorTests.swift:\(cLine):28: error: the factory of 'C' threw: FactoryFailure(reason: "disk full")
            note: resolution path: 'A' -> 'B' -> 'C'
            """])
    }
}
