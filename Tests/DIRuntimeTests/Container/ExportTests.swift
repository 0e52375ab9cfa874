import DIGraph
@testable import DIRuntime
import Testing

@Suite struct ExportTests {
    func container() -> Container {
        let container = Container(name: "App")
        container.register(.unique) { _ in C() }
        container.register(B.init, scope: .singleton)
        return container
    }

    @Test func aContainerExportsDOTInItsScopeWordsWithItsProblemsHighlighted() {
        #expect(container().exportDOT() == """
            digraph DI {
              rankdir=LR;
              node [shape=box, style=rounded, fontname="Helvetica"];
              edge [fontname="Helvetica", fontsize=10];
              subgraph cluster_c0 {
                label="App";
                style=rounded; color=gray40;
                n0 [label="C\\nunique"];
                n1 [label="B\\nsingleton"];
              }
              legend [shape=note, fontsize=10, label="ComponentScope = DIGraph Lifetime\\nunique = transient"];
              n1 -> n0 [color=orange, penwidth=2];
            }

            """)
    }

    @Test func aContainerExportsMermaid() {
        #expect(container().exportMermaid() == """
            flowchart LR
              subgraph c0 ["App"]
                n0["C<br/>unique"]
                n1["B<br/>singleton"]
              end
              legend>"ComponentScope = DIGraph Lifetime<br/>unique = transient"]
              n1 --> n0
              classDef problem stroke:#d00,stroke-width:2px,color:#d00
              linkStyle 0 stroke:#e80,stroke-width:2px

            """)
    }

    @Test func aContainerExportsJSONThatDecodesBackIntoItsGraph() throws {
        let container = container()
        #expect(try Graph(json: container.exportJSON()) == container.graph)
    }
}
