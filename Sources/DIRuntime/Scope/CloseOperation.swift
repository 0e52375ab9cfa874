import DIGraph

/// One close of one container, in the steps both `close()`s take: refuse resolves, take the kept instances, run
/// their actions newest first, release them, and report what failed and what is still alive.
struct CloseOperation {
    let container: Container
    let site: RegistrationSite
    /// The scopes opened from this container and not closed, newest first: closed before it.
    let openScopes: [Container]
    /// Each entry's actions, by the identity of the entry that holds the instance now.
    private let actions: [ObjectIdentifier: [RuntimeCloseAction]]
    /// The entries of the container: those an opened scope keeps instances of are closed, made or not.
    private let entries: [Entry]
    /// The instances to close, newest first, with their actions; filled by ``takeInstances()``.
    private(set) var work: [ClosingInstance] = []
    /// What the close found wrong: failed actions, and with them the children's reports.
    var diagnostics: [Diagnostic] = []
    /// Instances released that something else still held, watched to the end of the close.
    private var held: [(entry: Entry, object: WeakReference)] = []

    /// How a close goes on once ``begin(_:at:)`` refused resolves.
    enum Begun {
        /// The container was closed before: a second close does nothing.
        case closedBefore
        /// An opened scope without close actions or open scopes (nearly every session): its instances need no
        /// operation's lists, only ``closeWithoutActions(_:_:at:)``.
        case withoutActions([Entry])
        case operation(CloseOperation)
    }

    /// Refuses resolves from now on, and says how the close goes on.
    static func begin(_ container: Container, at site: RegistrationSite) -> Begun {
        let isOpenedScope = container.role == .openedScope
        return container.state.withLock { state -> Begun in
            if state.lifecycle.refusal != nil { return .closedBefore }
            refuseResolves(container, &state, at: site)
            // Each list read where it is used: a copy taken up front is retained and released on every close.
            if isOpenedScope, state.lifecycle.closeActions.isEmpty, state.lifecycle.openScopes.isEmpty {
                return .withoutActions(state.plan?.entries ?? state.unorderedEntries)
            }
            let actions = state.lifecycle.closeActions
            let open = state.lifecycle.openScopes
            return .operation(CloseOperation(
                container: container, site: site,
                openScopes: open.isEmpty ? [] : open.compactMap(\.container).reversed(),
                actions: actions.isEmpty ? [:] : Dictionary(grouping: actions) { ObjectIdentifier(state.current(of: $0.entry)) },
                entries: state.plan?.entries ?? state.unorderedEntries))
        }
    }

    /// The first step of every close: resolves refused, and the plan withdrawn so that they reach the refusal.
    private static func refuseResolves(_ container: Container, _ state: inout ContainerState, at site: RegistrationSite) {
        state.lifecycle.refusal = .closed(site)
        container.planAddress.store(0, ordering: .releasing)
    }

    /// The close of a recycled open without close actions or open scopes (nearly every session), through its
    /// ``KeptOrderList``, in one step: `nil`, with nothing done, for any other container, or when a make is under
    /// way (its place may not be listed yet); ``begin(_:at:)`` then decides. The list names entries of the plan the
    /// scope opened with: not after a `remove` or `reset`.
    static func closeListed(_ container: Container, at site: RegistrationSite) -> Result<[Diagnostic], ScopeError>? {
        // Only a recycled open's storage has a list.
        guard let list = KeptOrderList(address: container.keptOrderList.load(ordering: .relaxed)) else { return nil }
        let isListed = container.state.withLock { state -> Bool in
            guard state.lifecycle.refusal == nil, state.lifecycle.closeActions.isEmpty, state.lifecycle.openScopes.isEmpty,
                  state.retiredPlans.isEmpty, state.provisionalPlans.isEmpty, container.refuseMakesNoneUnderWay()
            else { return false }
            // Under the mutex with the refusal of makes: a make refused reads the refusal under it, for its error.
            refuseResolves(container, &state, at: site)
            return true
        }
        guard isListed else { return nil }
        // Final: no make takes a place once makes are refused, and none was under way.
        let count = container.keptCount.load(ordering: .relaxed)
        guard count <= list.capacity else {
            // Never, as each cell takes one place at most; visiting every cell is right whatever the count.
            return closeWithoutActions(container, container.state.withLock { $0.plan?.entries ?? $0.unorderedEntries }, at: site)
        }
        var held: [(entry: Entry, object: WeakReference)]?
        var place = count
        while place > 0 {
            // Not retained: the plan holds it.
            list.entry(at: place)._withUnsafeGuaranteedRef { entry in
                guard var object = entry.closeScopedReference(), !isKnownUniquelyReferenced(&object) else { return }
                if held == nil { held = [] }
                held?.append((entry, WeakReference(object)))
            }
            place -= 1
        }
        guard let held else {
            container.leaveParent()
            return .success([])
        }
        return finishWithoutActions(container, [], work: [], held: held, at: site)
    }

