public import DIGraph

extension Container {
    /// Every problem of this container and its ancestors, found by DIGraph's validator on what is registered,
    /// without running a single factory (auto-wired registrations and declared dependencies are its edges).
    ///
    /// ```swift
    /// let problems = container.validate()
    /// print(DiagnosticRenderer().render(problems))
    /// ```
    /// - Returns: errors and warnings, sorted; empty when the graph is sound.
    public func validate() -> [Diagnostic] {
        graph.validate()
    }

    /// This container and its ancestors as a DIGraph `Graph`: one binding per registration, an alias binding
    /// per forwarded key, locations at the `register` calls.
    public var graph: Graph {
        GraphSnapshot(self).graph
    }

    /// Validates, freezes the registrations into a lock-free resolution plan, then makes the eager
    /// singletons.
    ///
    /// ```swift
    /// try container.bootstrap()
    /// ```
    /// Registering after bootstrap stops the program with a message naming the registration. Calling it again
    /// does nothing.
    ///
    /// - Throws: ``ValidationError`` with every diagnostic when validation finds an error (warnings alone do
    ///   not fail); what making an eager singleton throws.
    public func bootstrap() throws {
        let diagnostics = validate()
        if diagnostics.contains(where: { $0.severity == .error }) {
            throw ValidationError(diagnostics: diagnostics)
        }
        let (plan, isNew) = state.withLock { state -> (ResolutionPlan, Bool) in
            if let plan = state.plan { return (plan, false) }
            let plan = ResolutionPlan(keys: state.keyedEntries)
            state.plan = plan
            return (plan, true)
        }
        guard isNew else { return }
        planAddress.store(UInt(bitPattern: Unmanaged.passUnretained(plan).toOpaque()), ordering: .releasing)
        try ThreadResolution.withRoot { root in
            for entry in plan.entries.sorted(by: { $0.configuration.site.isBefore($1.configuration.site) }) {
                try entry.makeEagerly(root: root)
            }
        }
    }

    /// Whether ``bootstrap()`` has frozen the container.
    public var isBootstrapped: Bool { state.withLock { $0.plan != nil } }
}
