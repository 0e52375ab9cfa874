/// A `dependsOn` parent or a binding's container that names no declared container.
struct UnknownContainerValidator: GraphValidator {
    func validate(_ index: GraphIndex) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        let names = Array(index.containerIndex.keys)
        for container in index.graph.containers {
            for parent in container.parents where index.containerIndex[parent] == nil {
                diagnostics.append(Diagnostic(
                    .error, .unknownContainer,
                    "container '\(container.name)' depends on '\(parent)', which is not a declared container",
                    at: container.location,
                    suggestions: suggestions(for: parent, among: names)))
            }
        }
        for number in index.bindingContainer.indices where index.bindingContainer[number] < 0 {
            let binding = index.graph.bindings[number]
            diagnostics.append(Diagnostic(
                .error, .unknownContainer,
                "\(index.quoted(binding.key)) is bound in container '\(binding.container)', which is not a declared container",
                at: binding.location,
                suggestions: suggestions(for: binding.container, among: names)))
        }
        return diagnostics
    }

    private func suggestions(for name: String, among names: [String]) -> [Diagnostic.Note] {
        NearMiss.closest(to: name, among: names).map { .init("did you mean '\($0)'?") }
    }
}
