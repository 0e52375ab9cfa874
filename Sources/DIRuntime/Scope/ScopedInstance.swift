import DIGraph
import DISync

/// A kept instance of an opened scope, in the room of its entry's ``Entry/kept`` cell, whose flag is never set: the
/// lock-free read other singletons get would let a resolve copy the instance while `close()` releases it. Its
/// ``phase`` says who may touch it: under the cell's lock while a resolve has entered it; without the lock once a
/// strong reference is published, by readers the phase counts, so the close waits them out before it takes the
/// instance. A resolve either gets the instance before the close takes it, or finds the cell closed and throws
/// `scopeClosed`.
///
/// Not generic: a generic value's layout is looked up in its metadata on every access. A service that is one
/// strong reference (nearly every one) is kept as that reference, which the erased resolve path copies in and out
/// without knowing its type (``Entry/resolveScopedReference(arguments:root:into:)``); any other is kept as `Any`.
struct ScopedInstance {
    /// Whether the instance is kept in ``reference``: a strong singleton whose service is one strong reference,
    /// known when the cell is made. First, so that ``phase`` is not: ThreadSanitizer records an `inout` access to
    /// the whole instance (under the lock) at its first byte, which would then be the phase word that readers
    /// load without the lock meanwhile.
    let isReference: Bool
    /// Whether a resolve has entered the cell (to make or read its instance under the lock), published its
    /// reference (read without the lock), or the close closed it: read and written only as an atomic word, through
    /// ``Entry/scopedPhase`` (``ScopedPhase``). The close closes an untouched or published cell by
    /// compare-and-swap, without the lock; an entered one under the lock.
    private(set) var phase: UInt = ScopedPhase.untouched
    /// A service of one strong reference: its instance.
    var reference: AnyObject?
    /// Any other service's instance (`nil` before it is made, and after the close took it).
    var value: Any?
    /// A weak singleton's instance.
    weak var object: AnyObject?
    /// When the instance was made, in the order of the scope's ``Container/keptOrder(recording:)``: the close runs the
    /// actions of the newest first. A weak singleton made anew takes a new place.
    var order: UInt = 0
    init(isReference: Bool) {
        self.isReference = isReference
    }

    /// Keeps `value`, made just now, at place `order`.
    mutating func keep<Service>(_ value: Service, order: UInt, weakly: Bool) {
        self.order = order
        if isReference {
            reference = unsafeBitCast(value, to: AnyObject.self)
        } else if weakly {
            object = value as AnyObject
        } else {
            self.value = value
        }
    }

    /// The instance kept, if there is one.
    func instance<Service>(as type: Service.Type) -> Service? {
        if isReference { return reference.map { unsafeBitCast($0, to: Service.self) } }
        if let value { return value as? Service }
        return object as? Service
    }

    /// Closes the cell for good and moves the instance out into `work`, for `entry`'s close with `actions`.
    mutating func takeForClose(of entry: Entry, actions: [RuntimeCloseAction], into work: inout [ClosingInstance]) {
        if let reference {
            self.reference = nil
            work.append(ClosingInstance(entry, order: order, reference: reference, value: (), actions: actions))
        } else if let value {
            self.value = nil
            work.append(ClosingInstance(entry, order: order, reference: nil, value: value, actions: actions))
        } else if let object {
            self.object = nil
            work.append(ClosingInstance(entry, order: order, reference: nil, value: object, actions: actions))
        }
    }
}

/// The phases of a ``ScopedInstance``: untouched until a resolve enters it, entered while resolves make or read it
/// under the lock, published once its strong reference may be read without the lock, closed by the close.
enum ScopedPhase {
    static let untouched: UInt = 0
    static let entered: UInt = 1
    static let closed: UInt = 2
    /// Published, with no reader copying the reference out; each reader adds ``reader`` while it does.
    static let published: UInt = 3
    static let reader: UInt = 4

    static func isPublished(_ phase: UInt) -> Bool { phase & 3 == published }
}

extension Entry {
    /// The phase word of the scoped instance (``ScopedInstance/phase``), as an atomic.
    final var scopedPhase: UnsafeAtomicWord {
        let offset = MemoryLayout<ScopedInstance>.offset(of: \ScopedInstance.phase) ?? 0
        let base = UnsafeMutableRawPointer(kept.value(ScopedInstance.self)) + offset
        return UnsafeAtomicWord(at: base.assumingMemoryBound(to: UInt.self))
    }

    /// The scoped instance's strong reference, on its own: an access to the whole instance would overlap the phase
    /// word, which other threads read and write atomically meanwhile.
    private var scopedReference: UnsafeMutablePointer<AnyObject?> {
        let offset = MemoryLayout<ScopedInstance>.offset(of: \ScopedInstance.reference) ?? 0
        let base = UnsafeMutableRawPointer(kept.value(ScopedInstance.self)) + offset
        return base.assumingMemoryBound(to: AnyObject?.self)
    }

    /// Whether the scoped instance is kept as one strong reference (``ScopedInstance/isReference``), fixed when the
    /// cell was made.
    final var isKeptAsReference: Bool { kept.value(ScopedInstance.self).pointee.isReference }

