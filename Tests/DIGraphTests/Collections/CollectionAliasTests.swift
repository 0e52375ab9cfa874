import DIGraph
import Testing

/// A contribution that forwards to another binding (Saber's `bindTo`, Dip's `implements`, into a collection).
@Suite("Contributions that are aliases")
struct CollectionAliasTests {
    let app = ContainerSpec(name: "App")

    @Test("an alias contribution is named by its target, and the isolation note says it is an alias")
    func aliasIntoCollection() {
        let graph = Graph(containers: [app], bindings: [
            Binding(key("ToolbarPlugin"), in: "App", source: .initializer("ToolbarPlugin"), location: at(1), isolation: .mainActor),
            Binding(key("[Plugin]"), in: "App", source: .alias(key("ToolbarPlugin")),
                    dependencies: [Dependency(key("ToolbarPlugin"))], location: at(2), contribution: .element),
            Binding(key("Host"), in: "App", dependencies: [Dependency(key("[Plugin]"), label: "plugins", location: at(3, 20))],
                    location: at(3)),
        ])
        #expect(rendered(graph) == """
            App.swift:3:20: error: [isolationMismatch] 'Host' is made synchronously and nonisolated, but needs '[Plugin]' for 'plugins', whose element 'ToolbarPlugin' must be made on '@MainActor'
            App.swift:3:1: note: 'Host' is bound here, made synchronously and nonisolated
            App.swift:1:1: note: 'ToolbarPlugin' is bound here, made synchronously on '@MainActor'; '[Plugin]' element 'ToolbarPlugin' is an alias of it
            note: isolate 'Host' to '@MainActor' too, so both are made on the same actor
            note: mark 'ToolbarPlugin.init' 'nonisolated', so any context can make 'ToolbarPlugin'
            note: depend on '[Plugin]' through 'Provider' or 'Lazy' (made when used), or make 'Host' async so it can await the hop to '@MainActor'
            """)
    }

    @Test("transient bindings injected in a loop through a collection are a cycle; a singleton on it breaks it")
    func injectionCycleThroughCollection() {
        var graph = Graph(containers: [app], bindings: [
            Binding(key("[Plugin]"), in: "App", source: .initializer("AuditPlugin"),
                    dependencies: [Dependency(key("Host"), kind: .property, label: "host", location: at(1, 30))], location: at(1),
                    contribution: .element),
            Binding(key("Host"), in: "App", dependencies: [Dependency(key("[Plugin]"), label: "plugins", location: at(2, 20))],
                    location: at(2)),
        ])
        #expect(rendered(graph) == """
            App.swift:1:30: error: [dependencyCycle] dependency cycle through injection between transient bindings: [Plugin] element AuditPlugin -> Host -> [Plugin] -> [Plugin] element AuditPlugin
            App.swift:1:30: note: '[Plugin]' element 'AuditPlugin' needs 'Host' for 'host' (property injection)
            App.swift:2:20: note: 'Host' needs '[Plugin]' for 'plugins'
            App.swift:1:1: note: '[Plugin]' has element 'AuditPlugin'
            note: make a binding on the cycle a singleton or graph-scoped, or make one edge lazy
            """)
        graph.bindings[1].lifetime = .graph
        #expect(rendered(graph) == "")
    }
}
