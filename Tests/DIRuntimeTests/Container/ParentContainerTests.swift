import DIGraph
@testable import DIRuntime
import Testing

@Suite struct ParentContainerTests {
    @Test func aChildSeesItsParentsRegistrationsAndResolvesThemInTheParent() throws {
        let parent = Container(name: "Parent")
        parent.register(.singleton) { _ in D() }
        parent.register(.unique) { _ in C() }
        let child = Container(name: "Child", parents: [parent])
        child.register(B.init, scope: .unique)
        child.register(A.init, scope: .unique)
        let a: A = try child.resolve()
        #expect(a.d === (try parent.resolve() as D))
    }

    @Test func aParentNeverSeesItsChildsRegistrations() {
        let parent = Container(name: "Parent")
        let child = Container(name: "Child", parents: [parent])
        child.register { _ in D() }
        #expect(renderedError { _ = try parent.resolve(D.self) } == """
            error: [missingBinding] no binding for 'D' is visible in container 'Parent'
            """)
        #expect(throws: Never.self) { _ = try child.resolve(D.self) }
    }

    @Test func aKeyTwoParentsProvideIsAmbiguous() {
        let left = Container(name: "Left")
        left.register { _ in D() }
        let leftLine = #line - 1
        let right = Container(name: "Right")
        right.register { _ in D() }
        let rightLine = #line - 1
        let child = Container(name: "Child", parents: [left, right])
        #expect(renderedError { _ = try child.resolve(D.self) } == """
            error: [ambiguousBinding] 'D' is ambiguous in container 'Child': parents 'Left' and 'Right' both provide it
            DIRuntimeTests/ParentContainerTests.swift:\(leftLine):23: note: provided through parent 'Left' by container 'Left'
            DIRuntimeTests/ParentContainerTests.swift:\(rightLine):24: note: provided through parent 'Right' by container 'Right'
            note: bind 'D' in 'Child' to choose one, or tag the bindings apart
            """)
    }

    @Test func aTaggedLookupPrefersAParentsTaggedBindingToTheChildsUntaggedOne() throws {
        let parent = Container(name: "Parent")
        parent.register(tag: "fast") { _ in URLSessionNetworkLayer(baseURL: "parent fast") }
        let child = Container(name: "Child", parents: [parent])
        child.register { _ in URLSessionNetworkLayer(baseURL: "child") }
        #expect(try child.resolve(URLSessionNetworkLayer.self, tag: "fast").baseURL == "parent fast")
        #expect(try child.resolve(URLSessionNetworkLayer.self, tag: "slow").baseURL == "child")
    }
}
