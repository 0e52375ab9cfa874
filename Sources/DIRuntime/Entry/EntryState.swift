/// The bits of `Entry.state`: what a resolve must do beyond calling the factory. Zero is the common case in a
/// bootstrapped container (``checksCycles`` alone, before), so the resolve path tests the whole byte once and
/// reads the bits only on its slow path.
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
    /// Set at registration, cleared by `bootstrap()` for an entry no cycle can pass through unchecked (see
    /// `ParameterBindings.swift`): making it must first look for itself among the frames under way.
    @usableFromInline static let checksCycles: UInt8 = 1 << 4
    /// Fixed at registration: the scope is not `unique`, so the instance may be kept. Only the test of the whole
    /// byte for zero reads it (an auto-wired parameter's: see `Unmanaged<Entry>.resolve(_:root:)`); the scope
    /// itself says what to keep.
    @usableFromInline static let notUnique: UInt8 = 1 << 5
}
