public import DIGraph

/// What `register` returns: the registration just made, to forward it to more types or add post-construction
/// blocks.
///
/// Every copy refers to the registration itself, not to a snapshot of it: calls on any copy, in any order,
/// all apply (`r.implements(A.self); r.implements(B.self)` forwards both, and `r.onResolved { … }` followed by
/// `r.implements(…)` keeps the block). A registration that a later `register` of the same key replaced is
/// gone, and calls on its handle change nothing.
///
/// ```swift
/// container.register(.singleton) { _ in Client() }
///     .implements(Networking.self)
///     .onResolved { container, client in client.logger = try container.resolve() }
/// ```
public struct Registration<Service, each Argument>: Sendable {
    @usableFromInline let container: Container
    /// The entry as registered: a ``FactoryEntry`` or a ``TypedEntry`` of `Service`; every replacement a
    /// modifier makes is of the class it replaced.
    @usableFromInline let entry: Entry

    @usableFromInline
    init(container: Container, entry: Entry) {
        self.container = container
        self.entry = entry
    }

    /// Makes the registration resolvable as `type` too, sharing its instances (Dip's `implements`).
    ///
    /// The instance is checked when it is resolved as `type`: one that is not a `type` throws an
    /// `invalidType` ``ResolutionError`` naming both types.
    @discardableResult
    public func implements<Forwarded>(
        _ type: Forwarded.Type, tag: (any TagConvertible)? = nil
    ) -> Registration<Service, repeat each Argument> {
        let keyType: Any.Type = (repeat each Argument).self == Void.self
            ? Forwarded.self : ((repeat each Argument) -> Forwarded).self
        let key = RuntimeKey(keyType, tag: tag?.tag)
        return modified { entry in
            var configuration = entry.configuration
            configuration.forwards.removeAll { $0.key == key }
            configuration.forwards.append((keyType, key))
            return entry.replaced(configuration, completions: entry.completions)
        }
    }

    /// Adds a block run on the instance once the whole graph of the top-level resolve that made it is made
    /// (Dip's `resolvingProperties`, Swinject's `initCompleted`); a registration's blocks run in the order they
    /// were added, and the graph's in the order their instances were made.
    ///
    /// Every instance of the graph is stored before any block runs, so a block may resolve something that
    /// needs this instance back: a cycle of an initializer edge and a property edge through a `shared`,
    /// `singleton` or `weakSingleton` instance closes whichever side is resolved first, as ``Container/validate()``
    /// says. A singleton is published when it is made, before its blocks run, as in Swinject and Dip.
    @discardableResult
    public func onResolved(
        _ block: @escaping @Sendable (Container, Service) throws -> Void
    ) -> Registration<Service, repeat each Argument> {
        // Erased where the service type is known: the entry keeps blocks of any service (see `ErasedCompletion`).
        let erased: Entry.ErasedCompletion = { container, instance in try block(container, instance as! Service) }
        return modified { entry in entry.replaced(entry.configuration, completions: entry.completions + [erased]) }
    }

    /// The registration made where `isolation` says (a `@MainActor` initializer registered through the
    /// nonisolated fixed-arity path, which the compiler specializes fully).
    @usableFromInline
    func isolated(_ isolation: EntryIsolation) -> Registration<Service, repeat each Argument> {
        modified { entry in
            var configuration = entry.configuration
            configuration.isolation = isolation
            return entry.replaced(configuration, completions: entry.completions)
        }
    }

    /// The registration after `change`, applied to it as it is now (see ``Container/modify(_:_:)``).
    private func modified(_ change: (Entry) -> Entry) -> Registration<Service, repeat each Argument> {
        Registration(container: container, entry: container.modify(entry, change))
    }
}
