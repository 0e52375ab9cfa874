extension Graph {
    /// The graph as Graphviz DOT: containers as clusters, edge kinds drawn differently, problems in red.
    ///
    /// ```swift
    /// try graph.exportDOT().write(toFile: "graph.dot", atomically: true, encoding: .utf8)
    /// // dot -Tsvg graph.dot -o graph.svg
    /// ```
    public func exportDOT() -> String { DOTExporter.render(GraphPicture(self)) }

    /// The graph as a Mermaid flowchart, which GitHub renders inside a ```` ```mermaid ```` block.
    public func exportMermaid() -> String { MermaidExporter.render(GraphPicture(self)) }
}
