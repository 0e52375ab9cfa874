/// A key a container sees through two parents that bind it differently: the container cannot choose.
///
/// Reported once per container and key, at the first dependency that asks for it.
struct AmbiguousBindingValidator: GraphValidator {
    func validate(_ index: GraphIndex) -> [Diagnostic] {
        var reportedContainers: [ServiceKey: Set<Int>] = [:]
        var diagnostics: [Diagnostic] = []
        let targets = index.edgeTargets
        for edge in targets.indices where targets[edge] == GraphIndex.ambiguousTarget {
            let binding = index.binding(ofEdge: edge)
            let key = index.dependency(edge, of: binding).key
            let container = index.bindingContainer[binding]
            guard reportedContainers[key, default: []].insert(container).inserted else { continue }
            diagnostics.append(index.ambiguousBindingDiagnostic(
                for: key, in: container, at: index.location(ofEdge: edge, in: binding)))
        }
        return diagnostics
    }
}

extension GraphIndex {
    /// The `ambiguousBinding` diagnostic for `key` seen from `container`, naming every parent that provides it.
    package func ambiguousBindingDiagnostic(for key: ServiceKey, in container: Int, at site: SourceLocation?) -> Diagnostic {
        var lookupKey = key
        if keyTable.id(of: key) == nil || providersByParent(of: key, in: container).count < 2 { lookupKey = key.untagged }
        let providers = providersByParent(of: lookupKey, in: container)
        let parents = providers.map { "'\(containerName($0.parent))'" }
        let parentList = parents.count == 2
            ? "\(parents[0]) and \(parents[1])"
            : parents.dropLast().joined(separator: ", ") + " and " + (parents.last ?? "")
        let notes = providers.map { parent, provider in
            Diagnostic.Note(
                "provided through parent '\(containerName(parent))' by container '\(containerName(self.container(ofProvider: provider)))'",
                at: location(ofProvider: provider))
        }
        return Diagnostic(
            .error, .ambiguousBinding,
            "\(quoted(key)) is ambiguous in container '\(containerName(container))': "
                + "parents \(parentList) \(parents.count == 2 ? "both" : "all") provide it",
            at: site, notes: notes,
            suggestions: [.init("bind \(quoted(key)) in '\(containerName(container))' to choose one, or tag the bindings apart")])
    }
}
