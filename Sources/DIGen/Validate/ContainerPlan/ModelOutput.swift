package import DIGraph

/// The model of a parsed module: the DIGraph every rule is checked on, and what each container renders.
package struct ModelOutput: Sendable {
    package var graph: Graph
    /// One plan per container, sorted by name; empty when the model or the graph has errors.
    package var plans: [ContainerPlan]
    /// Model errors (unknown scope, ambiguous initializer, invalid type text) and the graph's diagnostics, sorted.
    package var diagnostics: [Diagnostic]

    package init(graph: Graph, plans: [ContainerPlan], diagnostics: [Diagnostic]) {
        self.graph = graph
        self.plans = plans
        self.diagnostics = diagnostics
    }
}
