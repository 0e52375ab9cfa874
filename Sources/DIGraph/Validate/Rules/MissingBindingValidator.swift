/// A dependency (not `optional`) whose key nothing visible provides, not even through tag fallback.
struct MissingBindingValidator: GraphValidator {
    func validate(_ index: GraphIndex) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        var advisor: MissingBindingAdvisor?
        var missing: [Int] = []
        index.edgeTargets.withUnsafeBufferPointer { targets in
            index.edgeKinds.withUnsafeBufferPointer { kinds in
                for edge in targets.indices where targets[edge] == GraphIndex.missingTarget && kinds[edge] != .optional {
                    missing.append(edge)
                }
            }
        }
        for edge in missing {
            let binding = index.binding(ofEdge: edge)
            let dependency = index.dependency(edge, of: binding)
            if advisor == nil { advisor = MissingBindingAdvisor(index) }
            diagnostics.append(index.missingBindingDiagnostic(
                for: dependency.key,
                requester: (name: index.name(ofBinding: binding), label: dependency.label),
                in: index.bindingContainer[binding],
                at: index.location(ofEdge: edge, in: binding),
                advisor: &advisor!))
        }
        return diagnostics
    }
}

extension GraphIndex {
    /// The `missingBinding` diagnostic for `key` looked up from `container`: one wording for the validator and
    /// for a runtime resolve that finds nothing.
    ///
    /// - Parameter requester: the binding that needs the key and the label it asked with; `nil` for a top-level
    ///   resolve.
    package func missingBindingDiagnostic(
        for key: ServiceKey,
        requester: (name: String, label: String?)?,
        in container: Int,
        at location: SourceLocation?,
        advisor: inout MissingBindingAdvisor
    ) -> Diagnostic {
        let containerName = containerName(container)
        let message: String
        if let requester {
            let purpose = requester.label.map { " for '\($0)'" } ?? ""
            message = "\(requester.name) needs \(quoted(key))\(purpose), but no binding for \(quoted(key)) is visible in container '\(containerName)'"
        } else {
            message = "no binding for \(quoted(key)) is visible in container '\(containerName)'"
        }
        return Diagnostic(
            .error, .missingBinding, message, at: location,
            suggestions: advisor.suggestions(for: key, from: container))
    }
}
