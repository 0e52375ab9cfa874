public import DISync

/// The entries an auto-wired initializer's parameters resolve to, found once per plan (the one `bootstrap()`
/// freezes, or a provisional one), so that a resolve reads each parameter's entry with one load instead of
/// probing the plan for it.
///
/// A plan never changes, so neither do the entries its keys lead to: a binding is exactly what the probe would
/// find while the plan is published. Whatever withdraws the plan (a registration, for a provisional one; `remove`
/// or `reset`) withdraws the bindings with it, under the container's mutex (`ContainerState.unbindParameters()`);
/// a resolve that read them just before sees the registrations as they were, as with the plan itself, and both
/// stay allocated until the container goes. Only untagged graphs use them: in a tagged one, a parameter is
/// looked up under the tag first.
///
/// Bootstrap also proves, for each auto-wired entry, whether a resolve must look for it among the frames under
/// way (``EntryState/checksCycles``). Validation rejects every cycle of the graph's construction edges. An entry
/// whose parameters are all plain and all bound, itself validated, only ever makes its bound parameters in an
/// untagged graph: its edges are validated edges. A cycle made of such entries alone would have been rejected,
/// so every cycle a resolve can close passes through some entry that still checks (a factory closure, which may
/// resolve anything; a `Lazy` or `Provider` parameter; an entry registered while bootstrap ran), and is reported
/// there, on the same lap or the next.
@usableFromInline
enum ParameterBindings {
    /// Null entries for up to eight parameters: the bindings of an entry that has none (not bootstrapped yet,
    /// or not auto-wired), in static words that are never written, so a read needs no test of the address.
    @inlinable
    static var none: UnsafePointer<Unmanaged<Entry>?> {
        UnsafeRawPointer(AtomicWord.statically(.nullWords).address).assumingMemoryBound(to: Unmanaged<Entry>?.self)
    }

    /// How many parameters ``none`` has room for; the fixed-arity overloads take six at most.
    static let noneCount = 8
}

extension Entry {
    /// ``bindings``, reached from the object's address (see ``stateByte``).
    @inlinable
    final var bindingsWord: AtomicWord {
        let address = Unmanaged.passUnretained(self).toOpaque() + Self.bindingsOffset
        return AtomicWord(at: address.assumingMemoryBound(to: UInt.self))
    }

    /// The entries this entry's parameters resolve to in an untagged graph, one per parameter, null where a
    /// parameter is looked up the general way. The acquiring load pairs with the releasing store that published
    /// them.
    @inlinable @inline(__always)
    final var boundParameters: UnsafePointer<Unmanaged<Entry>?> {
        UnsafePointer(bitPattern: bindingsWord.load(ordering: .acquiring)).unsafelyUnwrapped
    }

    /// Binds the entry's parameters in `plan`, the container's new plan, and clears ``EntryState/checksCycles``
    /// when that proves no cycle needs this entry to check (see ``ParameterBindings``).
    ///
    /// - Parameter validated: whether the entry is one bootstrap's validation saw (a registration racing with
    ///   bootstrap may add one it did not); never for a provisional plan.
    func bind(in plan: ResolutionPlan, validated: Bool) {
        guard let slots = autowiredParameters else { return }
        var everyOneBound = true
        if !slots.isEmpty {
            let block = UnsafeMutablePointer<Unmanaged<Entry>?>.allocate(capacity: slots.count)
            for (position, slot) in slots.enumerated() {
                let entry = slot.kind == .direct ? plan.ownServiceEntry(untagged: ObjectIdentifier(slot.type)) : nil
                (block + position).initialize(to: entry)
                everyOneBound = everyOneBound && entry != nil
            }
            let none = UInt(bitPattern: ParameterBindings.none)
            let published = bindingsWord.compareExchange(expected: none, desired: UInt(bitPattern: block)).exchanged
            if !published { block.deallocate() }
        }
        if validated && everyOneBound { stateByte.clearBitsRelaxed(EntryState.checksCycles) }
    }

    /// Withdraws what ``bind(in:validated:)`` did, when the plan it bound to is withdrawn:
    /// the entry checks for cycles again, and its parameters are probed for. Returns the bindings, which a
    /// resolve under way may still be reading: the container frees them when it goes.
    func unbind() -> UnsafeMutableRawPointer? {
        stateByte.setBitsRelaxed(EntryState.checksCycles)
        let none = UInt(bitPattern: ParameterBindings.none)
        let bound = bindingsWord.load(ordering: .acquiring)
        guard bound != none, bindingsWord.compareExchange(expected: bound, desired: none).exchanged else { return nil }
        return UnsafeMutableRawPointer(bitPattern: bound)
    }

    /// Frees the bindings ``bind(in:validated:)`` published, when the entry goes (bindings withdrawn before are
    /// the container's to free).
    func deallocateBindings() {
        if bindings != UInt(bitPattern: ParameterBindings.none) {
            UnsafeMutableRawPointer(bitPattern: bindings)?.deallocate()
        }
    }
}
