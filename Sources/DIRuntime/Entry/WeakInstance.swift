public import DISync

/// A weak singleton's instance, kept in the room of its entry's ``Entry/kept`` cell, whose flag is never set: a
/// weak reference can turn `nil` at any moment, so it is never published for reads without the lock; it is read
/// and written under the cell's lock. Kept there rather than in a lock object of its own, no entry needs a field
/// for one: an entry of 136 bytes fits malloc's 144-byte size class, which 141 did not.
struct WeakInstance {
    weak var object: AnyObject?
}

extension Entry {
    /// The cell a scope keeps its instance in: a ``ScopedInstance`` in an opened scope, a ``WeakInstance`` for a
    /// weak singleton, the instance itself for the other kept scopes, ``UnsafeOnceCell/never`` for an instance made
    /// per resolve.
    @usableFromInline
    static func keptCell<Service>(
        for configuration: Configuration, of type: Service.Type, in container: Container
    ) -> UnsafeOnceCell {
        guard configuration.scope.isKeptByContainer else { return .never }
        if isKeptInScope(configuration, container) {
            let cell = UnsafeOnceCell.allocate(for: ScopedInstance.self)
            // Asked of the runtime: here, unspecialized, `isObject` cannot tell a class from anything else.
            let isReference = configuration.scope != .weakSingleton && Service.self is AnyObject.Type
                && MemoryLayout<Service>.size == MemoryLayout<UnsafeRawPointer>.size
            cell.value(ScopedInstance.self).initialize(to: ScopedInstance(isReference: isReference))
            return cell
        }
        guard configuration.scope == .weakSingleton else { return UnsafeOnceCell.allocate(for: Service.self) }
        let cell = UnsafeOnceCell.allocate(for: WeakInstance.self)
        cell.value(WeakInstance.self).initialize(to: WeakInstance())
        return cell
    }

    /// Whether the entry's instance is kept in a ``ScopedInstance``: a kept scope in an opened scope, but for a
    /// bound external (a ready-made instance the opener owns, which closing neither releases nor reports).
    @usableFromInline
    static func isKeptInScope(_ configuration: Configuration, _ container: Container) -> Bool {
        container.role == .openedScope && configuration.scope.isKeptByContainer && configuration.source != .instance
    }

    /// Whether the instance is kept in a ``ScopedInstance`` (``EntryState/keptInScope``).
    final var isKeptInScope: Bool { stateByte.loadRelaxed() & EntryState.keptInScope != 0 }

    /// Frees ``kept``, destroying what it holds.
    final func deallocateKept<Service>(_ type: Service.Type) {
        if isKeptInScope {
            kept.value(ScopedInstance.self).deinitialize(count: 1)
            return kept.deallocate(ScopedInstance.self)
        }
        guard scope == .weakSingleton else { return kept.deallocate(Service.self) }
        kept.value(WeakInstance.self).deinitialize(count: 1)
        kept.deallocate(WeakInstance.self)
    }

    /// Runs `body`, which runs no user code, on a weak singleton's instance, under the cell's lock.
    final func withWeakInstance<Result>(_ body: (inout AnyObject?) -> Result) -> Result {
        kept.withLock(WeakInstance.self) { body(&kept.value(WeakInstance.self).pointee.object) }
    }

    /// Runs `body` on a weak singleton's instance, under the cell's lock; `reentered` instead when this thread
    /// holds the lock already (a cycle the resolve's own check missed).
    final func withWeakInstance<Result>(
        reentered: () throws -> Result, _ body: (inout AnyObject?) throws -> Result
    ) rethrows -> Result {
        try kept.withLock(WeakInstance.self, reentered: reentered) {
            try body(&kept.value(WeakInstance.self).pointee.object)
        }
    }
}
