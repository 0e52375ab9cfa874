import DIGraph
import DISync

/// What an opened scope leaves when it goes after its close: its registrations, frozen into their plan, and its
/// container's storage. The next open of the scope takes them, points the entries at itself and binds its
/// externals, instead of running the declaration, freezing a plan and binding parameters again: an open then costs
/// a container object, not the scope's registrations.
///
/// Only an open nothing can reach any more is taken back (in its container's `deinit`: every resolve runs through a
/// container its caller holds), closed (every instance was taken out of its cell), and as it was opened: no `remove`
/// or `reset` since, no scope declared in it, no collaborator, no observer, no instance registered by the
/// declaration (it would be the same object in every session; externals are bound anew). Reused only while the
/// ancestors have registered nothing since it was frozen, since their keys are in its plan.
final class RecycledScope: @unchecked Sendable {
    // @unchecked: immutable but for `bindingBuffer`; held by one of its scope's spare words (``RecycledSpares``),
    // taken out by compare-and-swap, or by the one open using it, which alone touches the buffer.
    let storage: ContainerStorage
    /// The buffer the last open's values were bound from, emptied, for the next open's ``ScopeBinder``: binding
    /// then allocates nothing.
    /// Unchecked: one thread at a time uses it (the open holding the value), so the runtime's exclusivity checks
    /// would only cost.
    @exclusivity(unchecked) private var bindingBuffer: [BoundValue] = []
    /// Every entry of the registrations, contributions included, to point at the next open.
    let entries: [Entry]
    /// The entries of the externals, with their keys, for the next open's values (a scope has few), and whether
    /// each one's type is a class (its value one strong reference, released without its type's metadata).
    let externals: [(key: RuntimeKey, entry: Entry, isObject: Bool)]
    let plan: ResolutionPlan
    /// ``ContainerLifecycle/frozenAncestorsVersion`` of the open that froze the plan.
    let ancestorsVersion: Int

    private init(
        storage: ContainerStorage, entries: [Entry], externals: [(key: RuntimeKey, entry: Entry, isObject: Bool)],
        plan: ResolutionPlan, ancestorsVersion: Int
    ) {
        self.storage = storage
        self.entries = entries
        self.externals = externals
        self.plan = plan
        self.ancestorsVersion = ancestorsVersion
    }

    /// What `container`, an open of a scope whose externals are `externals`, leaves, with the externals' values
    /// released; `nil` when it cannot serve another open. An open that was itself recycled leaves what it
    /// was given (``Container/recycledFrom``).
    static func leftBy(_ container: Container, externals declared: [ScopeExternal]) -> RecycledScope? {
        guard container.keepsStorage.load(ordering: .acquiring) == 0 else { return nil }
        let recycled = container.state.withLock { state -> RecycledScope? in
            // The plan tested, not bound: a binding retains and releases it, and a recycled open needs it not.
            guard case .closed = state.lifecycle.refusal, state.plan != nil,
                  let ancestorsVersion = state.lifecycle.frozenAncestorsVersion,
                  state.lifecycle.declaredScopes.isEmpty, state.provisionalPlans.isEmpty, state.retiredPlans.isEmpty
            else { return nil }
            state.lifecycle.refusal = nil
            // Emptied only when not empty: each assignment releases the array it replaces, empty or not.
            if !state.lifecycle.openScopes.isEmpty {
                state.lifecycle.openScopes = []
                container.openScopeCount.store(0, ordering: .relaxed)
            }
            if !state.lifecycle.madeInOrder.isEmpty { state.lifecycle.madeInOrder = [] }
            if let given = container.recycledFrom { return given }
            guard let plan = state.plan else { return nil }
            // A frozen plan lists every entry, contributions included; none was refused, or it would not be frozen.
            var externals: [(key: RuntimeKey, entry: Entry, isObject: Bool)] = []
            for entry in plan.entries where entry.configuration.source == .instance {
                guard declared.contains(where: { $0.key == entry.key }) else { return nil }
                externals.append((entry.key, entry, entry.serviceType is AnyObject.Type))
            }
            container.keptOrderList.store(KeptOrderList.address(for: plan.entries), ordering: .relaxed)
            return RecycledScope(
                storage: container.storage, entries: plan.entries, externals: externals, plan: plan,
                ancestorsVersion: ancestorsVersion)
        }
        guard let recycled else { return nil }
        // The externals' values go now (nothing of a session outlives it); the kept instances' cells, closed, are
        // opened again by the next open as it points them at itself (`hand(to:binding:)`).
        recycled.externals.withUnsafeBufferPointer { externals in
            for index in externals.indices {
                externals[index].entry.releaseExternal(isObject: externals[index].isObject)
            }
        }
        container.keptCount.store(0, ordering: .relaxed)
        container.scopedMakes.store(0, ordering: .relaxed)
        return recycled
    }

