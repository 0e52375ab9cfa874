extension Graph {
    /// The graph as Graphviz DOT: containers as clusters, edge kinds drawn differently, problems in red.
    ///
    /// ```swift
    /// try graph.exportDOT().write(toFile: "graph.dot", atomically: true, encoding: .utf8)
    /// // dot -Tsvg graph.dot -o graph.svg
    /// ```
    ///
    /// - Parameter lifetimeWords: the words for lifetimes, a front-end's own; a word that is not DIGraph's adds a
    ///   legend giving DIGraph's.
    public func exportDOT(lifetimeWords: LifetimeVocabulary = .digraph) -> String {
        DOTExporter.render(GraphPicture(self, lifetimeWords: lifetimeWords))
    }

    /// The graph as a Mermaid flowchart, which GitHub renders inside a code block whose language is `mermaid`.
    ///
    /// - Parameter lifetimeWords: the words for lifetimes, as for ``exportDOT(lifetimeWords:)``.
    public func exportMermaid(lifetimeWords: LifetimeVocabulary = .digraph) -> String {
        MermaidExporter.render(GraphPicture(self, lifetimeWords: lifetimeWords))
    }
}
