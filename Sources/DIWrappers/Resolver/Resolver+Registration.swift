public import DIGraph
public import DIRuntime

extension Resolver {
    /// Registers a factory for a type, optionally under a key; every injection runs it again unless `scope`
    /// says otherwise.
    ///
    /// ```swift
    /// Resolver.shared.register(Bread.self, { PainAuChocolat() })
    /// Resolver.shared.register(Bread.self, key: "🥐") { Croissant() }
    /// Resolver.shared.register(Oven.self, scope: .singleton) { Oven() }
    /// ```
    /// Registering a type and key that is already registered stops the program with a `duplicateBinding`
    /// message naming both registration sites, unless ``allowOverride`` is `true`; then the new factory
    /// replaces the old one (values already injected stay as they are).
    ///
    /// - Parameters:
    ///   - type: the type properties are declared with, usually a protocol.
    ///   - key: tells apart several registrations of one type: a `String`, an `Int`, or a `RawRepresentable`
    ///     of either. Keys are unique per type.
    ///   - scope: how long a made instance lives; `.unique` (a new one per injection) as in Trifork.
    ///   - dependencies: what the factory resolves, declared so ``validate()`` sees the edges.
    ///   - factory: makes the instance; what it throws stops the program at the injection, with its path.
    /// - Returns: the registration, to add a close action (`onClose`).
    @discardableResult
    public func register<Service>(
        _ type: Service.Type,
        key: (any TagConvertible)? = nil,
        scope: ComponentScope = .unique,
        dependsOn dependencies: [DeclaredDependency]? = nil,
        fileID: StaticString = #fileID, line: UInt = #line, column: UInt = #column,
        _ factory: @escaping @Sendable () throws -> Service
    ) -> Registration<Service> {
        let tag = key?.tag
        let site = SourceSite(fileID: fileID, line: line, column: column)
        return record(Service.self, tag: tag, at: site) {
            container.register(
                scope, type: Service.self, tag: tag, dependsOn: dependencies,
                fileID: fileID, line: line, column: column) { _ in try factory() }
        }
    }

    /// Registers a factory that runs on the main actor: a `@MainActor` type, or any type of a target built with
    /// `.defaultIsolation(MainActor.self)`.
    ///
    /// ```swift
    /// Resolver.shared.register(ProfileViewModel.self, on: MainActor.self) { ProfileViewModel() }
    /// ```
    /// A wrapper injects it when its owner is made on the main actor (a `@MainActor` type, a SwiftUI view, a
    /// view controller); made anywhere else, the program stops with the container's `isolationMismatch`
    /// diagnostic, and `validate()` reports a nonisolated registration that needs it before anything runs.
    ///
    /// - Parameters: as ``register(_:key:scope:dependsOn:fileID:line:column:_:)``, and
    ///   - isolation: `MainActor.self`: the factory runs on the main actor.
    /// - Returns: the registration, to add a close action.
    @discardableResult
    public func register<Service>(
        _ type: Service.Type,
        key: (any TagConvertible)? = nil,
        scope: ComponentScope = .unique,
        dependsOn dependencies: [DeclaredDependency]? = nil,
        on isolation: MainActor.Type,
        fileID: StaticString = #fileID, line: UInt = #line, column: UInt = #column,
        _ factory: @escaping @MainActor @Sendable () throws -> Service
    ) -> Registration<Service> {
        let tag = key?.tag
        let site = SourceSite(fileID: fileID, line: line, column: column)
        return record(Service.self, tag: tag, at: site) {
            container.register(
                scope, type: Service.self, tag: tag, dependsOn: dependencies, on: MainActor.self,
                fileID: fileID, line: line, column: column) { _ in try factory() }
        }
    }

    /// Registers an instance: every injection of the type (and key) gets this same instance.
    ///
    /// ```swift
    /// Resolver.shared.registerAsSingleton(Worker.self, MySingleton.shared)
    /// Resolver.shared.registerAsSingleton(Planet.self, Earth())
    /// ```
    /// A second registration of the type and key follows ``allowOverride``, as in
    /// ``register(_:key:scope:dependsOn:fileID:line:column:_:)-swbp``.
    ///
    /// - Parameters:
    ///   - type: the type properties are declared with.
    ///   - key: tells apart several registrations of one type; unique per type.
    ///   - instance: what every injection gets.
    /// - Returns: the registration, to add a close action.
    @discardableResult
    public func registerAsSingleton<Service>(
        _ type: Service.Type,
        key: (any TagConvertible)? = nil,
        fileID: StaticString = #fileID, line: UInt = #line, column: UInt = #column,
        _ instance: Service
    ) -> Registration<Service> {
        let tag = key?.tag
        let site = SourceSite(fileID: fileID, line: line, column: column)
        return record(Service.self, tag: tag, at: site) {
            container.register(
                instance: instance, type: Service.self, tag: tag, fileID: fileID, line: line, column: column)
        }
    }

    /// Registers through `register` unless the container already registers the key and overrides are off;
    /// then stops the program with the validator's own `duplicateBinding` diagnostic, naming both sites.
    func record<Service>(
        _ type: Service.Type, tag: Tag?, at site: SourceSite, register: () -> Registration<Service>
    ) -> Registration<Service> {
        let allowOverride = allowOverride
        let (registration, first) = registering.withLock { () -> (Registration<Service>?, Binding?) in
            if !allowOverride, let first = container.registeredBinding(of: Service.self, tag: tag) { return (nil, first) }
            return (register(), nil)
        }
        if let registration { return registration }
        let sharedAcrossTests = self === Resolver.processWide && TestProcess.isRunning
        Resolver.fail(
            DuplicateRegistrationReport(first: first!, second: site, sharedAcrossTests: sharedAcrossTests).failure())
    }
}