    /// The close of an opened scope ``begin(_:at:)`` found without actions or open scopes: each instance taken and
    /// released, newest first, and the scope gone from its parent. An operation is made only for what needs its
    /// lists: an instance that is not one strong reference, or one something else still holds.
    static func closeWithoutActions(
        _ container: Container, _ entries: [Entry], at site: RegistrationSite
    ) -> Result<[Diagnostic], ScopeError> {
        var work: [ClosingInstance] = []
        var held: [(entry: Entry, object: WeakReference)] = []
        takeAndReleaseReferences(entries, work: &work, held: &held)
        if work.isEmpty, held.isEmpty {
            container.leaveParent()
            return .success([])
        }
        return finishWithoutActions(container, entries, work: consume work, held: consume held, at: site)
    }

    /// The end of a close without actions that took an instance that is not one strong reference, or released one
    /// something else still holds: ordered and reported by an operation.
    private static func finishWithoutActions(
        _ container: Container, _ entries: [Entry], work: consuming [ClosingInstance],
        held: consuming [(entry: Entry, object: WeakReference)], at site: RegistrationSite
    ) -> Result<[Diagnostic], ScopeError> {
        var operation = CloseOperation(container: container, site: site, openScopes: [], actions: [:], entries: entries)
        // Moved, not copied: a copy of the list would hold each instance once more, and every one would be
        // reported as outliving the close.
        operation.work = consume work
        operation.held = consume held
        operation.orderNewestFirst()
        do { return .success(try operation.finish()) } catch { return .failure(error) }
    }

    /// An `async` action this close or its open scopes' closes would run, which a synchronous close cannot: `nil`
    /// when there is none.
    @inline(__always)
    static func needsAwait(_ container: Container) -> RuntimeCloseAction? {
        // Nothing to ask under the lock without a close action or an open scope (nearly every session): told
        // where the close is called, without the call and the optional action it returns.
        if container.recordsKeptInstances.load(ordering: .acquiring) == 0,
           container.openScopeCount.load(ordering: .acquiring) == 0 {
            return nil
        }
        return asyncAction(container)
    }

    /// ``needsAwait(_:)`` of a container with a close action or an open scope.
    private static func asyncAction(_ container: Container) -> RuntimeCloseAction? {
        let (own, open) = container.state.withLock { state -> (RuntimeCloseAction?, [Container]) in
            if let action = state.lifecycle.closeActions.first(where: \.isAsync) { return (action, []) }
            return (nil, state.lifecycle.openScopes.isEmpty ? [] : state.lifecycle.openScopes.compactMap(\.container))
        }
        return own ?? open.lazy.compactMap(needsAwait).first
    }

    /// Takes every kept instance out of its cell (an opened scope's cells are closed for good, made or not), then
    /// orders them newest first: by the place each took when it was made (an opened scope's), or by the list an
    /// ordinary container with close actions keeps.
    mutating func takeInstances() {
        let entries = self.entries
        let actions = self.actions
        if actions.isEmpty, container.role == .openedScope {
            Self.takeAndReleaseReferences(entries, work: &work, held: &held)
        } else {
            work.reserveCapacity(entries.count)
            for entry in entries where entry.isKeptInScope {
                entry.takeScopedForClose(actions: actions[ObjectIdentifier(entry)] ?? [], into: &work)
            }
        }
        orderNewestFirst()
        guard container.recordsKeptInstances.load(ordering: .acquiring) != 0 else { return }
        let made = container.state.withLock { state in
            defer { state.lifecycle.madeInOrder = [] }
            return state.lifecycle.madeInOrder
        }
        for entry in made.reversed() {
            guard let instance = entry.keptForClose() else { continue }
            work.append(ClosingInstance(entry, order: 0, reference: nil, value: instance, actions: actions[ObjectIdentifier(entry)] ?? []))
        }
    }

