import DIGraph
@testable import DIRuntime
import Testing

@Suite struct TagPropagationTests {
    final class Endpoint: Sendable {
        let url: String
        init(url: String) { self.url = url }
    }
    final class Session: Sendable {
        let endpoint: Endpoint
        init(endpoint: Endpoint) { self.endpoint = endpoint }
    }
    struct Client: Sendable {
        let session: Session
        let retries: Int
    }

    private func container() -> Container {
        let container = Container(name: "App")
        container.register(Client.init)
        container.register(Session.init)
        container.register { _ in Endpoint(url: "prod") }
        container.register(tag: "staging") { _ in Endpoint(url: "staging") }
        container.register(instance: 3)
        return container
    }

    @Test func aTaggedResolvePassesItsTagToEveryAutowiredParameterWithTheUntaggedFallbackPerParameter() throws {
        let container = container()
        let client = try container.resolve(Client.self, tag: "staging")
        #expect(client.session.endpoint.url == "staging")
        #expect(client.retries == 3)
        #expect(try container.resolve(Client.self).session.endpoint.url == "prod")
    }

    @Test func theTagReachesTheGraphAfterBootstrapToo() throws {
        let container = container()
        try container.bootstrap()
        #expect(try container.resolve(Client.self, tag: "staging").session.endpoint.url == "staging")
        #expect(try container.resolve(Client.self).session.endpoint.url == "prod")
    }

    @Test func aFactoryReadsTheTagItWasResolvedWithAndItsOwnResolvesStartUntagged() throws {
        let container = Container(name: "App")
        container.register { _ in Endpoint(url: "prod") }
        container.register(tag: "staging") { _ in Endpoint(url: "staging") }
        container.register { c in
            Session(endpoint: try c.resolutionTag.map { try c.resolve(Endpoint.self, tag: $0) } ?? c.resolve())
        }
        container.register { c in Client(session: try c.resolve(), retries: 1) }
        #expect(try container.resolve(Session.self, tag: "staging").endpoint.url == "staging")
        #expect(try container.resolve(Client.self, tag: "staging").session.endpoint.url == "prod")
        #expect(container.resolutionTag == nil)
    }

    @Test func aTaggedParameterWithNeitherItsTagNorAnUntaggedRegistrationNamesTheTaggedKey() {
        let container = Container(name: "App")
        container.register(Session.init)
        let line = #line - 1
        #expect(renderedError { _ = try container.resolve(Session.self, tag: "staging") } == """
            DIRuntimeTests/TagPropagationTests.swift:\(line):27: error: [missingBinding] 'Session' needs 'Endpoint (tag "staging")', but no binding for 'Endpoint (tag "staging")' is visible in container 'App'
            note: resolution path: 'Session' -> 'Endpoint (tag "staging")'
            DIRuntimeTests/TagPropagationTests.swift:\(line):27: note: 'Session' is registered here
            """)
    }
}
