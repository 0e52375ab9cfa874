/// Two bindings of one key in one container: which one a resolve gets would be a guess.
struct DuplicateBindingValidator: GraphValidator {
    func validate(_ index: GraphIndex) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        for providers in index.ownProviders.values {
            let bindings = providers.filter { $0 >= 0 }
            guard bindings.count > 1 else { continue }
            let first = index.graph.bindings[bindings[0]]
            for duplicate in bindings.dropFirst() {
                let binding = index.graph.bindings[duplicate]
                diagnostics.append(Diagnostic(
                    .error, .duplicateBinding,
                    "\(index.quoted(binding.key)) is bound twice in container '\(binding.container)'",
                    at: binding.location,
                    notes: [.init("first bound here", at: first.location)],
                    suggestions: [.init("remove one binding, or give one of them a tag")]))
            }
        }
        return diagnostics
    }
}
