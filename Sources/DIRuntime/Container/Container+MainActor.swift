public import DIGraph

/// Registrations of services that must be made on the main actor: `@MainActor` view models, UIKit and AppKit
/// objects, and every type of a target built with `.defaultIsolation(MainActor.self)`.
///
/// The isolation is declared at the registration (`on: MainActor.self`), where the compiler checks the factory
/// against it, and recorded in the graph, where `validate()` finds every synchronous edge into the service from
/// code that does not run on the main actor (`isolationMismatch`) before anything is made. Swift cannot pick an
/// overload by a closure's isolation, so it is a parameter rather than an inference.
extension Container {
    /// Registers a factory that runs on the main actor.
    ///
    /// ```swift
    /// container.register(.unique, on: MainActor.self) { c in ProfileViewModel(api: try c.resolve()) }
    /// ```
    /// A resolve called on the main actor makes it synchronously; a resolve called anywhere else throws
    /// `isolationMismatch` unless the instance is already made (a kept singleton), and `resolveAsync` hops to
    /// the main actor to make it.
    ///
    /// - Parameters: as ``register(_:type:tag:dependsOn:fileID:line:column:factory:)``, and
    ///   - isolation: `MainActor.self`: the factory runs on the main actor.
    /// - Returns: the registration, to forward (`implements`) or complete (`onResolved`).
    @inlinable
    @discardableResult
    public func register<Service>(
        _ scope: ComponentScope = .shared,
        type: Service.Type = Service.self,
        tag: (any TagConvertible)? = nil,
        dependsOn dependencies: [DeclaredDependency]? = nil,
        on isolation: MainActor.Type,
        fileID: StaticString = #fileID, line: UInt = #line, column: UInt = #column,
        factory: @escaping @MainActor @Sendable (Container) throws -> Service
    ) -> Registration<Service> {
        // Called only by a resolve whose top level runs on the main actor (`Unsafe/MainActorCast.swift`).
        let factory = unsafeNonisolated(factory, to: (@Sendable (Container) throws -> Service).self)
        return registerFactory(
            scope, tag?.tag, dependencies, fileID, line, column, isolation: .mainActor, make: Self.erased(factory))
    }

    /// Registers an initializer that runs on the main actor, auto-wired: the initializer of a `@MainActor`
    /// class, or of any type in a default-MainActor target.
    ///
    /// ```swift
    /// container.register(ProfileViewModel.init, on: MainActor.self)
    /// ```
    /// - Parameters: as ``register(_:scope:type:tag:fileID:line:column:)-8fv7a``, and
    ///   - isolation: `MainActor.self`: the initializer runs on the main actor.
    /// - Returns: the registration, to forward (`implements`) or complete (`onResolved`).
    @_disfavoredOverload
    @inlinable
    @discardableResult
    public func register<Service, each Dependency>(
        _ initializer: @escaping @MainActor @Sendable (repeat each Dependency) throws -> Service,
        on isolation: MainActor.Type,
        scope: ComponentScope = .shared,
        type: Service.Type = Service.self,
        tag: (any TagConvertible)? = nil,
        fileID: StaticString = #fileID, line: UInt = #line, column: UInt = #column
    ) -> Registration<Service> {
        autowirePack(
            VariadicFunction(assumingMainActor: MainActorVariadicFunction(initializer)), scope, tag,
            RegistrationSite(fileID: fileID, line: line, column: column), isolation: .mainActor)
    }

    // Up to six parameters, the overloads generated in Container+ArityOverloads.swift take a `@MainActor`
    // initializer instead.
}
