import DIGraph
import Testing

/// How the exports draw a collection, and how JSON keeps contributions and declarations.
@Suite("Collection export")
struct CollectionExportTests {
    static let graph = Graph(containers: [ContainerSpec(name: "App")], bindings: [
        Binding(key("[String: Handler]"), in: "App", source: .initializer("LinkHandler"), location: at(1), contribution: .entry("deeplink")),
        Binding(key("[String: Handler]"), in: "App", location: at(2), contribution: .entry(7)),
        Binding(key("Router"), in: "App", dependencies: [Dependency(key("[String: Handler]"), label: "handlers")], location: at(3)),
    ])

    @Test("DOT draws the collection as a node, with an edge from each contribution into it")
    func dot() {
        #expect(Self.graph.exportDOT() == """
            digraph DI {
              rankdir=LR;
              node [shape=box, style=rounded, fontname="Helvetica"];
              edge [fontname="Helvetica", fontsize=10];
              subgraph cluster_c0 {
                label="App";
                style=rounded; color=gray40;
                n0 [label="[String: Handler] entry \\"deeplink\\"\\ntransient"];
                n1 [label="[String: Handler] entry 7\\ntransient"];
                n2 [label="Router\\ntransient"];
                n3 [label="[String: Handler]\\ncollection", shape=folder];
              }
              n2 -> n3 [label="handlers"];
              n0 -> n3 [label="\\"deeplink\\""];
              n1 -> n3 [label="7"];
            }

            """)
    }

    @Test("Mermaid draws the collection as a subroutine node, with an edge from each contribution into it")
    func mermaid() {
        #expect(Self.graph.exportMermaid() == """
            flowchart LR
              subgraph c0 ["App"]
                n0["[String: Handler] entry #quot;deeplink#quot;<br/>transient"]
                n1["[String: Handler] entry 7<br/>transient"]
                n2["Router<br/>transient"]
                n3[["[String: Handler]<br/>collection"]]
              end
              n2 -->|"handlers"| n3
              n0 -->|"#quot;deeplink#quot;"| n3
              n1 -->|"7"| n3
              classDef problem stroke:#d00,stroke-width:2px,color:#d00

            """)
    }

    @Test("contributions and declared collections survive the JSON round trip, in the documented shape")
    func json() throws {
        var graph = Self.graph
        graph.bindings.append(Binding(key("[Plugin]"), in: "App", contribution: .element))
        graph.containers[0].declaredCollections = [.init(key("[Plugin]", tag: "extra"), location: at(9))]
        let json = graph.exportJSON()
        #expect(try Graph(json: json) == graph)
        for field in [#""kind" : "element""#, #""kind" : "entry""#, #""string" : "deeplink""#, #""int" : 7"#, #""declaredCollections" : ["#] {
            #expect(json.contains(field), "\(field) missing from \(json)")
        }
        #expect(!Self.graph.exportJSON().contains("declaredCollections"), "a container without declarations writes none")
    }

    @Test("an unknown contribution kind is an error naming the kinds")
    func unknownContributionKind() {
        let json = #"{"containers": [], "bindings": [{"type": "[A]", "container": "A", "source": {"kind": "factory"}, "#
            + #""lifetime": "transient", "dependencies": [], "contribution": {"kind": "set"}}]}"#
        #expect {
            try Graph(json: json)
        } throws: { error in
            "\(error)".contains("unknown contribution 'set'; expected element or entry")
        }
    }

    @Test("a singleton holding a collection of transients marks the edge as a warning; of singletons, not")
    func captiveMark() {
        var graph = Graph(containers: [ContainerSpec(name: "App")], bindings: [
            Binding(key("[Plugin]"), in: "App", contribution: .element),
            Binding(key("Host"), in: "App", lifetime: .singleton, dependencies: [Dependency(key("[Plugin]"))]),
        ])
        #expect(graph.exportDOT().contains("n1 -> n2 [color=orange, penwidth=2];"))
        graph.bindings[0].lifetime = .singleton
        #expect(graph.exportDOT().contains("n1 -> n2;"))
    }

    @Test("entries under one key seen together, and a binding beside contributions, are drawn as problems")
    func problemMarks() {
        let graph = Graph(containers: [ContainerSpec(name: "App")], bindings: [
            Binding(key("[String: Handler]"), in: "App", contribution: .entry("a")),
            Binding(key("[String: Handler]"), in: "App", contribution: .entry("a")),
            Binding(key("[String: Handler]"), in: "App", contribution: .entry("b")),
            Binding(key("[Plugin]"), in: "App"),
            Binding(key("[Plugin]"), in: "App", contribution: .element),
        ])
        let red = graph.exportDOT().split(separator: "\n").filter { $0.contains("color=red") }.map { $0.split(separator: " ").first ?? "" }
        #expect(red == ["n0", "n1", "n3", "n4"])
    }
}
