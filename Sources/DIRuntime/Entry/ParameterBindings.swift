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
/// Bootstrap also proves which entries need no cycle check when they are made *as a parameter* of an untagged
/// graph, or as an element of a collection (``EntryState/checksCycles`` cleared): those whose parameters are all
/// plain and all bound, seen by bootstrap's validation, and a collection's factory elements, whose steps out are
/// all `resolve()` calls. Every other way into a resolve checks: the outermost resolve, a factory's `resolve()`, a `Lazy`
/// or `Provider`, an initializer's own call into the container, a tagged graph, a collection's own entry, an
/// entry that is not proven. The argument: take a cycle a resolve closes in which nothing checked. Each step was
/// then a parameter (or element) made into a proven entry, so each entry on it is proven, and each step is a
/// parameter of a proven entry, made from its binding: an edge validation saw, between entries it saw (a
/// factory element's steps out are `resolve()` calls, which check, so no such cycle passes through one). A
/// factory that is no element stays unproven, so a cycle through it is reported on its first lap. Validation rejects every cycle
/// of such edges, so there is no such cycle, and a cycle is reported where some step into it checks, on its first
/// lap or its second (the resolution path then shows some of its steps twice). That holds while one plan lasts;
/// an entry whose proving plan is withdrawn is never proven again (``EntryState/proofWithdrawn``), so a resolve
/// under way while plans change (a factory that re-registers and bootstraps) checks each entry it enters again.
@usableFromInline
enum ParameterBindings {
    /// Null entries for up to eight parameters: the bindings of an entry that has none (not bootstrapped yet,
    /// or not auto-wired), in static words that are never written, so a read needs no test of the address.
    @inlinable
    static var none: UnsafePointer<Unmanaged<Entry>?> {
        UnsafeRawPointer(UnsafeAtomicWord.statically(.nullWords).address).assumingMemoryBound(to: Unmanaged<Entry>?.self)
    }
}

extension Entry {
    /// The entries this entry's parameters resolve to in an untagged graph, one per parameter, null where a
    /// parameter is looked up the general way. The acquiring load pairs with the releasing store that published
    /// them. The word is never zero (``ParameterBindings/none`` before a plan binds anything).
    @inlinable @inline(__always)
    final var boundParameters: UnsafePointer<Unmanaged<Entry>?> {
        UnsafeAtomicWord.address(bindingsWord.load(ordering: .acquiring))
            .assumingMemoryBound(to: Unmanaged<Entry>?.self)
    }

    /// Binds the entry's parameters in `plan`, the container's new plan, and clears ``EntryState/checksCycles``
    /// when that proves no cycle needs this entry to check (see ``ParameterBindings``).
    ///
    /// - Parameters:
    ///   - validated: whether the entry is one bootstrap's validation saw (a registration racing with bootstrap
    ///     may add one it did not); never for a provisional plan.
    ///   - isElement: whether the entry is a contribution, reached only from its collection's entry.
    func bind(in plan: ResolutionPlan, validated: Bool, isElement: Bool = false) {
        guard let slots = autowiredParameters ?? (isElement ? [] : nil) else { return }
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
        let wasWithdrawn = stateByte.loadRelaxed() & EntryState.proofWithdrawn != 0
        if validated && everyOneBound && !wasWithdrawn { stateByte.clearBitsRelaxed(EntryState.checksCycles) }
    }

    /// Withdraws what ``bind(in:validated:)`` did, when the plan it bound to is withdrawn:
    /// the entry checks for cycles again, and its parameters are probed for. Returns the bindings, which a
    /// resolve under way may still be reading: the container frees them when it goes.
    func unbind() -> UnsafeMutableRawPointer? {
        let wasProven = stateByte.loadRelaxed() & EntryState.checksCycles == 0
        stateByte.setBitsRelaxed(EntryState.checksCycles | (wasProven ? EntryState.proofWithdrawn : 0))
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
