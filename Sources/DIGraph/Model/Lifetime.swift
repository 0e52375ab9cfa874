/// How long a made instance is kept, in the words of DIGraph; each front-end maps its own names onto these.
public enum Lifetime: String, Sendable, Hashable, Codable, CaseIterable {
    /// A new instance every time (Dip `unique`, Saber's default).
    case transient
    /// One instance per top-level resolve (Dip `shared`), so a graph resolved at once shares it.
    case graph
    /// One instance per container, made on first use (Saber `cached`).
    case singleton
    /// One instance per container, made when the container is bootstrapped.
    case eagerSingleton
    /// Kept while someone outside the container holds it.
    case weakSingleton

    /// Whether an instance outlives the resolve that made it; a cycle through such a node can be closed after
    /// construction, and such a node must not capture a shorter-lived one.
    public var isCached: Bool { self != .transient }

    /// Whether the container owns the instance for its whole life (a captive dependency's holder).
    public var isContainerOwned: Bool { self == .singleton || self == .eagerSingleton }
}
