import DIGraph

/// Where an entry's factory must run: one byte in the entry, spelled as a DIGraph `Isolation` only when a graph
/// is built (the name of another global actor lives in the ``AsyncEntry`` that needs it).
@usableFromInline
enum EntryIsolation: UInt8, Sendable {
    /// Anywhere: the factory or initializer is `@Sendable` and nonisolated.
    case nonisolated
    /// On the main actor: registered with `on: MainActor.self`; a synchronous resolve makes it only when the
    /// top-level resolve was called on the main actor.
    case mainActor
    /// On another global actor; only async registrations have one, and the hop is the factory's own.
    case globalActor
}
