import DIGraph
@testable import DIRuntime
import Testing

@Suite struct BootstrappedLookupTests {
    @Test func aBootstrappedContainerFallsBackFromATagAndSeesItsParentsAsBefore() throws {
        let parent = Container(name: "Parent")
        parent.register(.singleton) { _ in D() }
        let child = Container(name: "Child", parents: [parent])
        child.register { _ in URLSessionNetworkLayer(baseURL: "default") }
        child.register(tag: Environment.development) { _ in URLSessionNetworkLayer(baseURL: "dev") }
        try parent.bootstrap()
        try child.bootstrap()
        #expect(try child.resolve(URLSessionNetworkLayer.self, tag: Environment.production).baseURL == "default")
        #expect(try child.resolve(URLSessionNetworkLayer.self, tag: Environment.development).baseURL == "dev")
        #expect(try child.resolve(D.self) === parent.resolve(D.self))
        #expect(renderedError { _ = try parent.resolve(URLSessionNetworkLayer.self) } == """
            error: [missingBinding] no binding for 'URLSessionNetworkLayer' is visible in container 'Parent'
            """)
    }
}
