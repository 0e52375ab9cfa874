public import DIGraph

/// Registrations of services made with `await`: actors with `init() async`, async factories, and services of a
/// global actor other than the main actor. Resolve them with ``resolveAsync(_:tag:isolation:fileID:line:column:)``; the graph marks
/// them `async`, so `validate()` reports every synchronous edge into one (`asyncDependency`) before anything runs.
extension Container {
    /// Registers an async factory.
    ///
    /// ```swift
    /// container.register(.singleton) { c in await Store(api: try c.resolve()) }
    /// let store: Store = try await container.resolveAsync()
    /// ```
    /// Inside the factory, `try await c.resolveAsync()` joins the resolve under way (its `shared` instances,
    /// its cycle check). A kept instance is made once even when many tasks await it at the same time; when the
    /// factory throws, nothing is kept and the next resolve tries again.
    ///
    /// - Parameters: as ``register(_:type:tag:dependsOn:fileID:line:column:factory:)``.
    /// - Returns: the registration, to forward (`implements`) or complete (`onResolved`).
    @inlinable
    @discardableResult
    public func register<Service>(
        _ scope: ComponentScope = .shared,
        type: Service.Type = Service.self,
        tag: (any TagConvertible)? = nil,
        dependsOn dependencies: [DeclaredDependency]? = nil,
        fileID: StaticString = #fileID, line: UInt = #line, column: UInt = #column,
        factory: @escaping @Sendable (Container) async throws -> Service
    ) -> Registration<Service> {
        registerAsync(
            scope, tag, dependencies, RegistrationSite(fileID: fileID, line: line, column: column),
            actor: nil, factory)
    }

    /// Registers an async factory for a service of a global actor: the graph records the actor, and the
    /// factory hops to it.
    ///
    /// ```swift
    /// container.register(.singleton, on: DatabaseActor.self) { @DatabaseActor c in Database(url: try c.resolve()) }
    /// ```
    /// A synchronous factory for the main actor takes the synchronous overload instead.
    ///
    /// - Parameters: as ``register(_:type:tag:dependsOn:fileID:line:column:factory:)``, and
    ///   - isolation: the global actor the service is made on.
    /// - Returns: the registration, to forward (`implements`) or complete (`onResolved`).
    @inlinable
    @discardableResult
    public func register<Service, Isolation: GlobalActor>(
        _ scope: ComponentScope = .shared,
        type: Service.Type = Service.self,
        tag: (any TagConvertible)? = nil,
        dependsOn dependencies: [DeclaredDependency]? = nil,
        on isolation: Isolation.Type,
        fileID: StaticString = #fileID, line: UInt = #line, column: UInt = #column,
        factory: @escaping @Sendable (Container) async throws -> Service
    ) -> Registration<Service> {
        registerAsync(
            scope, tag, dependencies, RegistrationSite(fileID: fileID, line: line, column: column),
            actor: Isolation.self, factory)
    }

    /// Registers an async initializer (an actor's `init() async`), auto-wired: the container resolves each
    /// parameter, awaiting the async ones, then awaits the initializer.
    ///
    /// ```swift
    /// container.register(Store.init, scope: .singleton)      // actor Store { init(api: API) async }
    /// ```
    /// - Parameters: as ``register(_:scope:type:tag:fileID:line:column:)-8fv7a``.
    /// - Returns: the registration, to forward (`implements`) or complete (`onResolved`).
    @inlinable
    @discardableResult
    public func register<Service, each Dependency>(
        _ initializer: @escaping @Sendable (repeat each Dependency) async throws -> Service,
        scope: ComponentScope = .shared,
        type: Service.Type = Service.self,
        tag: (any TagConvertible)? = nil,
        fileID: StaticString = #fileID, line: UInt = #line, column: UInt = #column
    ) -> Registration<Service> {
        var dependencies: [DependencySlot] = []
        for dependency in repeat (each Dependency).self {
            dependencies.append(.autowired(dependency))
        }
        let function = AsyncVariadicFunction(initializer)
        return addAsync(
            scope, tag, RegistrationSite(fileID: fileID, line: line, column: column), source: .initializer,
            dependencies: dependencies, actor: nil
        ) { entry, resolution in
            let container = entry.unmanagedContainer.takeUnretainedValue()
            return try await function.call(repeat try await container.autowiredAsync((each Dependency).self, resolution))
        }
    }

    /// An async factory registration; `actor` is the global actor named with `on:`, if any.
    @usableFromInline
    func registerAsync<Service>(
        _ scope: ComponentScope, _ tag: (any TagConvertible)?, _ dependencies: [DeclaredDependency]?,
        _ site: RegistrationSite, actor: (any GlobalActor.Type)?, _ factory: @escaping @Sendable (Container) async throws -> Service
    ) -> Registration<Service> {
        addAsync(scope, tag, site, source: .factory, dependencies: DeclaredDependency.slots(dependencies), actor: actor) { entry, resolution in
            let container = entry.container
            return try await AsyncResolution.$current.withValue(resolution) { try await factory(container) }
        }
    }

    @usableFromInline
    func addAsync<Service>(
        _ scope: ComponentScope, _ tag: (any TagConvertible)?, _ site: RegistrationSite, source: EntrySource,
        dependencies: [DependencySlot], actor: (any GlobalActor.Type)?, make: @escaping AsyncEntry<Service>.AsyncMake
    ) -> Registration<Service> {
        let entry = asyncEntry(scope, tag, site, source: source, dependencies: dependencies, actor: actor, make: make)
        add(entry)
        return Registration(container: self, entry: entry)
    }

    /// The entry of ``addAsync(_:_:_:source:dependencies:actor:make:)``, not yet added anywhere (a contribution's
    /// goes into its collection).
    func asyncEntry<Service>(
        _ scope: ComponentScope, _ tag: (any TagConvertible)?, _ site: RegistrationSite, source: EntrySource,
        dependencies: [DependencySlot], actor: (any GlobalActor.Type)?, make: @escaping AsyncEntry<Service>.AsyncMake
    ) -> AsyncEntry<Service> {
        let isolation: EntryIsolation = switch actor {
        case nil: .nonisolated
        case let actor? where actor == MainActor.self: .mainActor
        case _?: .globalActor
        }
        let configuration = Entry.Configuration(
            key: RuntimeKey(Service.self, tag: tag?.tag), scope: scope, source: source,
            dependencies: dependencies, forwards: [], site: site, isolation: isolation, isAsync: true)
        return AsyncEntry<Service>(configuration, container: self, actorType: actor, makeAsync: make)
    }
}

/// An async initializer of any arity, wrapped as ``VariadicFunction`` is.
@usableFromInline
struct AsyncVariadicFunction<Result, each Parameter>: @unchecked Sendable {
    // @unchecked: made only from the `@Sendable` closures registrations receive.
    @usableFromInline let call: (repeat each Parameter) async throws -> Result

    @inlinable
    init(_ call: @escaping (repeat each Parameter) async throws -> Result) {
        self.call = call
    }
}