    /// The place of the scoped instance (``ScopedInstance/order``), on its own, for a close without the lock.
    private var scopedOrder: UnsafeMutablePointer<UInt> {
        let offset = MemoryLayout<ScopedInstance>.offset(of: \ScopedInstance.order) ?? 0
        let base = UnsafeMutableRawPointer(kept.value(ScopedInstance.self)) + offset
        return base.assumingMemoryBound(to: UInt.self)
    }

    /// Enters the scoped cell, under its lock, to make or hand out its instance: `false` once the scope closed it.
    /// A published cell goes back to entered once its lock-free readers are out, so the caller may touch the
    /// instance. The compare-and-swaps decide between this and a close that closes the cell without the lock.
    @inline(__always)
    final func enterScopedCell() -> Bool {
        let phase = scopedPhase
        // The first make's case, at once.
        if phase.compareExchange(expected: ScopedPhase.untouched, desired: ScopedPhase.entered).exchanged { return true }
        while true {
            let seen = phase.load(ordering: .acquiring)
            switch seen {
            case ScopedPhase.entered: return true
            case ScopedPhase.closed: return false
            case ScopedPhase.untouched, ScopedPhase.published:
                if phase.compareExchange(expected: seen, desired: ScopedPhase.entered).exchanged { return true }
            default:
                LockPrimitive.yieldThread()  // readers copying the reference out: a few instructions each
            }
        }
    }

    /// Publishes the strong reference of an entered cell, under its lock, for ``readPublishedReference()``; a
    /// cell the close closed meanwhile stays closed (the close, waiting for the lock, takes the instance).
    @inline(__always)
    private func publishScopedReference() {
        _ = scopedPhase.compareExchange(expected: ScopedPhase.entered, desired: ScopedPhase.published)
    }

    /// The published strong reference, read without the lock, or `nil` when the cell is not published. Counted
    /// as a reader while it copies the reference, so a close cannot take and release it meanwhile.
    @inline(__always)
    final func readPublishedReference() -> AnyObject? {
        let phase = scopedPhase
        var seen = phase.load(ordering: .relaxed)
        while ScopedPhase.isPublished(seen) {
            let (counted, found) = phase.compareExchange(expected: seen, desired: seen &+ ScopedPhase.reader)
            if counted {
                let object = scopedReference.pointee
                phase.wrappingAdd(0 &- ScopedPhase.reader)
                return object
            }
            seen = found
        }
        return nil
    }

    /// Runs `body` on the scoped instance under the cell's lock; `reentered` when this thread holds it already.
    final func withScopedInstance<Result>(
        reentered: () throws -> Result, _ body: (inout ScopedInstance) throws -> Result
    ) rethrows -> Result {
        try kept.withLock(ScopedInstance.self, reentered: reentered) {
            try body(&kept.value(ScopedInstance.self).pointee)
        }
    }

    /// A kept instance of an opened scope whose service is one strong reference, from the erased resolve path:
    /// no type is opened, so nothing of it needs a type's metadata looked up. `false` when the instance is not
    /// kept as a reference (the generic ``resolveScoped(_:_:root:reentered:)`` keeps it). Its caller,
    /// `makeInstanceChecking`, has read a published instance already; one published since is read under the lock.
    @inline(__always)
    final func resolveScopedReference(
        arguments: UnsafeRawPointer, root: UnsafeMutablePointer<ResolutionRoot>, into output: UnsafeMutableRawPointer
    ) throws -> Bool {
        let instance = kept.value(ScopedInstance.self)
        // Fixed when the cell was made, before any other thread saw the entry.
        guard instance.pointee.isReference else { return false }
        try checkCycle(root)
        try kept.withLock(ScopedInstance.self, reentered: { throw ResolutionError.cycle(closingAt: self, root: root) }) {
            guard enterScopedCell() else { throw container.closedError(resolving: self) }
            if let made = instance.pointee.reference {
                output.initializeMemory(as: AnyObject.self, to: made)
            } else {
                // Unretained: the resolve's caller holds the container.
                try unmanagedContainer._withUnsafeGuaranteedRef { container in
                    try container.withScopedMake(of: self) {
                        try construct(arguments: arguments, root: root, keepInRoot: hasCompletions, into: output)
                        // Initialized, not assigned: the cell holds `nil`, which an assignment would release first.
                        scopedReference.initialize(to: output.load(as: AnyObject.self))
                        instance.pointee.order = container.keptOrder(recording: self)
                    }
                }
            }
            publishScopedReference()
        }
        return true
    }

