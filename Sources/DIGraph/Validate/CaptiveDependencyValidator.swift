/// A container-owned singleton that keeps, through a construction edge, an instance meant to be short-lived:
/// the transient is never renewed, the weak singleton never released.
struct CaptiveDependencyValidator: GraphValidator {
    func validate(_ index: GraphIndex) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        let bindings = index.graph.bindings
        for holder in bindings.indices where bindings[holder].lifetime.isContainerOwned {
            for edge in index.edgeStart[holder]..<index.edgeStart[holder + 1]
            where index.edgeKinds[edge].isNeededToConstruct && index.edgeTargets[edge] >= 0 {
                let captive = index.aliasTarget(of: index.edgeTargets[edge])
                let lifetime = bindings[captive].lifetime
                guard lifetime == .transient || lifetime == .weakSingleton else { continue }
                let label = index.dependency(edge, of: holder).label.map { " for '\($0)'" } ?? ""
                let kind = lifetime == .transient ? "transient" : "weak singleton"
                let advice = lifetime == .transient
                    ? "make \(index.name(ofBinding: captive)) a singleton, or depend on a provider to get a new one each time"
                    : "make \(index.name(ofBinding: captive)) a singleton, or depend on it lazily"
                diagnostics.append(Diagnostic(
                    .warning, .captiveDependency,
                    "singleton \(index.name(ofBinding: holder)) captures \(kind) \(index.name(ofBinding: captive))\(label) for the container's whole life",
                    at: index.location(ofEdge: edge, in: holder),
                    suggestions: [.init(advice)]))
            }
        }
        return diagnostics
    }
}

extension GraphIndex {
    /// The binding an alias chain ends at (the binding itself when it is no alias). Bounded by the number of
    /// bindings, so an alias cycle (reported as a dependency cycle) cannot loop forever.
    package func aliasTarget(of binding: Int) -> Int {
        var current = binding
        for _ in 0..<graph.bindings.count {
            guard case .alias = graph.bindings[current].source,
                  edgeStart[current] < edgeStart[current + 1],
                  edgeTargets[edgeStart[current]] >= 0
            else { return current }
            current = edgeTargets[edgeStart[current]]
        }
        return current
    }
}
