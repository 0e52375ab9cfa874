/// A node of the graph: how one key is provided in one container.
public struct Binding: Hashable, Sendable {
    /// How the instance is made; decides what the generator writes and what the runtime calls.
    public enum Source: Hashable, Sendable {
        /// An initializer of the named type, e.g. `Foo.init(bar:)`.
        case initializer(String)
        /// A factory closure the validator cannot see into; its declared dependencies are its edges.
        case factory
        /// A ready-made instance handed to the container.
        case instance
        /// Another key's binding under this key (Saber `bindTo`, Dip `implements`); has one `direct` edge to it.
        case alias(ServiceKey)
        /// A stored property of an external, e.g. `userConfiguration.userId`; has one `direct` edge to the external.
        case externalMember(external: ServiceKey, property: String)
        /// A provider type's method that makes the instance (Saber `@saber.provider`).
        case provider(String)
        /// Instances are made outside the container, which only injects their dependencies (Saber
        /// `@saber.injectOnly`). Its dependencies are checked like any binding's, but it provides nothing: no
        /// binding can depend on it, and a lookup of its key does not find it.
        case injectOnly
    }

    public var key: ServiceKey
    /// The name of the container that owns the binding.
    public var container: String
    public var source: Source
    public var lifetime: Lifetime
    public var dependencies: [Dependency]
    /// Where it was declared or registered.
    public var location: SourceLocation?
    /// Where the instance must be made. An alias's own isolation is ignored: the binding it stands for decides.
    public var isolation: Isolation
    /// Whether making the instance needs `await` (an `async` initializer or factory). Ignored for an alias,
    /// like ``isolation``.
    public var isAsync: Bool
    /// What the binding adds to the collection its key names, or `nil` for a binding that provides its key itself
    /// (see ``Contribution``).
    public var contribution: Contribution?
    /// What runs on the kept instance when its container closes (a scope's end), in the order they were added; the
    /// container must keep the instance for any of them to run (`closeActionNeverRuns`).
    public var closeActions: [CloseAction] = []
    /// The module that made the binding (``ModuleSpec``), or `nil` for one registered outside any module.
    public var module: String?

    public init(
        _ key: ServiceKey,
        in container: String,
        source: Source = .factory,
        lifetime: Lifetime = .transient,
        dependencies: [Dependency] = [],
        location: SourceLocation? = nil,
        isolation: Isolation = .nonisolated,
        isAsync: Bool = false,
        contribution: Contribution? = nil
    ) {
        self.key = key
        self.container = container
        self.source = source
        self.lifetime = lifetime
        self.dependencies = dependencies
        self.location = location
        self.isolation = isolation
        self.isAsync = isAsync
        self.contribution = contribution
    }
}
