public import DIGraph
import DIRuntime

extension Resolver {
    /// Resolves a registration, for code that can handle a failure (a wrapper cannot).
    ///
    /// ```swift
    /// Resolver.shared.register(Bakery.self) { Bakery(bread: try Resolver.shared.resolve(Bread.self)) }
    /// ```
    /// - Parameters:
    ///   - type: the registered type.
    ///   - key: the registration's key, exactly: the unkeyed registration does not stand in for it (Trifork's
    ///     rule; a DIRuntime tagged resolve falls back, as Dip's does).
    ///   - fileID: with `line` and `column`, where the call is, for the error (leave them to their defaults).
    /// - Returns: what the registration makes.
    /// - Throws: the container's ``/DIRuntime/ResolutionError`` (`missingBinding`, `dependencyCycle`, …) or
    ///   ``/DIRuntime/FactoryError`` wrapping what a factory threw.
    public func resolve<Service>(
        _ type: Service.Type = Service.self, key: (any TagConvertible)? = nil,
        fileID: StaticString = #fileID, line: UInt = #line, column: UInt = #column
    ) throws -> Service {
        do {
            return try container.resolve(Service.self, key: key?.tag)
        } catch {
            throw ResolutionError.located(error, fileID: fileID, line: line, column: column)
        }
    }

    /// Resolves a registration from async code, awaiting what is made asynchronously (an async factory, an actor
    /// with `init() async`) or on another actor: what a wrapper cannot do.
    ///
    /// ```swift
    /// let store: Store = try await Resolver.shared.resolveAsync()
    /// ```
    /// - Parameters:
    ///   - type: the registered type.
    ///   - key: the registration's key, exactly, as for ``resolve(_:key:fileID:line:column:)``.
    ///   - isolation: the caller's actor (leave it to its default): a synchronous service is made there.
    ///   - fileID: with `line` and `column`, where the call is, for the error (leave them to their defaults).
    /// - Returns: what the registration makes.
    /// - Throws: as ``resolve(_:key:fileID:line:column:)``, except that the service itself never throws
    ///   `isolationMismatch` or `asyncDependency`.
    public func resolveAsync<Service>(
        _ type: Service.Type = Service.self, key: (any TagConvertible)? = nil,
        isolation: isolated (any Actor)? = #isolation,
        fileID: StaticString = #fileID, line: UInt = #line, column: UInt = #column
    ) async throws -> Service {
        if let tag = key?.tag, container.isMadeAsynchronously(Service.self, tag: tag, exactTag: true) == nil {
            throw ResolutionError.located(
                container.missingBindingError(Service.self, tag: tag), fileID: fileID, line: line, column: column)
        }
        return try await container.resolveAsync(
            Service.self, tag: key, isolation: isolation, fileID: fileID, line: line, column: column)
    }

    /// Every problem the DIGraph validator finds in what is registered (and in the parents), without running
    /// a factory: dependencies declared with `dependsOn` that nothing provides, cycles, captive lifetimes.
    ///
    /// ```swift
    /// let problems = Resolver.shared.validate()
    /// print(DiagnosticRenderer().render(problems))
    /// ```
    /// - Returns: errors and warnings, sorted; empty when the graph is sound.
    public func validate() -> [Diagnostic] {
        container.validate()
    }

    /// Runs `body` with `resolver` as ``shared`` for the current task and the tasks it creates, so tests
    /// running in parallel each see their own registrations.
    ///
    /// ```swift
    /// let resolver = Resolver(name: "BakeryTests")
    /// resolver.register(Bread.self) { Croissant() }
    /// Resolver.withResolver(resolver) {
    ///     #expect(Bakery().bread is Croissant)
    /// }
    /// ```
    /// - Parameters:
    ///   - resolver: what `Resolver.shared` and every wrapper initialized in `body` use.
    ///   - body: the code to run.
    /// - Returns: what `body` returns.
    /// - Throws: what `body` throws.
    public static func withResolver<Result>(_ resolver: Resolver, _ body: () throws -> Result) rethrows -> Result {
        sharedState.store(SharedState.bound, ordering: .relaxed)
        return try $bound.withValue(resolver, operation: body)
    }

    /// The `async` form of `withResolver(_:_:)`.
    ///
    /// - Parameters:
    ///   - resolver: what `Resolver.shared` and every wrapper initialized in `body` use.
    ///   - body: the code to run.
    /// - Returns: what `body` returns.
    /// - Throws: what `body` throws.
    public static func withResolver<Result>(
        _ resolver: Resolver,
        isolation: isolated (any Actor)? = #isolation,
        _ body: () async throws -> Result
    ) async rethrows -> Result {
        sharedState.store(SharedState.bound, ordering: .relaxed)
        return try await $bound.withValue(resolver, operation: body)
    }
}
