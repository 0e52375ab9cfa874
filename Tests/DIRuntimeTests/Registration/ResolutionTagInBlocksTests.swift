import DIGraph
@testable import DIRuntime
import DISync
import Testing

/// Dip's `container.context.tag` inside `resolvingProperties` and `resolveDependencies(_:)`: the tag the instance
/// was resolved with, here ``Container/resolutionTag``, so one block serves several tagged registrations.
@Suite struct ResolutionTagInBlocksTests {
    final class Endpoint: Sendable {
        let name: String
        init(name: String) { self.name = name }
    }
    final class Session: @unchecked Sendable {
        var endpoint: Endpoint?
    }
    final class Screen: Resolvable, @unchecked Sendable {
        var tag: DIGraph.Tag?
        func resolveDependencies(_ container: Container) throws { tag = container.resolutionTag }
    }

    @Test func anOnResolvedBlockSeesTheTagItsInstanceWasResolvedWith() throws {
        let container = Container(name: "App")
        container.register(tag: "production") { _ in Endpoint(name: "production") }
        container.register(tag: "staging") { _ in Endpoint(name: "staging") }
        let inject: @Sendable (Container, Session) throws -> Void = { c, session in
            session.endpoint = try c.resolutionTag.map { try c.resolve(Endpoint.self, tag: $0) }
        }
        container.register(tag: "production") { _ in Session() }.onResolved(inject)
        container.register(tag: "staging") { _ in Session() }.onResolved(inject)
        #expect(try container.resolve(Session.self, tag: "production").endpoint?.name == "production")
        #expect(try container.resolve(Session.self, tag: "staging").endpoint?.name == "staging")
    }

    @Test func resolveDependenciesSeesTheTagItsInstanceWasResolvedWith() throws {
        let container = Container(name: "App")
        container.register { _ in Screen() }
        #expect(try container.resolve(Screen.self, tag: "settings").tag == DIGraph.Tag.string("settings"))
        #expect(try container.resolve(Screen.self).tag == nil)
    }
}
