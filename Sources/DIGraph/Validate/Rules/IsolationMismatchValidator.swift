/// A synchronously made binding that needs, while it is made, an instance that must be made on a global actor
/// it is not isolated to: its factory cannot call that actor's initializer without `await`.
///
/// An async requester can await the hop, so it is never reported; an async dependency is `asyncDependency`'s
/// (one report per edge).
struct IsolationMismatchValidator: GraphValidator {
    func validate(_ index: GraphIndex) -> [Diagnostic] {
        index.constrainedUses().filter { index.violation(of: $0) == .isolationMismatch }.map { use in
            let requester = index.graph.bindings[use.requester]
            let maker = index.graph.bindings[use.maker]
            let dependency = index.dependency(use.edge, of: use.requester)
            let requesterName = index.name(ofBinding: use.requester)
            let change = requester.isolation == .nonisolated ? "too" : "instead of '\(requester.isolation)'"
            return Diagnostic(
                .error, .isolationMismatch,
                "\(requesterName) is \(index.manner(ofBinding: use.requester)), but \(index.need(edge: use.edge, of: use.requester)), "
                    + "\(index.maker(of: use)) must be made on '\(maker.isolation)'",
                at: index.location(ofEdge: use.edge, in: use.requester),
                notes: index.notes(for: use),
                suggestions: [
                    .init("isolate \(requesterName) to '\(maker.isolation)' \(change), so both are made on the same actor"),
                    .init("mark \(initializer(of: use.maker, in: index)) 'nonisolated', so any context can make \(index.name(ofBinding: use.maker))"),
                    .init("depend on \(index.quoted(dependency.key)) through 'Provider' or 'Lazy' (made when used), "
                        + "or make \(requesterName) async so it can await the hop to '\(maker.isolation)'"),
                ])
        }
    }

    /// `'ViewModel.init(store:)'` when the graph knows the initializer or provider method, so the suggestion
    /// names what to edit; else the factory, or a description.
    private func initializer(of binding: Int, in index: GraphIndex) -> String {
        switch index.graph.bindings[binding].source {
        // Front-ends name the initializer by its type alone (`Foo`); the suggestion names the initializer.
        case .initializer(let name) where !name.contains("("): "'\(name).init'"
        case .initializer(let name), .provider(let name): "'\(name)'"
        case .factory: "the factory of \(index.name(ofBinding: binding))"
        default: "the initializer or factory of \(index.name(ofBinding: binding))"
        }
    }
}
