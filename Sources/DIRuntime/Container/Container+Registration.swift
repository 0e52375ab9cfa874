public import DIGraph

extension Container {
    /// Registers a factory; it receives the container that owns the registration.
    ///
    /// ```swift
    /// container.register { _ in Clock() }                                // shared (Dip's default)
    /// container.register(.unique, tag: "audit") { c in Logger(clock: try c.resolve()) }
    /// ```
    /// Registering the same key again replaces the earlier registration and its cached instances, unless the
    /// container forbids overrides (then it is refused and reported as `duplicateBinding`).
    ///
    /// - Parameters:
    ///   - scope: how long the instance lives; `.shared` by default, as in Dip.
    ///   - type: the type to register under, when the factory makes a subtype (`as Service` works too).
    ///   - tag: tells apart several registrations of one type (Dip's named definitions).
    ///   - dependencies: what the factory resolves, declared so ``validate()`` sees the edges.
    ///   - factory: makes the instance.
    /// - Returns: the registration, to forward (`implements`) or complete (`onResolved`).
    @_transparent
    @discardableResult
    public func register<Service>(
        _ scope: ComponentScope = .shared,
        type: Service.Type = Service.self,
        tag: (any TagConvertible)?,
        dependsOn dependencies: [DeclaredDependency]? = nil,
        fileID: StaticString = #fileID, line: UInt = #line, column: UInt = #column,
        factory: @escaping @Sendable (Container) throws -> Service
    ) -> Registration<Service> {
        // See the registration without a tag.
        registerEndingBlock(scope, tag?.tag, dependencies, fileID, line, column, factory).unsafelyUnwrapped
    }

    /// Registers a factory without a tag: what the overload with a `tag` does with `tag: nil`.
    @_transparent
    @discardableResult
    public func register<Service>(
        _ scope: ComponentScope = .shared,
        type: Service.Type = Service.self,
        dependsOn dependencies: [DeclaredDependency]? = nil,
        fileID: StaticString = #fileID, line: UInt = #line, column: UInt = #column,
        factory: @escaping @Sendable (Container) throws -> Service
    ) -> Registration<Service> {
        // An overload of its own, not a `tag` defaulting to `nil`: a `nil` of `(any TagConvertible)?` is an
        // existential each call site would make and destroy, code in every registration where most have no tag.
        //
        //
        // Release compile time: a call site is one call into the library, as Swinject's is, with the user's closure
        // (``registerEndingBlock(_:_:_:_:_:_:_:)``), so the user's optimizer has nothing of the library's to
        // specialize, inline and throw away for each registration. Transparent only so that, from the first SIL
        // pass, the unwrap of what the call returns ends a basic block: a function of N registrations is then N
        // small blocks, and copy propagation, which walks back from the end of a value's block to its last use,
        // costs O(N) instead of O(N^2). The unwrap is unchecked, so the optimizer removes it with the blocks.
        registerEndingBlock(scope, nil, dependencies, fileID, line, column, factory).unsafelyUnwrapped
    }

    /// A factory registration, made where `register` is called: never `nil` (see
    /// ``register(_:type:dependsOn:fileID:line:column:factory:)`` for why it says it may be). Not inlinable: nothing a
    /// resolve runs is lost by it, since the `make` a resolve calls is the library's, built once per size of service
    /// (``erased(_:)``), and it calls the user's closure, compiled where it is written.
    @usableFromInline
    func registerEndingBlock<Service>(
        _ scope: ComponentScope, _ tag: Tag?, _ dependencies: [DeclaredDependency]?,
        _ fileID: StaticString, _ line: UInt, _ column: UInt,
        _ factory: @escaping @Sendable (Container) throws -> Service
    ) -> Registration<Service>? {
        registerFactory(
            scope, tag, dependencies, fileID, line, column, isolation: .nonisolated, make: Self.erased(factory))
    }

    /// What the auto-wired `autowireInBlock`s are declared to throw, and never do (see
    /// `Container+ArityOverloads.swift`). Not an uninhabited type: the compiler would then call them non-throwing
    /// from the start, and the block would not end.
    @usableFromInline
    struct BasicBlockEnd: Error {}

    /// The `catch` of an auto-wired registration, which cannot run; out of line, so that a debug build's call site
    /// stays small (the optimizer deletes it with the throwing call).
    @usableFromInline
    static func registrationCannotThrow(_ error: BasicBlockEnd) -> Never {
        fatalError("registering does not throw")
    }

