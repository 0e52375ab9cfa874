import DIGraph

/// A value a service needs, before it is resolved to a member of the container.
struct DependencyDraft: Hashable, Sendable {
    var label: String?
    var key: ServiceKey
    var isLazy: Bool
    var location: SourceLocation?

    /// The graph edge: lazy edges are deferred; the others get the kind of the injection site.
    func dependency(kind: Dependency.Kind) -> Dependency {
        Dependency(key, kind: isLazy ? .lazy : kind, label: label, location: location)
    }
}