    /// The close of an opened scope without actions, for the instances of one strong reference (nearly all): each
    /// taken into the slot of its place and released from there, newest first, without a list to build and sort.
    /// Any other instance, or a place beyond the slots (a weak singleton made anew), goes to ``work``, and then
    /// every slot too, to be ordered with it.
    private static func takeAndReleaseReferences(
        _ entries: [Entry], work: inout [ClosingInstance], held: inout [(entry: Entry, object: WeakReference)]
    ) {
        let count = entries.count
        // A slot is the address of the entry (held by `entries`) whose instance took that place, 0 when none did.
        withUnsafeTemporaryAllocation(of: UInt.self, capacity: count) { slots in
            slots.initialize(repeating: 0)
            entries.forEachUnretained { entry in
                guard entry.isKeptInScope, let order = entry.closeScopedCellOfReference(into: &work) else { return }
                let index = Int(order) - 1
                if index >= 0, index < count, slots[index] == 0 {
                    slots[index] = UInt(bitPattern: Unmanaged.passUnretained(entry).toOpaque())
                } else if let object = entry.takeClosedReference() {
                    work.append(ClosingInstance(entry, order: order, reference: object, value: (), actions: []))
                }
            }
            var index = count
            while index > 0 {
                index -= 1
                guard let address = UnsafeRawPointer(bitPattern: slots[index]) else { continue }
                // Not retained: `entries` holds it.
                Unmanaged<Entry>.fromOpaque(address)._withUnsafeGuaranteedRef { entry in
                    guard var object = entry.takeClosedReference() else { return }
                    if !work.isEmpty {
                        // Ordered with the others, newest first, before any is released.
                        work.append(ClosingInstance(entry, order: UInt(index + 1), reference: object, value: (), actions: []))
                    } else if !isKnownUniquelyReferenced(&object) {
                        held.append((entry, WeakReference(object)))
                    }
                }
            }
        }
    }

    /// Puts the instances taken newest first. Every cell closed, the places taken are final; when they are exactly
    /// 1 through the number taken (no weak singleton was made anew), each goes straight to its index.
    private mutating func orderNewestFirst() {
        let count = work.count
        guard count > 1 else { return }
        let isPermutation = container.keptCount.load(ordering: .relaxed) == UInt(count)
            && work.withUnsafeBufferPointer { taken in
                taken.indices.allSatisfy { taken[$0].order >= 1 && taken[$0].order <= UInt(count) }
            }
        guard isPermutation else { return work.sort { $0.order > $1.order } }
        // Places are distinct (each came from one atomic increment): each instance moves once, to its index.
        work.withUnsafeMutableBufferPointer { taken in
            guard let base = taken.baseAddress else { return }
            withUnsafeTemporaryAllocation(of: ClosingInstance.self, capacity: count) { ordered in
                guard let target = ordered.baseAddress else { return }
                for index in 0..<count {
                    (target + (count - Int(base[index].order))).moveInitialize(from: base + index, count: 1)
                }
                base.moveInitialize(from: target, count: count)
            }
        }
    }

    /// Whether an instance taken has an action to run.
    var hasActions: Bool { !actions.isEmpty }

    /// Records that `action` threw `error`.
    mutating func failed(_ action: RuntimeCloseAction, of entry: Entry, with error: any Error) {
        let kind = container.role == .ordinary ? "container" : "scope"
        diagnostics.append(Diagnostic(
            .error, .closeActionFailed,
            "the close action of '\(entry.serviceKey)' in \(kind) '\(container.name)' threw: \(error)",
            at: action.site.location,
            notes: [.init("registered here", at: entry.configuration.site.location)]))
    }

    /// Releases the instances, newest first, and reports those still alive; throws when an action failed.
    ///
    /// An instance the close holds the only reference to goes when it is released; releasing the newest first
    /// lets each release the older ones it holds before they are asked. Only one something else still holds is
    /// watched through a weak reference, to the end: an older instance may be what holds it.
    mutating func finish() throws(ScopeError) -> [Diagnostic] {
        let reports = container.role == .openedScope && !work.isEmpty
        // Through the buffer: an element read through the array's subscript is copied whole. Not for an empty
        // list: asking for its buffer to change makes the empty array a buffer of its own.
        if reports { work.withUnsafeMutableBufferPointer { taken in
            for index in taken.indices {
                if var object = taken[index].reference {
                    taken[index].reference = nil  // `object` alone holds what the close took
                    if !isKnownUniquelyReferenced(&object) { held.append((taken[index].entry, WeakReference(object))) }
                } else if type(of: taken[index].value) is AnyClass {
                    held.append((taken[index].entry, WeakReference(taken[index].value as AnyObject)))
                }
            }
        } }
        work = []
        let warnings = held.filter { $0.object.object != nil }.map { entry, _ in
            Diagnostic(
                .warning, .instanceOutlivedScope,
                "'\(entry.serviceKey)' is still alive after scope '\(container.name)' closed and released it: something "
                    + "else holds it",
                at: entry.configuration.site.location,
                suggestions: [.init("find what holds it (a longer-lived object, a task, a closure); what outlives a "
                    + "scope must not keep the scope's instances")])
        }
        container.leaveParent()
        let all = held.isEmpty && diagnostics.isEmpty ? [] : (diagnostics + warnings).sorted()
        if all.contains(where: { $0.severity == .error }) { throw ScopeError(all) }
        return all
    }
}

/// An object held without keeping it alive, to tell afterwards whether something else did.
struct WeakReference {
    weak var object: AnyObject?

    init(_ object: AnyObject) {
        self.object = object
    }
}
