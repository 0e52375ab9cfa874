public import DIGraph

/// What one generator run produced: files (none when there is an error), every diagnostic, and the graph.
public struct GeneratorOutput: Sendable {
    public var files: [InMemoryOutputFile]
    public var diagnostics: [Diagnostic]
    public var graph: Graph
    /// What each file was rendered from (`digen dump` prints them).
    package var plans: [ContainerPlan]

    package init(files: [InMemoryOutputFile], diagnostics: [Diagnostic], graph: Graph, plans: [ContainerPlan]) {
        self.files = files
        self.diagnostics = diagnostics
        self.graph = graph
        self.plans = plans
    }

    /// Whether any diagnostic is an error (warnings do not stop generation).
    public var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }
}
