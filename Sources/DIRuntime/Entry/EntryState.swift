/// The bits of `Entry.state`: what a resolve must do beyond calling the factory. Once an entry's first instance
/// is made, only ``checksCycles`` and ``notUnique`` are usually left, so the resolve path tests the byte once and
/// reads the other bits only on its slow path; zero is a `unique` auto-wired entry bootstrap proved, made in place
/// as a parameter (`Unmanaged<Entry>.resolveParameter(_:root:)`).
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
    /// Set at registration, cleared by `bootstrap()` for an entry that needs no cycle check when made as a
    /// parameter (see `ParameterBindings.swift`), set again when its plan is withdrawn.
    @usableFromInline static let checksCycles: UInt8 = 1 << 4
    /// Fixed at registration: the scope is not `unique`, so the instance may be kept. Always `scope != .unique`:
    /// the tests of the whole byte read it as the scope test (`Unmanaged<Entry>.resolveParameter(_:root:)`,
    /// `Entry.resolveNotKept(arguments:root:into:)`); past them, the scope itself says what to keep.
    @usableFromInline static let notUnique: UInt8 = 1 << 5
    /// Set when the plan that proved the entry is withdrawn (`remove`, `reset`): the entry is never proven again.
    /// Each entry is then proven by one plan at most, so a resolve that runs while the plans change under it (a
    /// factory that re-registers and bootstraps again) cannot pass into the same entry unchecked on every lap,
    /// each time under a proof from another plan, around a cycle no single plan has.
    @usableFromInline static let proofWithdrawn: UInt8 = 1 << 6
    /// The bits that only say whether the edge into a proven parameter may skip the cycle check: a resolve that
    /// checks anyway ignores them, so a `unique` entry with no other bit set is made with no more work.
    @usableFromInline static let cycleCheckBits: UInt8 = checksCycles | proofWithdrawn
}
