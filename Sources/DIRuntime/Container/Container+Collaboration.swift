extension Container {
    /// Links this container with `others` both ways (Dip's `collaborate(with:)`): a key missing from either
    /// one's own graph (its registrations and its parents') is resolved from the other, without a parent
    /// relation between them.
    ///
    /// ```swift
    /// let app = Container(name: "App"), session = Container(name: "Session")
    /// session.collaborate(with: app)
    /// let screen: Screen = try session.resolve()    // Screen from Session, its Database from App
    /// ```
    /// A registration is always made by the container that owns it, and its own dependencies are looked up from
    /// there, so a singleton is one instance whichever collaborator asks, and a `shared` instance is shared
    /// across collaborators within one resolve. Collaboration is transitive; each lookup visits every container
    /// of the group once, so two containers that collaborate with each other never recurse.
    ///
    /// ``validate()``, ``bootstrap(isolation:)`` and ``graph`` see what resolve sees: a dependency that only a
    /// collaborator provides is found there (DIGraph's ``/DIGraph/ContainerSpec/collaborators``), and the
    /// collaborators' own registrations are checked too. Bootstrapping freezes only this container's and its
    /// ancestors' keys; a collaborator's are still asked afresh, since it may change.
    ///
    /// Collaborators hold each other weakly (both ways, so neither keeps the other alive): keep each container
    /// alive for as long as it is used, as you keep any container; a released one no longer answers.
    public func collaborate(with others: Container...) {
        for other in others where other !== self {
            keepsStorage.store(1, ordering: .releasing)
            other.keepsStorage.store(1, ordering: .releasing)
            collaborators.withLock { if !$0.contains(where: { $0.container === other }) { $0.append(WeakContainer(other)) } }
            other.collaborators.withLock { if !$0.contains(where: { $0.container === self }) { $0.append(WeakContainer(self)) } }
        }
    }

    /// The first collaborator, breadth first, whose own graph has `key`; every container visited once.
    func lookupInCollaborators(_ key: RuntimeKey, type: Any.Type) -> VisibilityCache.Answer {
        var visited: [ObjectIdentifier] = [ObjectIdentifier(self)]
        var pending = collaborators.withLock { $0.compactMap(\.container) }
        var position = 0
        while position < pending.count {
            let container = pending[position]
            position += 1
            guard !visited.contains(ObjectIdentifier(container)) else { continue }
            visited.append(ObjectIdentifier(container))
            let answer = container.lookupInOwnGraph(key, type: type)
            guard case .missing = answer else { return answer }
            pending += container.collaborators.withLock { $0.compactMap(\.container) }
        }
        return .missing
    }
}

/// A collaborator, held weakly.
struct WeakContainer: Sendable {
    weak var container: Container?

    init(_ container: Container) {
        self.container = container
    }
}
