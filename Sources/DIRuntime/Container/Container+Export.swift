import DIGraph

extension Container {
    /// This container and its ancestors as Graphviz DOT, drawn by DIGraph (containers as clusters, problems
    /// highlighted), with scopes in ``ComponentScope``'s words (`shared`, not DIGraph's `graph`) and a legend
    /// giving DIGraph's.
    ///
    /// ```swift
    /// try container.exportDOT().write(toFile: "graph.dot", atomically: true, encoding: .utf8)
    /// ```
    public func exportDOT() -> String { graph.exportDOT(lifetimeWords: .componentScope) }

    /// The same picture as a Mermaid flowchart, for Markdown that renders it.
    public func exportMermaid() -> String { graph.exportMermaid(lifetimeWords: .componentScope) }

    /// The graph as DIGraph's documented JSON, decodable back into the same `Graph`.
    public func exportJSON() -> String { graph.exportJSON() }
}

extension LifetimeVocabulary {
    /// ``ComponentScope``'s names for DIGraph's lifetimes (`unique`, `shared`, …).
    static let componentScope = LifetimeVocabulary(
        name: "ComponentScope",
        words: Dictionary(uniqueKeysWithValues: ComponentScope.allCases.map { ($0.lifetime, "\($0)") }))
}
