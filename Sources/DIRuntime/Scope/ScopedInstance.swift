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
    /// Set by the close: nothing is made or handed out from here again.
    var isClosed = false

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
        isClosed = true
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

extension Entry {
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
            if instance.pointee.isClosed { throw container.closedError(resolving: self) }
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
            if instance.isClosed { throw container.closedError(resolving: self) }
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

    /// Closes an opened scope's cell for good and moves its instance into `work`, with its place in the order.
    final func takeScopedForClose(actions: [RuntimeCloseAction], into work: inout [ClosingInstance]) {
        withScopedInstance(reentered: {}) { $0.takeForClose(of: self, actions: actions, into: &work) }
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