    /// The call a resolve makes for a factory registration, which writes the service straight into the caller's
    /// temporary: ``StoredFactory/make``, compiled in this library, not where the user registers.
    ///
    /// It was specialized at each `register` call, the user's closure inlined into it; that cost each registration
    /// about as much of the user's release compile as all the rest of it, to save a resolve one indirect call.
    @usableFromInline
    static func erased<Service>(_ factory: @escaping @Sendable (Container) throws -> Service) -> Entry.ErasedFactory {
        StoredFactory(call: factory).make
    }

    /// A factory registration whose resolve call `make` is built (see ``erased(_:)``), made where `isolation`
    /// says: that is what the graph records and a resolve checks.
    ///
    /// It takes `dependencies` and `make` owned (the caller hands them over instead of releasing them after the
    /// call) and the call site as written, building the ``RegistrationSite`` itself: in a long registration
    /// function, the mid-level inliner, limited by the caller's size, would inline the site's initializer a batch
    /// of call sites at a time and restart the function's pipeline after each batch. The same is why `dependsOn:`
    /// defaults to `nil`, not `[]` (see ``DeclaredDependency/slots(_:)``).
    @usableFromInline
    func registerFactory<Service>(
        _ scope: ComponentScope, _ tag: Tag?, _ dependencies: __owned [DeclaredDependency]?,
        _ fileID: StaticString, _ line: UInt, _ column: UInt, isolation: EntryIsolation,
        make: __owned @escaping Entry.ErasedFactory
    ) -> Registration<Service> {
        let entry = factoryEntry(
            Service.self, scope, tag, dependencies, fileID, line, column, isolation: isolation, make: make)
        add(entry)
        return Registration(container: self, entry: entry)
    }

    /// The entry of ``registerFactory(_:_:_:_:_:_:isolation:make:)``, not yet added anywhere (a contribution's goes
    /// into its collection).
    @usableFromInline
    func factoryEntry<Service>(
        _ type: Service.Type, _ scope: ComponentScope, _ tag: Tag?, _ dependencies: __owned [DeclaredDependency]?,
        _ fileID: StaticString, _ line: UInt, _ column: UInt, isolation: EntryIsolation,
        make: __owned @escaping Entry.ErasedFactory
    ) -> Entry {
        let site = RegistrationSite(fileID: fileID, line: line, column: column)
        let configuration = Entry.Configuration(
            key: RuntimeKey(Service.self, tag: tag), scope: scope, source: .factory,
            dependencies: DeclaredDependency.slots(dependencies), forwards: [], site: site, isolation: isolation)
        return FactoryEntry(configuration, container: self, make: make)
    }

    /// Registers a factory that takes runtime arguments, of any number; their types and order are part of the
    /// key, so `(URL, Int)` and `(URL, Int?)` are different registrations.
    ///
    /// ```swift
    /// container.register { (_: Container, url: URL, retries: Int) in Client(url: url, retries: retries) }
    /// let client = try container.resolve(Client.self, arguments: url, 3)
    /// ```
    /// - Parameters: as ``register(_:type:tag:dependsOn:fileID:line:column:factory:)``.
    /// - Returns: the registration, to forward (`implements`) or complete (`onResolved`).
    @inlinable
    @discardableResult
    public func register<Service, each Argument>(
        _ scope: ComponentScope = .shared,
        type: Service.Type = Service.self,
        tag: (any TagConvertible)? = nil,
        dependsOn dependencies: [DeclaredDependency]? = nil,
        fileID: StaticString = #fileID, line: UInt = #line, column: UInt = #column,
        factory: @escaping @Sendable (Container, repeat each Argument) throws -> Service
    ) -> Registration<Service, repeat each Argument> {
        let keyType: Any.Type = (repeat each Argument).self == Void.self
            ? Service.self : ((repeat each Argument) -> Service).self
        let configuration = Entry.Configuration(
            key: RuntimeKey(keyType, tag: tag?.tag), scope: scope, source: .factory,
            dependencies: DeclaredDependency.slots(dependencies), forwards: [],
            site: RegistrationSite(fileID: fileID, line: line, column: column))
        // `make` captures the factory: see the registration without arguments.
        let entry = TypedEntry<Service, (repeat each Argument)>(configuration, container: self) { entry, arguments, _, output in
            let arguments = arguments.assumingMemoryBound(to: (repeat each Argument).self).pointee
            try entry.unmanagedContainer._withUnsafeGuaranteedRef { container in
                _ = output.initializeMemory(as: Service.self, to: try factory(container, repeat each arguments))
            }
        }
        add(entry)
        return Registration(container: self, entry: entry)
    }