    /// A kept instance of an opened scope: the one made, or a new one made under the lock; `scopeClosed` once the
    /// scope is closed, even for a resolve that found this entry before the close.
    final func resolveScoped<Service, Arguments>(
        _ type: Service.Type, _ arguments: Arguments, root: UnsafeMutablePointer<ResolutionRoot>,
        reentered: () throws -> Service
    ) throws -> Service {
        try withScopedInstance(reentered: reentered) { instance in
            guard enterScopedCell() else { throw container.closedError(resolving: self) }
            let isWeak = scope == .weakSingleton
            if let alive = instance.instance(as: Service.self) {
                if isWeak { root.pointee.store(alive, for: self) }
                return alive
            }
            let container = container
            return try container.withScopedMake(of: self) {
                let value = try constructTyped(Service.self, arguments, root: root, keepInRoot: isWeak || hasCompletions)
                instance.keep(value, order: container.keptOrder(recording: self), weakly: isWeak)
                return value
            }
        }
    }

    /// Closes an opened scope's cell for good and moves its instance into `work`, with its place in the order: a
    /// cell no resolve entered with a compare-and-swap, any other under its lock.
    final func takeScopedForClose(actions: [RuntimeCloseAction], into work: inout [ClosingInstance]) {
        closeScopedCell(untouched: ()) {
            guard let reference = takeClosedReference() else { return }
            work.append(ClosingInstance(self, order: scopedOrder.pointee, reference: reference, value: (), actions: actions))
        } locked: { instance in
            instance.takeForClose(of: self, actions: actions, into: &work)
        }
    }

    /// Closes an opened scope's cell for good and returns what it holds: an untouched cell has nothing
    /// (`untouched` is returned); a published one is closed once its lock-free readers are out, and `published`
    /// reads its reference without the lock (no resolve touches a closed cell); an entered one is read by `locked`
    /// under the lock, after the resolve that holds it. A close from a factory of this very cell (its thread holds
    /// the lock) leaves it, returning `untouched` too, and keeps the container's storage from another open.
    /// `likely` is the phase tried first.
    private func closeScopedCell<Result>(
        likely: UInt = ScopedPhase.untouched, untouched: Result, published: () -> Result,
        locked body: (inout ScopedInstance) -> Result
    ) -> Result {
        let phase = scopedPhase
        // The `likely` case at once: a cell no resolve entered, or one a make published.
        var (closed, seen) = phase.compareExchange(expected: likely, desired: ScopedPhase.closed)
        while !closed {
            if seen == ScopedPhase.closed { return untouched }
            if ScopedPhase.isPublished(seen), seen != ScopedPhase.published {
                LockPrimitive.yieldThread()  // readers copying the reference out: a few instructions each
                seen = phase.load(ordering: .relaxed)
                continue
            }
            (closed, seen) = phase.compareExchange(expected: seen, desired: ScopedPhase.closed)
        }
        // `seen` is the phase the cell was closed from.
        switch seen {
        case ScopedPhase.untouched: return untouched
        case ScopedPhase.published: return published()
        default:
            return withScopedInstance(reentered: {
                keepStorageFromOtherOpens()
                return untouched
            }) { body(&$0) }
        }
    }

    /// For a close from a factory of this very cell: the make keeps its instance after the close, in the closed
    /// cell, which holds it until the container goes, so the container's storage must serve no other open. Out of
    /// line: the closes that inline ``closeScopedCell(likely:untouched:published:locked:)`` never get here.
    @inline(never)
    private func keepStorageFromOtherOpens() {
        unmanagedContainer._withUnsafeGuaranteedRef { $0.keepsStorage.store(1, ordering: .releasing) }
    }

    /// Closes an opened scope's cell for good, as ``takeScopedForClose(actions:into:)`` without actions, and
    /// returns the place of its instance when it is one strong reference, left in the cell for
    /// ``takeClosedReference()``; any other instance goes into `work`.
    final func closeScopedCellOfReference(into work: inout [ClosingInstance]) -> UInt? {
        // A published cell holds its instance: a strong reference, always.
        closeScopedCell(untouched: nil, published: { scopedOrder.pointee }) { instance in
            guard instance.isReference else {
                instance.takeForClose(of: self, actions: [], into: &work)
                return nil
            }
            return instance.reference == nil ? nil : instance.order
        }
    }

    /// Closes a cell kept as one strong reference (``isKeptAsReference``) for good and takes its instance out, for
    /// the close through the ``KeptOrderList``.
    final func closeScopedReference() -> AnyObject? {
        // A listed cell was published by the make that listed it, and is nearly always still.
        closeScopedCell(likely: ScopedPhase.published, untouched: nil, published: { takeClosedReference() }) {
            $0.reference.take()
        }
    }

    /// Moves the instance out of a cell ``closeScopedCellOfReference(into:)`` closed, without its lock: no resolve
    /// reads a closed cell, and the close closed it after the last one that wrote it.
    final func takeClosedReference() -> AnyObject? {
        scopedReference.pointee.take()
    }

    /// The instance an ordinary container keeps, for its close: read, and left (an ordinary container's instances
    /// live as long as the container).
    final func keptForClose() -> Any? {
        keptForClose(serviceType)
    }

    private func keptForClose<Service>(_ type: Service.Type) -> Any? {
        if scope == .weakSingleton { return withWeakInstance { $0 } }
        return kept.withLock(Service.self, reentered: { nil }) { kept.isSet ? kept.value(Service.self).pointee : nil }
    }
}
