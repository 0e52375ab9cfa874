/// A request for a collection key that sees no contribution and no declaration that it may be empty: the
/// contributions are usually registered in a container the requester cannot see (a child, a sibling), and the
/// empty collection it would get hides that. A warning: an empty collection is a valid value.
///
/// A key is a collection key when anything in the graph contributes to it or declares it; a request for `[T]` that
/// nothing mentions as a collection is an ordinary `missingBinding`. Reported once per (container, key), at the
/// first request that is not `optional`.
struct EmptyCollectionValidator: GraphValidator {
    func validate(_ index: GraphIndex) -> [Diagnostic] {
        guard let collections = index.collections, !collections.nodes.isEmpty else { return [] }
        var firstRequest: [Int: Int] = [:]
        for edge in index.edgeTargets.indices
        where index.edgeTargets[edge] >= collections.firstNode && index.edgeKinds[edge] != .optional {
            if firstRequest[index.edgeTargets[edge]] == nil { firstRequest[index.edgeTargets[edge]] = edge }
        }
        var diagnostics: [Diagnostic] = []
        for (offset, node) in collections.nodes.enumerated() {
            let number = collections.firstNode + offset
            guard index.edgeStart[number] == index.edgeStart[number + 1], let edge = firstRequest[number],
                  index.declaration(ofKey: node.id, visibleFrom: node.container) == nil
            else { continue }
            let requester = index.binding(ofEdge: edge)
            let dependency = index.dependency(edge, of: requester)
            diagnostics.append(index.emptyCollectionDiagnostic(
                for: node.key, requester: (index.name(ofBinding: requester), dependency.label), in: node.container,
                at: index.location(ofEdge: edge, in: requester)))
        }
        return diagnostics
    }
}

extension GraphIndex {
    /// The `emptyCollection` warning for `key` requested from `container`: one wording for the validator and for a
    /// runtime resolve of a collection nothing contributes to.
    ///
    /// - Parameter requester: the binding that needs the key and the label it asked with; `nil` for a top-level
    ///   resolve.
    package func emptyCollectionDiagnostic(
        for key: ServiceKey, requester: (name: String, label: String?)?, in container: Int, at location: SourceLocation?
    ) -> Diagnostic {
        let asking = containerName(container)
        var message = "nothing visible in container '\(asking)' contributes to \(quoted(key))"
        if let requester {
            let purpose = requester.label.map { " for '\($0)'" } ?? ""
            message = "\(requester.name) needs \(quoted(key))\(purpose), but " + message
        }
        let seen = Set(collectionOrder(from: container))
        let hidden = (keyTable.id(of: key).flatMap { collections?.contributions[$0] } ?? []).filter {
            !seen.contains(bindingContainer[$0])
        }
        // One note per container, at its first contribution, naming where rather than what: a runtime contribution
        // made by a closure cannot say what it makes, and the finding is about visibility, which is per container.
        var noted: Set<Int> = []
        let notes = hidden.filter { noted.insert(bindingContainer[$0]).inserted }.map { contribution in
            Diagnostic.Note(
                "\(quoted(key)) has contributions in container '\(containerName(bindingContainer[contribution]))', "
                    + "which is not visible from '\(asking)'",
                at: graph.bindings[contribution].location)
        }
        return Diagnostic(
            .warning, .emptyCollection, message, at: location, notes: notes,
            suggestions: [.init(
                "contribute to \(quoted(key)) in container '\(asking)' or an ancestor, or declare in one of them that "
                    + "\(quoted(key)) may be empty")])
    }
}
