import DIGraph

/// How long the container keeps what a registration makes, in Dip's words.
///
/// The default of every `register` is ``shared``, as in Dip: a graph resolved at once shares one instance of
/// each service, and the next top-level resolve makes new ones.
///
/// ```swift
/// container.register(.singleton) { _ in Database() }
/// ```
public enum ComponentScope: Sendable, Hashable, CaseIterable {
    /// A new instance on every resolve (DIGraph `transient`).
    case unique
    /// One instance per top-level resolve: everything resolved while building one graph shares it (DIGraph `graph`).
    case shared
    /// Made on first resolve, then kept by the container; made exactly once under contention.
    case singleton
    /// A singleton that ``Container/bootstrap(isolation:)`` makes; resolved before bootstrap, it is made then.
    case eagerSingleton
    /// Held weakly by the container, and strongly until the outermost resolve that made it ends; made again once
    /// nobody holds it. A value type cannot be held weakly, so it is made again on every top-level resolve.
    case weakSingleton

    /// The DIGraph lifetime the validator reasons about.
    var lifetime: Lifetime {
        switch self {
        case .unique: .transient
        case .shared: .graph
        case .singleton: .singleton
        case .eagerSingleton: .eagerSingleton
        case .weakSingleton: .weakSingleton
        }
    }

    /// Whether the container itself keeps the instance (so it is made under a lock, at most once at a time).
    @inlinable
    var isKeptByContainer: Bool { self == .singleton || self == .eagerSingleton || self == .weakSingleton }
}