    /// Registers an initializer (or any function) whose parameters the container resolves: auto-wiring.
    ///
    /// ```swift
    /// container.register(Repository.init)                          // Repository(database:logger:)
    /// container.register(Service.init, scope: .singleton)
    /// ```
    /// The parameter types become the registration's dependencies in the graph, so ``validate()`` checks
    /// them without running anything. A `Lazy<T>` parameter is a lazy edge, `Provider<T>` a provider edge,
    /// `T?` an optional one (`nil` when `T` is not registered). Any number of parameters works; up to six
    /// take a path the compiler specializes fully.
    @_disfavoredOverload
    @inlinable
    @discardableResult
    public func register<Service, each Dependency>(
        _ initializer: @escaping @Sendable (repeat each Dependency) throws -> Service,
        scope: ComponentScope = .shared,
        type: Service.Type = Service.self,
        tag: (any TagConvertible)? = nil,
        fileID: StaticString = #fileID, line: UInt = #line, column: UInt = #column
    ) -> Registration<Service> {
        autowirePack(
            VariadicFunction(initializer), scope, tag, RegistrationSite(fileID: fileID, line: line, column: column),
            isolation: .nonisolated)
    }

    /// The parameter-pack auto-wiring, for an initializer that runs where `isolation` says.
    @inlinable
    func autowirePack<Service, each Dependency>(
        _ initializer: VariadicFunction<Service, repeat each Dependency>,
        _ scope: ComponentScope, _ tag: (any TagConvertible)?, _ site: RegistrationSite, isolation: EntryIsolation
    ) -> Registration<Service> {
        let entry = autowiredPackEntry(initializer, scope, tag, site, isolation: isolation)
        add(entry)
        return Registration(container: self, entry: entry)
    }

    /// The entry of ``autowirePack(_:_:_:_:isolation:)``, not yet added anywhere (a contribution's goes into its
    /// collection).
    @inlinable
    func autowiredPackEntry<Service, each Dependency>(
        _ initializer: VariadicFunction<Service, repeat each Dependency>,
        _ scope: ComponentScope, _ tag: (any TagConvertible)?, _ site: RegistrationSite, isolation: EntryIsolation
    ) -> Entry {
        let parameterSlots: @Sendable () -> [DependencySlot] = {
            var slots: [DependencySlot] = []
            for dependency in repeat (each Dependency).self {
                slots.append(.autowired(dependency))
            }
            return slots
        }
        var special: UInt8 = 0
        var index = 0
        for dependency in repeat (each Dependency).self {
            special |= DependencySlot.specialBit(of: dependency, at: index)
            index += 1
        }
        return autowiredEntry(Service.self, scope, tag?.tag, site, parameterSlots, specialParameters: special, isolation: isolation) {
            entry, _, root, output in
            var position = 0
            let bound = entry.boundParameters
            let bindings = bound == ParameterBindings.none ? nil : bound
            try entry.unmanagedContainer._withUnsafeGuaranteedRef { container in
                _ = output.initializeMemory(
                    as: Service.self,
                    to: try initializer.call(
                        repeat container.autowired((each Dependency).self, &position, bindings, of: entry, root)))
            }
        }
    }

    /// Registers a ready-made instance: every resolve returns it.
    ///
    /// ```swift
    /// container.register(instance: Configuration.production, type: Configuration.self)
    /// ```
    /// Disfavored so that a trailing closure, which Swift may match to the unconstrained `instance` parameter,
    /// always picks the factory overload instead.
    @_disfavoredOverload
    @discardableResult
    public func register<Service>(
        instance: Service,
        type: Service.Type = Service.self,
        tag: (any TagConvertible)? = nil,
        fileID: StaticString = #fileID, line: UInt = #line, column: UInt = #column
    ) -> Registration<Service> {
        let configuration = Entry.Configuration(
            key: RuntimeKey(Service.self, tag: tag?.tag), scope: .singleton,
            source: .instance, dependencies: [], forwards: [],
            site: RegistrationSite(fileID: fileID, line: line, column: column))
        // The instance is published before the entry is registered, so resolves read it and `make` never runs;
        // it hands out the instance all the same.
        let entry = TypedEntry<Service, Void>(
            configuration, container: self,
            make: { entry, _, _, output in
                output.initializeMemory(
                    as: Service.self,
                    to: entry.kept.value(Service.self).pointee)
            },
            instance: instance)
        add(entry)
        return Registration(container: self, entry: entry)
    }

