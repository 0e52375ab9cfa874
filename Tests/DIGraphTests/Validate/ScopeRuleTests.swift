import DIGraph
import Foundation
import Testing

/// Scopes in the graph: validated with their parent, externals counted as bound, and close actions that can run.
@Suite struct ScopeRuleTests {
    let app = ContainerSpec(name: "App", location: at(1, 1))

    func session(externals: [ContainerSpec.External] = []) -> ContainerSpec {
        var session = ContainerSpec(name: "Session", parents: ["App"], externals: externals, location: at(1, 1, file: "Session.swift"))
        session.isScope = true
        return session
    }

    @Test(arguments: [Lifetime.transient, .graph])
    func aCloseActionOnABindingItsContainerDoesNotKeepNeverRuns(lifetime: Lifetime) {
        var socket = Binding(key("Socket"), in: "Session", lifetime: lifetime, location: at(13, 21, file: "Session.swift"))
        socket.closeActions = [CloseAction(at: at(14, 22, file: "Session.swift"), isAsync: true)]
        let graph = Graph(containers: [app, session()], bindings: [socket])
        #expect(rendered(graph) == """
            Session.swift:14:22: error: [closeActionNeverRuns] the close action of 'Socket' never runs: its lifetime is \
            '\(lifetime.rawValue)', so scope 'Session' keeps no instance of it to close
            Session.swift:13:21: note: registered here
            note: give 'Socket' a lifetime its container keeps (singleton, eager or weak singleton), or remove its close action
            """)
    }

    @Test(arguments: [Lifetime.singleton, .eagerSingleton, .weakSingleton])
    func aCloseActionOnAKeptBindingIsFine(lifetime: Lifetime) {
        var socket = Binding(key("Socket"), in: "App", lifetime: lifetime, location: at(3))
        socket.closeActions = [CloseAction(at: at(4)), CloseAction(at: at(5), isAsync: true)]
        #expect(Graph(containers: [app], bindings: [socket]).validate().isEmpty)
    }

    @Test func eachCloseActionOfABindingIsReportedOnceAtItsOwnLine() {
        var socket = Binding(key("Socket"), in: "App", location: at(3))
        socket.closeActions = [CloseAction(at: at(4)), CloseAction(at: at(5))]
        let lines = Graph(containers: [app], bindings: [socket]).validate().map { $0.location?.line }
        #expect(lines == [4, 5])
    }

    @Test func aScopesExternalsCountAsBoundAndItsMistakesNameIt() {
        let graph = Graph(containers: [app, session(externals: [.init(key("User"), location: at(2, 5, file: "Session.swift"))])], bindings: [
            Binding(key("Cart"), in: "Session", dependencies: [Dependency(key("User"))], location: at(3, 1, file: "Session.swift")),
            Binding(key("Payments"), in: "Session", dependencies: [Dependency(key("Ledger"), location: at(4, 9, file: "Session.swift"))],
                    location: at(4, 1, file: "Session.swift")),
        ])
        #expect(rendered(graph) == """
            Session.swift:4:9: error: [missingBinding] 'Payments' needs 'Ledger', but no binding for 'Ledger' is visible in container 'Session'
            """)
    }

    @Test func anExternalAScopeAlsoBindsIsAnExternalConflict() {
        let graph = Graph(containers: [app, session(externals: [.init(key("User"), location: at(2, 5, file: "Session.swift"))])], bindings: [
            Binding(key("User"), in: "Session", location: at(3, 1, file: "Session.swift")),
        ])
        #expect(graph.validate().map(\.code) == [.externalConflict])
    }

    @Test func scopesAndCloseActionsSurviveTheJSONRoundTrip() throws {
        var socket = Binding(key("Socket"), in: "Session", lifetime: .singleton, location: at(3))
        socket.closeActions = [CloseAction(at: at(4), isAsync: true)]
        let graph = Graph(containers: [app, session()], bindings: [socket])
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        let data = try encoder.encode(graph)
        #expect(try JSONDecoder().decode(Graph.self, from: data) == graph)
        let text = String(decoding: data, as: UTF8.self)
        #expect(text.contains("\"isScope\":true"))
        #expect(text.contains("\"closeActions\":[{\"async\":true,\"location\":{\"column\":1,\"file\":\"App.swift\",\"line\":4}}]"))
    }
}
