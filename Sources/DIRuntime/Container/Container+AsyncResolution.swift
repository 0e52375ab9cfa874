public import DIGraph

extension Container {
    /// Resolves anything, awaiting what is made asynchronously or on another actor.
    ///
    /// ```swift
    /// let store: Store = try await container.resolveAsync()           // actor Store { init() async }
    /// let model = try await container.resolveAsync(ProfileViewModel.self)
    /// ```
    /// Synchronous services are made as ``resolve(_:fileID:line:column:)`` makes them, where this is called; a
    /// `@MainActor` one called from elsewhere is made on the main actor (one hop). Called from a factory,
    /// it joins the resolve under way. Not named `resolve`: in an `async` function Swift prefers an async
    /// overload, so `try container.resolve()` without `await` would stop compiling there.
    ///
    /// - Throws: as ``resolve(_:fileID:line:column:)``, except that it never throws `isolationMismatch` or
    ///   `asyncDependency` for the service itself.
    public func resolveAsync<Service>(
        _ type: Service.Type = Service.self, tag: (any TagConvertible)? = nil,
        isolation: isolated (any Actor)? = #isolation,
        fileID: StaticString = #fileID, line: UInt = #line, column: UInt = #column
    ) async throws -> Service {
        do {
            return try await resolveAsync(Service.self, tagValue: tag?.tag, isolation: isolation)
        } catch {
            throw ResolutionError.located(error, fileID: fileID, line: line, column: column)
        }
    }

    /// ``resolveAsync(_:tag:isolation:fileID:line:column:)`` with a tag value, joining the resolve under way in this task if any.
    func resolveAsync<Service>(
        _ type: Service.Type, tagValue: Tag?, isolation: isolated (any Actor)? = #isolation
    ) async throws -> Service {
        try await resolveAsync(
            Service.self, tagValue: tagValue, in: AsyncResolution.current ?? AsyncResolution(), isolation: isolation)
    }

    func resolveAsync<Service>(
        _ type: Service.Type, tagValue: Tag?, in resolution: AsyncResolution, isolation: isolated (any Actor)?
    ) async throws -> Service {
        let key = RuntimeKey(Service.self, tag: tagValue)
        let entry = try entry(for: key, type: Service.self, root: nil)
        if entry.isPlainService && entry.keyIdentity == key.type {
            return try await entry.resolveAsync(Service.self, in: resolution, isolation: isolation)
        }
        let instance = try await entry.resolveAnyAsync(in: resolution, isolation: isolation)
        guard let service = instance as? Service else {
            throw ResolutionError.typeMismatch(instance, forwardedTo: Service.self, entry: entry, root: nil)
        }
        return service
    }

    /// One parameter of an async auto-wired initializer: `Lazy`, `Provider` and optional parameters as the
    /// synchronous auto-wiring fills them, anything else awaited.
    @usableFromInline
    func autowiredAsync<Dependency>(
        _ type: Dependency.Type, _ resolution: AsyncResolution, isolation: isolated (any Actor)? = #isolation
    ) async throws -> Dependency {
        if let special = Dependency.self as? any AutowiredDependency.Type {
            return try ThreadResolution.withRoot(executor: ResolutionRoot.executor(of: isolation)) { root in
                try special.make(from: self, root: root) as! Dependency
            }
        }
        return try await resolveAsync(Dependency.self, tagValue: nil, in: resolution, isolation: isolation)
    }

    /// ``bootstrap(isolation:)``, then makes the eager singletons, awaiting the async ones (and hopping to the
    /// main actor for `@MainActor` ones).
    ///
    /// ```swift
    /// try await container.bootstrapAsync()
    /// let store: Store = try container.resolve()      // made: read synchronously from now on
    /// ```
    /// - Throws: ``ValidationError`` with every diagnostic when validation finds an error; what making an eager
    ///   singleton throws.
    public func bootstrapAsync(isolation: isolated (any Actor)? = #isolation) async throws {
        guard let plan = try freeze() else { return }
        let resolution = AsyncResolution()
        for entry in plan.eagerEntries {
            try await entry.makeEagerlyAsync(in: resolution, isolation: isolation)
        }
    }
}

extension Entry {
    /// The service for an async resolve; the caller has checked the entry makes exactly `Service`.
    func resolveAsync<Service>(
        _ type: Service.Type, in resolution: AsyncResolution, isolation: isolated (any Actor)?
    ) async throws -> Service {
        if kept.isSet { return kept.value(Service.self).pointee }
        if configuration.isAsync {
            return try await unsafeDowncast(self, to: AsyncEntry<Service>.self).resolveAsync(in: resolution, isolation: isolation)
        }
        let executor = ResolutionRoot.executor(of: isolation)
        if configuration.isolation == .mainActor && executor != MainActorIdentity.value {
            return try await resolveOnMainActor(Service.self, sharing: resolution.shared).value
        }
        return try resolveSynchronously(Service.self, executor: executor, sharing: resolution.shared)
    }

    /// A synchronous entry made inside an async resolve: a synchronous resolve that shares the async one's
    /// `shared` instances.
    func resolveSynchronously<Service>(
        _ type: Service.Type, executor: ObjectIdentifier?, sharing shared: AsyncResolution.SharedInstances
    ) throws -> Service {
        try ThreadResolution.withRoot(executor: executor, sharing: shared) { root in
            try resolveNested(Service.self, (), root: root)
        }
    }

    /// ``resolveSynchronously(_:executor:sharing:)`` on the main actor, for a `@MainActor` entry.
    @MainActor
    func resolveOnMainActor<Service>(
        _ type: Service.Type, sharing shared: AsyncResolution.SharedInstances
    ) throws -> UncheckedTransfer<Service> {
        // The instance leaves the main actor as any synchronous resolve hands an instance to its caller.
        UncheckedTransfer(value: try resolveSynchronously(Service.self, executor: MainActorIdentity.value, sharing: shared))
    }
}

/// A value handed out of the actor it was made on, as a synchronous resolve hands out every instance.
struct UncheckedTransfer<Value>: @unchecked Sendable {
    let value: Value
}
