import DIGraph

extension Container {
    /// This container and its ancestors as Graphviz DOT, drawn by DIGraph (containers as clusters, problems
    /// highlighted).
    ///
    /// ```swift
    /// try container.exportDOT().write(toFile: "graph.dot", atomically: true, encoding: .utf8)
    /// ```
    public func exportDOT() -> String { graph.exportDOT() }

    /// The same picture as a Mermaid flowchart, for Markdown that renders it.
    public func exportMermaid() -> String { graph.exportMermaid() }

    /// The graph as DIGraph's documented JSON, decodable back into the same `Graph`.
    public func exportJSON() -> String { graph.exportJSON() }
}
