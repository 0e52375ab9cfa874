import DIGraph
@testable import DIRuntime
import DISync
import Testing

@Suite struct UserErrorTests {
    @Test func aFactoryErrorIsCaughtAsItsOwnTypeWhenItsServiceIsAskedForDirectly() {
        let container = Container(name: "App")
        container.register { _ -> C in throw FactoryFailure(reason: "offline") }
        #expect(throws: FactoryFailure(reason: "offline")) { _ = try container.resolve(C.self) }
    }

    @Test func aFactoryErrorDeepInAFactoryGraphIsCaughtAsItsOwnType() {
        let container = Container(name: "App")
        container.register { c in B(c: try c.resolve()) }
        container.register { _ -> C in throw FactoryFailure(reason: "offline") }
        #expect(throws: FactoryFailure(reason: "offline")) { _ = try container.resolve(B.self) }
    }

    @Test func anOnResolvedErrorIsCaughtAsItsOwnTypeAndReportedOnce() {
        let container = Container(name: "App")
        let reports = Locked<[String]>([])
        container.onFactoryError { report in reports.withLock { $0.append(report.description) } }
        container.register(A.init)
        container.register(B.init)
        container.register { _ in C() }.onResolved { _, _ in throw FactoryFailure(reason: "late") }
        let cLine = #line - 1
        container.register { _ in D() }
        #expect(throws: FactoryFailure(reason: "late")) { _ = try container.resolve(A.self) }
        #expect(reports.withLock { $0 } == ["""
            DIRuntimeTests/UserErrorTests.swift:\(cLine):28: error: the factory of 'C' threw: FactoryFailure(reason: "late")
            note: resolution path: 'A' -> 'B' -> 'C'
            """])
    }

    @Test func anAsyncFactoryErrorIsCaughtAsItsOwnType() async {
        let container = Container(name: "App")
        container.register { () async throws -> C in throw FactoryFailure(reason: "offline") }
        await #expect(throws: FactoryFailure(reason: "offline")) { _ = try await container.resolveAsync(C.self) }
    }
}
