/// A synchronously made binding that needs, while it is made, an instance that can only be made with `await`.
///
/// Reported whatever the dependency's isolation, and then only here: an edge into an async binding on an actor
/// is not an `isolationMismatch` too.
struct AsyncDependencyValidator: GraphValidator {
    func validate(_ index: GraphIndex) -> [Diagnostic] {
        index.constrainedUses().filter { index.violation(of: $0) == .asyncDependency }.map { use in
            let dependency = index.dependency(use.edge, of: use.requester)
            let requesterName = index.name(ofBinding: use.requester)
            let advice = index.graph.bindingAdvice
            return Diagnostic(
                .error, .asyncDependency,
                "\(requesterName) is made synchronously, but \(index.need(edge: use.edge, of: use.requester)), "
                    + "\(index.maker(of: use)) can only be made with 'await'",
                at: index.location(ofEdge: use.edge, in: use.requester),
                notes: index.notes(for: use),
                suggestions: [advice.asyncRequester, advice.deferredAsyncDependency].compactMap { template in
                    template.map {
                        .init(advice.filled($0, requester: requesterName, dependency: index.quoted(dependency.key)))
                    }
                })
        }
    }
}
