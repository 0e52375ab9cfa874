/// The bits of `Entry.state`: what a resolve must do beyond calling the factory. Zero is the common case, so the
/// resolve path tests the whole byte once and reads the bits only on its slow path.
@usableFromInline
enum EntryState {
    /// Fixed at registration: the entry is isolated to an actor or async, so a resolve checks where it runs.
    @usableFromInline static let needsIsolationCheck: UInt8 = 1 << 0
    /// Fixed at registration: the entry has `onResolved` blocks.
    @usableFromInline static let hasCompletionBlocks: UInt8 = 1 << 1
    /// Whether the service type implements ``Resolvable`` is not learnt yet (see `Entry.learnResolvable()`).
    @usableFromInline static let resolvableUnknown: UInt8 = 1 << 2
    /// Learnt: the service type implements ``Resolvable``.
    @usableFromInline static let resolvable: UInt8 = 1 << 3
}
