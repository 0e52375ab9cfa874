/// An edge of the graph: one thing a binding needs, where it asked for it, and when it needs it.
public struct Dependency: Hashable, Sendable {
    /// When the dependency is needed; decides which edges can form a cycle and which may be missing.
    public enum Kind: String, Sendable, Hashable, Codable, CaseIterable {
        /// Needed to construct (an initializer or factory argument).
        case direct
        /// Deferred: `Lazy<T>`, a `() -> T` closure; never part of a construction cycle.
        case lazy
        /// Deferred, a new value per call: `Provider<T>`; never part of a construction cycle.
        case provider
        /// Used when bound, fine when missing; when bound it is needed to construct, like `direct`.
        case optional
        /// Injected into a property after construction.
        case property
        /// Injected through a method after construction.
        case method

        /// Whether the edge must be satisfied for construction to start.
        public var isNeededToConstruct: Bool { self == .direct || self == .optional }
        /// Whether the edge is resolved only after the requester exists.
        public var isPostConstruction: Bool { self == .property || self == .method }
        /// Whether the edge is deferred until called, so it breaks every cycle.
        public var isDeferred: Bool { self == .lazy || self == .provider }
    }

    /// What is needed.
    public var key: ServiceKey
    public var kind: Kind
    /// The parameter label or property name that asked, e.g. `database`.
    public var label: String?
    /// Where the parameter or property is declared; `nil` at runtime, where the binding's location is used.
    public var location: SourceLocation?

    public init(_ key: ServiceKey, kind: Kind = .direct, label: String? = nil, location: SourceLocation? = nil) {
        self.key = key
        self.kind = kind
        self.label = label
        self.location = location
    }
}
