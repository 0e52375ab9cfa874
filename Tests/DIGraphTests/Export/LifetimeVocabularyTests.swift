import DIGraph
import Testing

@Suite("Lifetime words in pictures")
struct LifetimeVocabularyTests {
    static let words = LifetimeVocabulary(name: "ComponentScope", words: [.transient: "unique", .graph: "shared"])
    static let graph = Graph(containers: [ContainerSpec(name: "App")], bindings: [
        Binding(key("Feed"), in: "App", lifetime: .graph, dependencies: [Dependency(key("Clock"))]),
        Binding(key("Clock"), in: "App", lifetime: .singleton),
        Binding(key("Ticking"), in: "App", source: .alias(key("Clock"))),
    ])

    @Test("a front-end's words label the nodes, and a legend gives DIGraph's word for each one used (an alias uses none)")
    func dotUsesTheFrontEndsWords() {
        #expect(Self.graph.exportDOT(lifetimeWords: Self.words) == #"""
            digraph DI {
              rankdir=LR;
              node [shape=box, style=rounded, fontname="Helvetica"];
              edge [fontname="Helvetica", fontsize=10];
              subgraph cluster_c0 {
                label="App";
                style=rounded; color=gray40;
                n0 [label="Feed\nshared"];
                n1 [label="Clock\nsingleton"];
                n2 [label="Ticking\nalias of Clock"];
              }
              legend [shape=note, fontsize=10, label="ComponentScope = DIGraph Lifetime\nshared = graph"];
              n0 -> n1;
            }

            """#)
    }

    @Test("Mermaid draws the legend as a flag node")
    func mermaidLegend() {
        #expect(Self.graph.exportMermaid(lifetimeWords: Self.words).contains(
            #"  legend>"ComponentScope = DIGraph Lifetime<br/>shared = graph"]"#))
    }

    @Test("DIGraph's own words draw no legend")
    func noLegendInDIGraphsWords() {
        #expect(!Self.graph.exportDOT().contains("legend"))
        #expect(!Self.graph.exportMermaid().contains("legend"))
        #expect(Self.graph.exportDOT().contains(#"n0 [label="Feed\ngraph"];"#))
    }
}
