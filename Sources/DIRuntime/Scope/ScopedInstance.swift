import DIGraph
import DISync

/// A kept instance of an opened scope, in the room of its entry's ``Entry/kept`` cell, whose flag is never set: it
/// is read and written only under the cell's lock. The lock-free read other singletons get would let a resolve
/// copy the instance while `close()` releases it; under the lock, a resolve either gets the instance before the
/// close takes it, or finds the cell closed and throws `scopeClosed`.
///
/// Not generic: a generic value's layout is looked up in its metadata on every access, and the slow path that reads
/// it is not specialized per service; the cast back from `Any` costs less than that lookup.
struct ScopedInstance {
    /// The instance (`nil` before it is made, and after the close took it); a weak singleton's is in ``object``.
    var value: Any?
    /// A weak singleton's instance.
    weak var object: AnyObject?
    /// Set by the close: nothing is made or handed out from here again.
    var isClosed = false
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

    /// A kept instance of an opened scope: the one made, or a new one made under the lock; `scopeClosed` once the
    /// scope is closed, even for a resolve that found this entry before the close.
    final func resolveScoped<Service, Arguments>(
        _ type: Service.Type, _ arguments: Arguments, root: UnsafeMutablePointer<ResolutionRoot>,
        reentered: () throws -> Service
    ) throws -> Service {
        try withScopedInstance(reentered: reentered) { instance in
            if instance.isClosed { throw container.closedError(resolving: self) }
            if scope == .weakSingleton {
                if let alive = instance.object, let value = alive as? Service {
                    root.pointee.store(value, for: self)
                    return value
                }
                let value = try constructTyped(Service.self, arguments, root: root, keepInRoot: true)
                instance.object = value as AnyObject
                container.recordKept(self)
                return value
            }
            if let value = instance.value { return value as! Service }
            let value = try constructTyped(Service.self, arguments, root: root, keepInRoot: hasCompletions)
            instance.value = value
            container.recordKept(self)
            return value
        }
    }

    /// Takes the kept instance for a close: out of an opened scope's cell, which is closed for good; read, and
    /// left, from any other (an ordinary container's instances live as long as the container).
    final func takeForClose() -> Any? {
        takeForClose(serviceType)
    }

    private func takeForClose<Service>(_ type: Service.Type) -> Any? {
        if isKeptInScope {
            return withScopedInstance(reentered: { nil }) { instance -> Any? in
                instance.isClosed = true
                defer { instance.value = nil }
                if let value = instance.value { return value }
                return instance.object.map { $0 as Any }
            }
        }
        if scope == .weakSingleton { return withWeakInstance { $0 } }
        return kept.withLock(Service.self, reentered: { nil }) { kept.isSet ? kept.value(Service.self).pointee : nil }
    }
}
