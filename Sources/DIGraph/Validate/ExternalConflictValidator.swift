/// A key that a container both receives as an external and binds itself: two sources for one key.
struct ExternalConflictValidator: GraphValidator {
    func validate(_ index: GraphIndex) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        for providers in index.ownProviders.values {
            guard let external = providers.first(where: { $0 < 0 }) else { continue }
            let externalSpec = index.external(external)
            let container = index.containerName(index.container(ofProvider: external))
            for binding in providers where binding >= 0 {
                diagnostics.append(Diagnostic(
                    .error, .externalConflict,
                    "\(index.quoted(index.graph.bindings[binding].key)) is both an external of container '\(container)' and bound in it",
                    at: index.graph.bindings[binding].location,
                    notes: [.init("declared as an external here", at: externalSpec.location)],
                    suggestions: [.init("remove the binding or the external, or give the binding a tag")]))
            }
        }
        return diagnostics
    }
}
