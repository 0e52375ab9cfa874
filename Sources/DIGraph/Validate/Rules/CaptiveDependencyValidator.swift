/// A container-owned singleton that keeps, through a construction edge, an instance meant to be short-lived:
/// the transient is never renewed, the weak singleton never released.
struct CaptiveDependencyValidator: GraphValidator {
    func validate(_ index: GraphIndex) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        let lifetimes = index.lifetimes
        let starts = index.edgeStart
        let targets = index.edgeTargets
        let kinds = index.edgeKinds
        for holder in lifetimes.indices where lifetimes[holder].isContainerOwned {
            for edge in starts[holder]..<starts[holder + 1] where kinds[edge].isNeededToConstruct && targets[edge] >= 0 {
                let captive = index.aliasTarget(of: targets[edge])
                let lifetime = lifetimes[captive]
                guard lifetime == .transient || lifetime == .weakSingleton else { continue }
                let label = index.dependency(edge, of: holder).label.map { " for '\($0)'" } ?? ""
                let kind = lifetime == .transient ? "transient" : "weak singleton"
                let advice = lifetime == .transient
                    ? "make \(index.name(ofBinding: captive)) a singleton, or depend on a provider to get a new one each time"
                    : "make \(index.name(ofBinding: captive)) a singleton, or depend on it lazily"
                diagnostics.append(Diagnostic(
                    .warning, .captiveDependency,
                    "singleton \(index.name(ofBinding: holder)) captures \(kind) \(index.name(ofBinding: captive))\(label) "
                        + "for the container's whole life",
                    at: index.location(ofEdge: edge, in: holder),
                    suggestions: [.init(advice)]))
            }
        }
        return diagnostics
    }
}
