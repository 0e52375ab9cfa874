import DIGraph
@testable import DIRuntime
import Testing

@Suite struct VisibilityCacheTests {
    @Test func registeringIntoAnUnrelatedContainerKeepsAChildsCachedAnswers() throws {
        let parent = Container(name: "Parent")
        parent.register(.singleton) { _ in D() }
        let child = Container(name: "Child", parents: [parent])
        let unrelated = Container(name: "Unrelated")
        let first: D = try child.resolve()
        #expect(child.visibilityCache.withLock { $0.snapshotsTaken } == 1)
        unrelated.register { _ in C() }
        Container(name: "Another").register { _ in D() }
        #expect(try child.resolve(D.self) === first)
        #expect(child.visibilityCache.withLock { $0.snapshotsTaken } == 1)
    }

    @Test func registeringIntoAnAncestorIsSeenByTheChildAtOnce() throws {
        let grandparent = Container(name: "Grandparent")
        let parent = Container(name: "Parent", parents: [grandparent])
        parent.register(.singleton) { _ in D() }
        let dLine = #line - 1
        let child = Container(name: "Child", parents: [parent])
        let first: D = try child.resolve()
        #expect(renderedError { _ = try child.resolve(C.self) } == """
            error: [missingBinding] no binding for 'C' is visible in container 'Child'
            DIRuntimeTests/VisibilityCacheTests.swift:\(dLine):24: note: did you mean 'D'?
            """)
        grandparent.register(.unique) { _ in C() }
        #expect(throws: Never.self) { _ = try child.resolve(C.self) }
        parent.register(.singleton) { _ in D() }
        #expect(try child.resolve(D.self) !== first)
        #expect(child.visibilityCache.withLock { $0.snapshotsTaken } == 3)
    }
}
