public import DIGraph
public import DIRuntime

/// A scope of a ``Resolver``: a signed-in session, a checkout. Declared once with the app's resolver and validated
/// with it, opened as a ``Resolver`` of its own, closed when it ends.
///
/// ```swift
/// let sessions = Resolver.shared.scope("Session") { session in
///     session.external(User.self)
///     session.register(Cart.self, scope: .singleton) { Cart(user: try Resolver.shared.resolve()) }
///         .onClose { cart in cart.save() }
/// }
/// let session = try sessions.open { $0.bind(user) }
/// let model = Resolver.withResolver(session) { CartModel() }   // its @Inject read the session
/// try await session.close()
/// ```
/// Inside `Resolver.withResolver(session)`, `Resolver.shared` is the session: the wrappers of objects made there read
/// it, and so do the factories their injections run. The declaration runs with its own resolver bound the same way,
/// so `Resolver.shared.register` inside it registers in the scope.
public final class ResolverScope: Sendable {
    /// The runtime scope the resolver's scope is.
    public let scope: Scope

    init(_ scope: Scope) {
        self.scope = scope
    }

    /// The scope's name, in diagnostics.
    public var name: String { scope.name }

    /// Opens the scope as a resolver of its own, a child of the one that declared it; bind every external.
    ///
    /// - Parameter bind: binds a value to every external the declaration named, and nothing else.
    /// - Returns: the opened scope; ``Resolver/withResolver(_:_:)`` makes objects whose `@Inject`s read it.
    /// - Throws: as ``/DIRuntime/Scope/open(isolation:fileID:line:column:_:)``.
    public func open(
        isolation: isolated (any Actor)? = #isolation,
        fileID: StaticString = #fileID, line: UInt = #line, column: UInt = #column,
        _ bind: (inout ScopeBinder) throws -> Void = { _ in }
    ) throws -> Resolver {
        Resolver(wrapping: try scope.open(isolation: isolation, fileID: fileID, line: line, column: column, bind))
    }
}

extension Resolver {
    /// Declares a scope under this resolver: its `declaration` registers with the resolver it is given, as the
    /// app registers with `Resolver.shared`, and names its externals. Validated with this resolver
    /// (``validate()``); see ``ResolverScope``.
    ///
    /// - Parameters:
    ///   - name: the scope's name in diagnostics.
    ///   - declaration: registers the scope's services and declares its externals.
    /// - Returns: the scope, to open.
    public func scope(
        _ name: String, fileID: StaticString = #fileID, line: UInt = #line, column: UInt = #column,
        _ declaration: @escaping @Sendable (Resolver) -> Void
    ) -> ResolverScope {
        ResolverScope(container.scope(name, fileID: fileID, line: line, column: column) { container in
            let resolver = Resolver(wrapping: container)
            Resolver.withResolver(resolver) { declaration(resolver) }
        })
    }

    /// Declares a scope assembled from modules, as ``install(_:)`` assembles this resolver: while they register,
    /// `Resolver.shared` is the scope's resolver. `declaration` runs first, for the scope's externals.
    ///
    /// ```swift
    /// let sessions = try Resolver.shared.scope("Session", modules: [PaymentsModule()]) { session in
    ///     session.external(User.self)
    /// }
    /// ```
    /// - Throws: ``/DIRuntime/ModuleError`` when a module's `register` throws.
    public func scope(
        _ name: String, modules: [any Module], fileID: StaticString = #fileID, line: UInt = #line,
        column: UInt = #column, _ declaration: @escaping @Sendable (Resolver) -> Void = { _ in }
    ) throws -> ResolverScope {
        ResolverScope(try container.scope(name, fileID: fileID, line: line, column: column) { container in
            let resolver = Resolver(wrapping: container)
            Resolver.withResolver(resolver) { declaration(resolver) }
            try resolver.install(modules)
        })
    }

    /// Declares a value the scope is opened with (only in a scope's declaration).
    ///
    /// ```swift
    /// session.external(User.self)
    /// ```
    public func external<Value>(
        _ type: Value.Type, key: (any TagConvertible)? = nil,
        fileID: StaticString = #fileID, line: UInt = #line, column: UInt = #column
    ) {
        container.external(Value.self, tag: key, fileID: fileID, line: line, column: column)
    }

    /// Closes the scope this resolver is (or the resolver itself): runs the close actions newest instance first,
    /// releases the instances, and stops every later injection from it with the `scopeClosed` message.
    ///
    /// - Returns: `instanceOutlivedScope` warnings, one per released instance something else holds.
    /// - Throws: ``/DIRuntime/ScopeError`` listing each close action that threw.
    @discardableResult
    public func close(
        fileID: StaticString = #fileID, line: UInt = #line, column: UInt = #column
    ) async throws(ScopeError) -> [Diagnostic] {
        try await container.close(fileID: fileID, line: line, column: column)
    }

    /// ``close(fileID:line:column:)`` without `await`, when no close action is `async`.
    ///
    /// - Returns: as ``close(fileID:line:column:)``.
    /// - Throws: as ``/DIRuntime/Container/closeSynchronously(fileID:line:column:)``.
    @discardableResult
    public func closeSynchronously(
        fileID: StaticString = #fileID, line: UInt = #line, column: UInt = #column
    ) throws(ScopeError) -> [Diagnostic] {
        try container.closeSynchronously(fileID: fileID, line: line, column: column)
    }
}
