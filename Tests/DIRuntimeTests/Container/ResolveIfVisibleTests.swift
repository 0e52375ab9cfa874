import DIGraph
@testable import DIRuntime
import Testing

/// `resolveIfVisible`: what a front-end that defers a missing key (DIWrappers' `@Inject`) resolves with.
@Suite struct ResolveIfVisibleTests {
    @Test func aKeyNothingProvidesGivesNil() throws {
        let container = Container(name: "App")
        container.register(tag: Environment.production) { _ in URLSessionNetworkLayer(baseURL: "prod") }
        #expect(try container.resolveIfVisible(URLSessionNetworkLayer.self, tag: nil) == nil)
        #expect(try container.resolveIfVisible(URLSessionNetworkLayer.self, tag: Environment.development.tag) == nil)
    }

    @Test func aVisibleKeyResolvesAsResolveDoes() throws {
        let parent = Container(name: "Parent")
        parent.register { _ in URLSessionNetworkLayer(baseURL: "default") }
        let container = Container(name: "App", parents: [parent])
        container.register(.singleton, tag: Environment.production) { _ in URLSessionNetworkLayer(baseURL: "prod") }
        let production = try container.resolveIfVisible(URLSessionNetworkLayer.self, tag: Environment.production.tag)
        #expect(production?.baseURL == "prod")
        let resolved = try container.resolve(URLSessionNetworkLayer.self, tag: Environment.production)
        #expect(production === resolved)
        #expect(try container.resolveIfVisible(URLSessionNetworkLayer.self, tag: nil)?.baseURL == "default")
        #expect(try container.resolveIfVisible(URLSessionNetworkLayer.self, tag: Environment.development.tag)?.baseURL == "default")
    }

    @Test func aBootstrappedContainerResolvesFromItsPlan() throws {
        let container = Container(name: "App")
        container.register(.singleton) { _ in D() }
        try container.bootstrap()
        let made = try container.resolveIfVisible(D.self, tag: nil)
        let resolved = try container.resolve(D.self)
        #expect(made === resolved)
        #expect(try container.resolveIfVisible(C.self, tag: nil) == nil)
    }

    @Test func aBindingMissingDeeperInTheGraphStillThrowsItsDiagnostic() {
        let container = Container(name: "App")
        container.register { container in B(c: try container.resolve()) }
        let line = #line - 1
        #expect(renderedError { _ = try container.resolveIfVisible(B.self, tag: nil) } == """
            DIRuntimeTests/ResolveIfVisibleTests.swift:\(line):28: error: [missingBinding] 'B' needs 'C', but no binding for 'C' is visible in container 'App'
            note: resolution path: 'B' -> 'C'
            DIRuntimeTests/ResolveIfVisibleTests.swift:\(line):28: note: 'B' is registered here
            DIRuntimeTests/ResolveIfVisibleTests.swift:\(line):69: note: the resolve that failed is called here
            DIRuntimeTests/ResolveIfVisibleTests.swift:\(line):28: note: did you mean 'B'?
            """)
    }
}