    /// Adds an entry under its key, replacing (or, when overrides are forbidden, refusing) an earlier one. A key
    /// another module registered is refused whatever the policy: across modules an override would hide which one
    /// wins, and `replaces` is how a module says it takes another's place.
    @usableFromInline
    func add(_ entry: Entry) {
        defer { registered() }
        state.withLock { state in
            checkNotFrozen(state, entry)
            withdrawProvisionalPlan(&state)
            state.recordModule(of: entry)
            guard let existing = state.updateValue(entry, forKey: entry.key) else {
                for forward in entry.configuration.forwards { state[forward.key] = entry }
                return
            }
            guard allowsOverrides, !state.areFromTwoModules(existing, entry) else {
                state[entry.key] = existing
                state.refuse(entry)
                return
            }
            remove(existing, from: &state)
            insert(entry, into: &state)
        }
    }

    /// Applies a modifier to the registration `handle` stands for: `makeReplacement` gets the registration as it
    /// is now (earlier modifiers applied, whichever copy of the ``Registration`` they were called on) and returns
    /// the entry to put in its place, which takes over every key the registration provides, plus the forwarded
    /// keys it adds: a key another registration forwarded is taken from it, and that registration keeps the rest.
    ///
    /// A registration that a later `register` of its key replaced is gone: the modifier changes nothing
    /// registered (the override is what removed it, as in Dip).
    ///
    /// - Returns: the replacement.
    func modify(_ handle: Entry, _ makeReplacement: (Entry) -> Entry) -> Entry {
        defer { registered() }
        return state.withLock { state in
            let old = state.current(of: handle)
            let new = makeReplacement(old)
            checkNotFrozen(state, new)
            withdrawProvisionalPlan(&state)
            state.recordSuccessor(of: old, new)
            state.recordModule(of: new, as: old)
            if let refusedPosition = state.refused.firstIndex(where: { $0 === old }) {
                state.refused[refusedPosition] = new
                return new
            }
            guard state[old.key] === old else { return new }
            let oldForwards = Set(old.configuration.forwards.map(\.key))
            for key in [old.key] + old.configuration.forwards.map(\.key) where state[key] === old {
                state[key] = new
            }
            if let refused = state.refusedForwards.removeValue(forKey: ObjectIdentifier(old)) {
                state.refusedForwards[ObjectIdentifier(new)] = refused
            }
            for forward in new.configuration.forwards where !oldForwards.contains(forward.key) {
                // A container refusing overrides keeps the registration that holds the key, and the graph shows
                // both, so validate() reports the duplicate (`ForwardingConflictTests`).
                if !allowsOverrides, let holder = state[forward.key], holder !== old {
                    state.refusedForwards[ObjectIdentifier(new), default: []].insert(forward.key)
                    continue
                }
                state[forward.key] = new
            }
            return new
        }
    }

    /// Tells cached visibility answers of this container and its descendants that a registration changed
    /// `state`; only after the change, so that an answer computed from the old state is never kept as current.
    func registered() {
        version.wrappingAdd(1)
    }

    /// Resolves go back to the mutex until lookups go quiet again (the plan itself stays alive, see
    /// ``ContainerState/provisionalPlans``).
    func withdrawProvisionalPlan(_ state: inout ContainerState) {
        state.lockedLookups = 0
        if !state.provisionalPlans.isEmpty { planAddress.store(0, ordering: .releasing) }
        state.unbindParameters()
    }

    private func insert(_ entry: Entry, into state: inout ContainerState) {
        state[entry.key] = entry
        for forward in entry.configuration.forwards { state[forward.key] = entry }
    }

    private func remove(_ entry: Entry, from state: inout ContainerState) {
        for key in [entry.key] + entry.configuration.forwards.map(\.key) where state[key] === entry {
            state[key] = nil
        }
    }

    private func checkNotFrozen(_ state: ContainerState, _ entry: Entry) {
        checkNotFrozen(state, entry.configuration.site, "register '\(entry.serviceKey)'")
    }

    /// Stops the program when `state` is frozen: `what` (e.g. "register 'Clock'") came after `bootstrap()`.
    func checkNotFrozen(_ state: ContainerState, _ site: RegistrationSite, _ what: @autoclosure () -> String) {
        if case .closed(let closedAt) = state.lifecycle.refusal {
            fatalError("""
                \(site.location): error: container '\(name)' was closed at \(closedAt.location); \
                \(what()) before closing it, or in a scope opened anew
                """)
        }
        guard state.plan != nil else { return }
        fatalError("""
            \(site.location): error: container '\(name)' is bootstrapped and frozen; \
            \(what()) before calling bootstrap()
            """)
    }
}
