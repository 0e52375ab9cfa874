/// A key that a container both receives as an external and binds itself: two sources for one key.
struct ExternalConflictValidator: GraphValidator {
    func validate(_ index: GraphIndex) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        for id in 0..<index.keyTable.count {
            let providers = index.providers(ofKey: id)
            guard providers.count > 1, providers.first! < 0 else { continue }
            for external in providers where external < 0 {
                let container = index.container(ofProvider: external)
                for binding in providers where binding >= 0 && index.bindingContainer[binding] == container {
                    diagnostics.append(Diagnostic(
                        .error, .externalConflict,
                        "\(index.quoted(index.graph.bindings[binding].key)) is both an external of container "
                            + "'\(index.containerName(container))' and bound in it",
                        at: index.graph.bindings[binding].location,
                        notes: [.init("declared as an external here", at: index.external(external).location)],
                        suggestions: [.init("remove the binding or the external, or give the binding a tag")]))
                }
            }
        }
        return diagnostics
    }
}
