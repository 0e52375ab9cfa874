import DIGraph
@testable import DIRuntime
import Testing

@Suite struct TagTests {
    @Test func aTaggedResolveGetsTheDefinitionRegisteredWithThatTag() throws {
        let container = Container(name: "App")
        container.register(type: (any NetworkLayer).self, tag: Environment.production) { _ in
            URLSessionNetworkLayer(baseURL: "http://prod.myapi.com/api/")
        }
        container.register(type: (any NetworkLayer).self, tag: Environment.development) { _ in
            URLSessionNetworkLayer(baseURL: "http://dev.myapi.com/api/")
        }
        let production = try container.resolve((any NetworkLayer).self, tag: Environment.production)
        #expect(production.baseURL == "http://prod.myapi.com/api/")
    }

    @Test func stringIntAndRawRepresentableTagsAreDistinctKeys() throws {
        let container = Container(name: "App")
        container.register(tag: "1") { _ in URLSessionNetworkLayer(baseURL: "string") }
        container.register(tag: 1) { _ in URLSessionNetworkLayer(baseURL: "int") }
        container.register(tag: Slot.second) { _ in URLSessionNetworkLayer(baseURL: "raw int") }
        #expect(try container.resolve(URLSessionNetworkLayer.self, tag: "1").baseURL == "string")
        #expect(try container.resolve(URLSessionNetworkLayer.self, tag: 1).baseURL == "int")
        #expect(try container.resolve(URLSessionNetworkLayer.self, tag: 2).baseURL == "raw int")
    }

    @Test func aTaggedResolveFallsBackToTheUntaggedDefinition() throws {
        let container = Container(name: "App")
        container.register { _ in URLSessionNetworkLayer(baseURL: "default") }
        #expect(try container.resolve(URLSessionNetworkLayer.self, tag: Environment.production).baseURL == "default")
    }

    @Test func anUntaggedResolveNeverFallsBackToATaggedDefinition() {
        let container = Container(name: "App")
        container.register(tag: Environment.production) { _ in URLSessionNetworkLayer(baseURL: "prod") }
        let line = #line - 1
        #expect(renderedError { _ = try container.resolve(URLSessionNetworkLayer.self) } == """
            error: [missingBinding] no binding for 'URLSessionNetworkLayer' is visible in container 'App'
            DIRuntimeTests/TagTests.swift:\(line):27: note: 'URLSessionNetworkLayer (tag "production")' is bound here; did you mean tag "production"?
            """)
    }
}