    /// The entry of the external `value` is bound to.
    private func external(of value: UnsafePointer<BoundValue>) -> Entry? {
        // Through the buffer: `first(where:)` copies each element (key and entry) out of the array to test it.
        externals.withUnsafeBufferPointer { externals in
            for index in externals.indices where externals[index].key == value.pointee.key {
                return externals[index].entry
            }
            return nil
        }
    }

    /// Gives the registrations to `container`, a new open of the scope, with `binder`'s values for the externals,
    /// and publishes the plan; `false` (nothing changed) when an external has no entry to take its value.
    func hand(to container: Container, binding binder: inout ScopeBinder) -> Bool {
        // Each bound value read in place, through its address: one read through the buffer's subscript, or the
        // array's, is copied whole (its key, its object, its closure retained and released).
        let handed = binder.values.withUnsafeBufferPointer { values -> Bool in
            // The base address is not `nil` where an index is.
            for index in values.indices where external(of: values.baseAddress.unsafelyUnwrapped + index) == nil {
                return false
            }
            entries.forEachUnretained { entry in
                entry.rebind(to: container)
                if entry.isKeptInScope { entry.reopenScopedCell() }
            }
            for index in values.indices {
                let value = values.baseAddress.unsafelyUnwrapped + index
                BoundValue.bind(value, container, external(of: value))
            }
            return true
        }
        guard handed else { return false }
        // Swapped, not assigned: no reference count of either buffer changes.
        swap(&bindingBuffer, &binder.values)
        // Unique now: the values go, the buffer stays (one by one: `removeAll(keepingCapacity:)` is a general
        // replacement of a range, and an open binds one or two).
        while !bindingBuffer.isEmpty { bindingBuffer.removeLast() }
        container.planAddress.store(UInt(bitPattern: Unmanaged.passUnretained(plan).toOpaque()), ordering: .releasing)
        return true
    }

    /// The emptied buffer of the last open's values, taken by the open this serves.
    func takeBindingBuffer() -> [BoundValue] {
        var buffer: [BoundValue] = []
        swap(&buffer, &bindingBuffer)
        return buffer
    }
}

extension Entry {
    /// A kept instance's cell, closed by the last open's close (which took the instance out), open again for the
    /// next. Without the cell's lock: the open is not published yet (its plan's address is stored after,
    /// releasing), and the last one is gone, so no other thread can reach the entry.
    func reopenScopedCell() {
        scopedPhase.store(ScopedPhase.untouched, ordering: .relaxed)
    }

    /// A bound external's value released, when the open that bound it is gone: nothing can reach the entry. An
    /// object's cell holds one strong reference, laid out as `AnyObject` is, released as one.
    func releaseExternal(isObject: Bool) {
        if isObject { kept.clear(AnyObject.self) } else { clearInstance(serviceType) }
    }

    private func clearInstance<Service>(_ type: Service.Type) {
        kept.clear(Service.self)
    }

    /// Binds an external's value to this entry, a bound external's whose value the last open released. Without
    /// the cell's lock: the open is not published yet (its plan's address is stored after, releasing).
    func bindExternal<Value>(_ value: Value) {
        kept.publish(value)
    }

    /// ``bindExternal(_:)`` of an object: an external whose type is a class, whose cell holds one strong reference,
    /// laid out as `AnyObject` is.
    func bindExternalObject(_ object: AnyObject) {
        kept.publish(object)
    }
}
