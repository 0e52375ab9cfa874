public import DIGraph

/// What `register` returns: the registration just made, to forward it to more types or add post-construction
/// blocks.
///
/// ```swift
/// container.register(.singleton) { _ in Client() }
///     .implements(Networking.self)
///     .onResolved { container, client in client.logger = try container.resolve() }
/// ```
public struct Registration<Service, each Argument>: Sendable {
    @usableFromInline let container: Container
    @usableFromInline let entry: TypedEntry<Service, (repeat each Argument)>

    @usableFromInline
    init(container: Container, entry: TypedEntry<Service, (repeat each Argument)>) {
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
        var configuration = entry.configuration
        configuration.forwards.append((keyType, RuntimeKey(keyType, tag: tag?.tag)))
        return replaced(by: entry.replaced(configuration, completions: entry.completions))
    }

    /// Adds a block run after the instance is made and stored (Dip's `resolvingProperties`, Swinject's
    /// `initCompleted`); blocks run in the order they were added.
    ///
    /// The instance is stored before the blocks run, so a block may resolve something that needs this
    /// instance back: a cycle through a `shared` or kept instance closes here instead of recursing.
    @discardableResult
    public func onResolved(
        _ block: @escaping @Sendable (Container, Service) throws -> Void
    ) -> Registration<Service, repeat each Argument> {
        replaced(by: entry.replaced(entry.configuration, completions: entry.completions + [block]))
    }

    /// The registration made where `isolation` says (a `@MainActor` initializer registered through the
    /// nonisolated fixed-arity path, which the compiler specializes fully).
    @usableFromInline
    func isolated(_ isolation: EntryIsolation) -> Registration<Service, repeat each Argument> {
        var configuration = entry.configuration
        configuration.isolation = isolation
        return replaced(by: entry.replaced(configuration, completions: entry.completions))
    }

    private func replaced(
        by newEntry: TypedEntry<Service, (repeat each Argument)>
    ) -> Registration<Service, repeat each Argument> {
        container.replace(entry, with: newEntry)
        return Registration(container: container, entry: newEntry)
    }
}
