/// One rule over an indexed graph; returns every violation it finds so one run reports all problems.
package protocol GraphValidator: Sendable {
    func validate(_ index: GraphIndex) -> [Diagnostic]
}

extension Graph {
    /// The rules, in the order they run. Each is small and checks one thing (needle's generator does the same).
    package static let validators: [any GraphValidator] = [
        DuplicateContainerValidator(),
        UnknownContainerValidator(),
        ContainerCycleValidator(),
        DuplicateBindingValidator(),
        DuplicateEntryValidator(),
        CollectionConflictValidator(),
        ExternalConflictValidator(),
        WeakExternalValidator(),
        MissingBindingValidator(),
        EmptyCollectionValidator(),
        AmbiguousBindingValidator(),
        DependencyCycleValidator(),
        CaptiveDependencyValidator(),
        IsolationMismatchValidator(),
        AsyncDependencyValidator(),
        CloseActionValidator(),
        UnmetExpectationValidator(),
        ModuleCycleValidator(),
        ReplacementValidator(),
        ContradictoryExpectationValidator(),
    ]

    /// Every problem in the graph, sorted so the same graph always gives the same output.
    ///
    /// ```swift
    /// let diagnostics = graph.validate()
    /// print(DiagnosticRenderer().render(diagnostics))
    /// ```
    /// - Returns: errors and warnings, sorted by location, then severity, code and message; empty when clean.
    /// - Complexity: O(V + E) for V bindings and externals and E dependencies (plus the size of the suggestions
    ///   for missing bindings, computed only when one is missing; and, for a graph with contributions, the
    ///   containers and contributions each requested (container, collection key) sees, computed once per pair).
    public func validate() -> [Diagnostic] {
        let index = GraphIndex(self)
        return Self.validators.flatMap { $0.validate(index) }.sorted()
    }
}
