/// Two bindings of one key in one container: which one a resolve gets would be a guess.
struct DuplicateBindingValidator: GraphValidator {
    func validate(_ index: GraphIndex) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        for id in 0..<index.keyTable.count {
            let providers = index.providers(ofKey: id)
            guard providers.count > 1 else { continue }
            var firstInContainer: [Int: Int] = [:]
            for provider in providers where provider >= 0 {
                let container = index.bindingContainer[provider]
                guard let first = firstInContainer[container] else {
                    firstInContainer[container] = provider
                    continue
                }
                let binding = index.graph.bindings[provider]
                var message = "\(index.quoted(binding.key)) is bound twice in container '\(binding.container)'"
                var firstNote = "first bound here"
                // Two modules of one assembly: name both, the mistake is in how they were put together.
                let earlierModule = index.graph.bindings[first].module
                if let module = binding.module, let earlierModule, module != earlierModule {
                    message += ", by module '\(module)' and first by module '\(earlierModule)'"
                    firstNote += ", by module '\(earlierModule)'"
                }
                // Naming both candidates says which two declarations clash (two aliases, a provider and a
                // class); two factories, or one type declared twice, are told apart by their locations alone.
                if let second = index.candidate(provider), let earlier = index.candidate(first), second != earlier {
                    message += ": \(second), and first \(earlier)"
                    firstNote += ", \(earlier)"
                }
                diagnostics.append(Diagnostic(
                    .error, .duplicateBinding, message,
                    at: binding.location,
                    notes: [.init(firstNote, at: index.graph.bindings[first].location)],
                    suggestions: [.init("remove one binding, or give one of them a tag")]))
            }
        }
        return diagnostics
    }
}
