/// A container-owned singleton that keeps, through a construction edge, an instance meant to be short-lived:
/// the transient is never renewed, the weak singleton never released.
///
/// A collection is transparent: a singleton that holds `[Plugin]` holds every element in it, made once when the
/// singleton is made, so each short-lived contribution is reported by name. The collection itself has no lifetime
/// of its own to blame (the runtime makes a new array per request, and the singleton keeps that one).
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
                if !index.isCollectionNode(captive) {
                    if lifetimes[captive].isShortLived { diagnostics.append(diagnostic(holder, edge, captive, index)) }
                    continue
                }
                for element in index.makers(of: captive) where lifetimes[element.maker].isShortLived {
                    diagnostics.append(diagnostic(holder, edge, element.maker, index))
                }
            }
        }
        return diagnostics
    }

    private func diagnostic(_ holder: Int, _ edge: Int, _ captive: Int, _ index: GraphIndex) -> Diagnostic {
        let lifetime = index.lifetimes[captive]
        let label = index.dependency(edge, of: holder).label.map { " for '\($0)'" } ?? ""
        let kind = lifetime == .transient ? "transient" : "weak singleton"
        let advice = lifetime == .transient
            ? "make \(index.name(ofBinding: captive)) a singleton, or depend on a provider to get a new one each time"
            : "make \(index.name(ofBinding: captive)) a singleton, or depend on it lazily"
        return Diagnostic(
            .warning, .captiveDependency,
            "singleton \(index.name(ofBinding: holder)) captures \(kind) \(index.name(ofBinding: captive))\(label) "
                + "for the container's whole life",
            at: index.location(ofEdge: edge, in: holder),
            suggestions: [.init(advice)])
    }
}

private extension Lifetime {
    /// What a container-owned singleton must not hold: never renewed, or never released, once it holds it.
    var isShortLived: Bool { self == .transient || self == .weakSingleton }
}
