public import DIGraph
public import DIRuntime

/// Registrations of services made with `await`: actors with `init() async`, factories that await, and services
/// of a global actor made from anywhere. No wrapper can inject one (a property wrapper cannot await); resolve them
/// with ``Resolver/resolveAsync(_:key:isolation:fileID:line:column:)``, and ``Resolver/validate()`` reports every
/// synchronous registration that needs one (`asyncDependency`).
extension Resolver {
    /// Registers an async factory.
    ///
    /// ```swift
    /// Resolver.shared.register(Store.self, scope: .singleton) { await Store() }   // actor Store { init() async }
    /// let store: Store = try await Resolver.shared.resolveAsync()
    /// ```
    /// A kept instance is made once even when many tasks await it at the same time; when the factory throws,
    /// nothing is kept and the next resolve tries again.
    ///
    /// - Parameters: as ``register(_:key:scope:dependsOn:fileID:line:column:_:)``.
    /// - Returns: the registration, to add a close action.
    @discardableResult
    public func register<Service>(
        _ type: Service.Type,
        key: (any TagConvertible)? = nil,
        scope: ComponentScope = .unique,
        dependsOn dependencies: [DeclaredDependency]? = nil,
        fileID: StaticString = #fileID, line: UInt = #line, column: UInt = #column,
        _ factory: @escaping @Sendable () async throws -> Service
    ) -> Registration<Service> {
        let tag = key?.tag
        let site = SourceSite(fileID: fileID, line: line, column: column)
        return record(Service.self, tag: tag, at: site) {
            container.register(
                scope, type: Service.self, tag: tag, dependsOn: dependencies,
                fileID: fileID, line: line, column: column) { _ in try await factory() }
        }
    }

    /// Registers an async factory for a service of a global actor (the main actor, or one of yours): the graph
    /// records the actor, and the factory, isolated to it, runs there, so the service can be awaited from anywhere.
    ///
    /// ```swift
    /// Resolver.shared.register(Profile.self, on: MainActor.self) { @MainActor in await Profile.load() }
    /// let profile: Profile = try await Resolver.shared.resolveAsync()
    /// ```
    /// A synchronous factory for the main actor takes ``register(_:key:scope:dependsOn:on:fileID:line:column:_:)``
    /// instead, whose service a wrapper in a main-actor owner can inject.
    ///
    /// - Parameters: as ``register(_:key:scope:dependsOn:fileID:line:column:_:)``, and
    ///   - isolation: the global actor the service is made on.
    /// - Returns: the registration, to add a close action.
    @discardableResult
    public func register<Service, Isolation: GlobalActor>(
        _ type: Service.Type,
        key: (any TagConvertible)? = nil,
        scope: ComponentScope = .unique,
        dependsOn dependencies: [DeclaredDependency]? = nil,
        on isolation: Isolation.Type,
        fileID: StaticString = #fileID, line: UInt = #line, column: UInt = #column,
        _ factory: @escaping @Sendable () async throws -> Service
    ) -> Registration<Service> {
        let tag = key?.tag
        let site = SourceSite(fileID: fileID, line: line, column: column)
        return record(Service.self, tag: tag, at: site) {
            container.register(
                scope, type: Service.self, tag: tag, dependsOn: dependencies, on: Isolation.self,
                fileID: fileID, line: line, column: column) { _ in try await factory() }
        }
    }
}
