import DIGraph
import DISync

/// A kept instance of an opened scope, in the room of its entry's ``Entry/kept`` cell, whose flag is never set: it
/// is read and written only under the cell's lock. The lock-free read other singletons get would let a resolve
/// copy the instance while `close()` releases it; under the lock, a resolve either gets the instance before the
/// close takes it, or finds the cell closed and throws `scopeClosed`.
///
/// Not generic: a generic value's layout is looked up in its metadata on every access. A service that is one
/// strong reference (nearly every one) is kept as that reference, which the erased resolve path copies in and out
/// without knowing its type (``Entry/resolveScopedReference(arguments:root:into:)``); any other is kept as `Any`.
struct ScopedInstance {
    /// Whether a resolve has entered the cell (to make or read its instance), or the close closed it: read and
    /// written only as an atomic word, through ``Entry/scopedPhase`` (``ScopedPhase``). The close closes a cell no
    /// resolve entered with one compare-and-swap, without its lock; any other it closes under the lock.
    private(set) var phase: UInt = ScopedPhase.untouched
    /// Whether the instance is kept in ``reference``: a strong singleton whose service is one strong reference,
    /// known when the cell is made.
    let isReference: Bool
    /// A service of one strong reference: its instance.
    var reference: AnyObject?
    /// Any other service's instance (`nil` before it is made, and after the close took it).
    var value: Any?
    /// A weak singleton's instance.
    weak var object: AnyObject?
    /// When the instance was made, in the order of the scope's ``Container/nextKeptOrder()``: the close runs the
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

/// The phases of a ``ScopedInstance``: untouched until a resolve enters it, closed by the close.
enum ScopedPhase {
    static let untouched: UInt = 0
    static let entered: UInt = 1
    static let closed: UInt = 2
}

extension Entry {
    /// The phase word of the scoped instance (``ScopedInstance/phase``), as an atomic.
    final var scopedPhase: UnsafeAtomicWord {
        let offset = MemoryLayout<ScopedInstance>.offset(of: \ScopedInstance.phase) ?? 0
        let base = UnsafeMutableRawPointer(kept.value(ScopedInstance.self)) + offset
        return UnsafeAtomicWord(at: base.assumingMemoryBound(to: UInt.self))
    }

    /// Enters the scoped cell, under its lock, to make or hand out its instance: `false` once the scope closed it.
    /// The compare-and-swap decides between this and a close that closes an untouched cell without the lock.
    final func enterScopedCell() -> Bool {
        let phase = scopedPhase
        switch phase.load(ordering: .acquiring) {
        case ScopedPhase.entered: return true
        case ScopedPhase.closed: return false
        default: return phase.compareExchange(expected: ScopedPhase.untouched, desired: ScopedPhase.entered).exchanged
        }
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
    /// kept as a reference (the generic ``resolveScoped(_:_:root:reentered:)`` keeps it).
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
                return
            }
            try construct(arguments: arguments, root: root, keepInRoot: hasCompletions, into: output)
            instance.pointee.reference = output.load(as: AnyObject.self)
            // Unretained: the resolve's caller holds the container, and a retain of it (weakly referenced by its
            // parent) takes the runtime's slow path.
            instance.pointee.order = unmanagedContainer._withUnsafeGuaranteedRef { $0.nextKeptOrder() }
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
            let value = try constructTyped(Service.self, arguments, root: root, keepInRoot: isWeak || hasCompletions)
            instance.keep(value, order: container.nextKeptOrder(), weakly: isWeak)
            return value
        }
    }

    /// Closes an opened scope's cell for good and moves its instance into `work`, with its place in the order: a
    /// cell no resolve entered with a compare-and-swap, any other under its lock.
    final func takeScopedForClose(actions: [RuntimeCloseAction], into work: inout [ClosingInstance]) {
        closeScopedCell(untouched: ()) { instance in instance.takeForClose(of: self, actions: actions, into: &work) }
    }

    /// Closes an opened scope's cell for good and runs `body` on what it holds: a cell no resolve entered by one
    /// compare-and-swap (`untouched` is returned), any other under its lock. A close from a factory of this very
    /// cell (its thread holds the lock) leaves it, returning `untouched` too.
    private func closeScopedCell<Result>(untouched: Result, _ body: (inout ScopedInstance) -> Result) -> Result {
        let phase = scopedPhase
        if phase.compareExchange(expected: ScopedPhase.untouched, desired: ScopedPhase.closed).exchanged {
            return untouched
        }
        return withScopedInstance(reentered: { untouched }) { instance in
            phase.store(ScopedPhase.closed, ordering: .releasing)
            return body(&instance)
        }
    }

    /// Closes an opened scope's cell for good, as ``takeScopedForClose(actions:into:)`` without actions, and
    /// returns the place of its instance when it is one strong reference, left in the cell for
    /// ``takeClosedReference()``; any other instance goes into `work`.
    final func closeScopedCellOfReference(into work: inout [ClosingInstance]) -> UInt? {
        closeScopedCell(untouched: nil) { instance in
            guard instance.isReference else {
                instance.takeForClose(of: self, actions: [], into: &work)
                return nil
            }
            return instance.reference == nil ? nil : instance.order
        }
    }

    /// Moves the instance out of a cell ``closeScopedCellOfReference(into:)`` closed, without its lock: no resolve
    /// reads a closed cell, and the close took the lock after the last one that wrote it.
    final func takeClosedReference() -> AnyObject? {
        // Through the field alone: an access to the whole instance would overlap the phase word, which a resolve
        // that found this entry before the close may still load (to find it closed).
        guard let offset = MemoryLayout<ScopedInstance>.offset(of: \ScopedInstance.reference) else { return nil }
        let base = UnsafeMutableRawPointer(kept.value(ScopedInstance.self)) + offset
        return base.assumingMemoryBound(to: AnyObject?.self).pointee.take()
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
