/// The bits of `Entry.state`: what a resolve must do beyond calling the factory. Once an entry's first instance
/// is made, only ``checksCycles`` and ``reusesInstance`` are usually left, so the resolve path tests the byte once
/// and reads the other bits only on its slow path; zero is a `unique` auto-wired entry bootstrap proved, made in place
/// as a parameter (`Unmanaged<Entry>.resolveParameter(_:root:)`).
@usableFromInline
enum EntryState {
    /// Fixed at registration: the entry is isolated to an actor or async, so a resolve checks where it runs.
    @usableFromInline static let needsIsolationCheck: UInt8 = 1 << 0
    /// Fixed at registration: the entry has `onResolved` blocks.
    @usableFromInline static let hasCompletionBlocks: UInt8 = 1 << 1
    /// Set at registration, cleared once the runtime was asked whether the service type implements ``Resolvable``
    /// (see `Entry.learnResolvable()`).
    @usableFromInline static let needsResolvableCheck: UInt8 = 1 << 2
    /// Learnt: the service type implements ``Resolvable``.
    @usableFromInline static let resolvable: UInt8 = 1 << 3
    /// Set at registration. Cleared by `Entry.bind(in:validated:)` only when `bootstrap()` validated the graph,
    /// every parameter was bound in the frozen plan and ``proofWithdrawn`` is clear: then a parameter edge into the
    /// entry needs no cycle check (see `ParameterBindings.swift`). Set again by `Entry.unbind()`.
    @usableFromInline static let checksCycles: UInt8 = 1 << 4
    /// Fixed at registration: the scope keeps or shares its instance (`scope != .unique`). Read as the scope test by
    /// the tests of the whole byte (`Unmanaged<Entry>.resolveParameter(_:root:)`,
    /// `Entry.makeInstance(arguments:root:into:)`); past them, the scope itself says what to keep.
    @usableFromInline static let reusesInstance: UInt8 = 1 << 5
    /// Set when the plan that proved the entry is withdrawn (`remove`, `reset`): the entry is never proven again.
    /// Each entry is then proven by one plan at most, so a resolve that runs while the plans change under it (a
    /// factory that re-registers and bootstraps again) cannot pass into the same entry unchecked on every lap,
    /// each time under a proof from another plan, around a cycle no single plan has.
    @usableFromInline static let proofWithdrawn: UInt8 = 1 << 6
    /// Fixed at registration: a kept instance of an opened scope (``ScopedInstance``), guarded by its cell's phase
    /// word, so that closing the scope can take it out while resolves run. Slow paths only: such an entry also has
    /// ``reusesInstance``, so no test of the whole byte that reads or keeps an instance passes it by; the one that
    /// constructs it (`Entry.construct`) does, its caller keeping what it makes.
    @usableFromInline static let keptInScope: UInt8 = 1 << 7
    /// The bits that only say whether the edge into a proven parameter may skip the cycle check: a resolve that
    /// checks anyway ignores them, so a `unique` entry with no other bit set is made with no more work.
    @usableFromInline static let cycleCheckBits: UInt8 = checksCycles | proofWithdrawn
}
