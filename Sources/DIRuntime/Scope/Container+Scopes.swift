public import DIGraph

extension Container {
    /// Declares a scope under this container: registrations that live shorter than the app, in a container opened
    /// with ``Scope/open(isolation:fileID:line:column:_:)`` and ended with ``close(fileID:line:column:)``.
    ///
    /// ```swift
    /// let sessions = app.scope("Session") { session in
    ///     session.external(User.self)
    ///     session.register(.singleton) { c in Cart(user: try c.resolve()) }
    /// }
    /// ```
    /// `declaration` runs now, so ``validate()`` and ``bootstrap(isolation:)`` check the scope with this container,
    /// its externals counted as bound: a mistake in a session is reported at app start, not after a login. An `open`
    /// runs it again, or reuses the registrations of a closed session nothing holds (see ``Scope``): make nothing per
    /// session in the declaration itself. A scope may declare scopes of its own (a checkout inside a session).
    ///
    /// - Parameters:
    ///   - name: the scope's name in diagnostics and graph exports.
    ///   - declaration: registers the scope's services and declares its externals (``external(_:tag:fileID:line:column:)``).
    /// - Returns: the scope, to open; the container keeps it too (a scope declared in a scope's declaration is found
    ///   again with ``declaredScope(_:)``).
    public func scope(
        _ name: String, fileID: StaticString = #fileID, line: UInt = #line, column: UInt = #column,
        _ declaration: @escaping @Sendable (Container) -> Void
    ) -> Scope {
        declare(Scope(name: name, parent: self, declaration: declaration), fileID: fileID, line: line, column: column)
    }

    /// Declares a scope assembled from modules, as ``init(name:parents:allowsOverrides:modules:)`` assembles a
    /// container: each module once, dependencies first, replaced modules left out. `declaration` runs first, for the
    /// scope's externals (which meet the modules' expectations) and anything registered beside the modules.
    ///
    /// ```swift
    /// let sessions = try app.scope("Session", modules: [PaymentsModule(), MessagesModule()]) { session in
    ///     session.external(User.self)
    /// }
    /// ```
    /// The parent's ``validate()`` and ``bootstrap(isolation:)`` check the modules' expectations, duplicates,
    /// cycles and replacements inside the scope, naming the scope.
    ///
    /// - Throws: ``ModuleError`` when a module's `register` throws, naming the module; an open that assembles the
    ///   modules again throws it too.
    public func scope(
        _ name: String, modules: [any Module], fileID: StaticString = #fileID, line: UInt = #line,
        column: UInt = #column, _ declaration: @escaping @Sendable (Container) -> Void = { _ in }
    ) throws -> Scope {
        try scope(name, fileID: fileID, line: line, column: column) { container in
            declaration(container)
            try container.assemble(modules)
        }
    }

    /// Declares a scope whose declaration may throw (it assembles modules): for a front-end's own `scope(modules:)`.
    package func scope(
        _ name: String, fileID: StaticString, line: UInt, column: UInt,
        throwing declaration: @escaping @Sendable (Container) throws -> Void
    ) throws -> Scope {
        declare(try Scope(name: name, parent: self, declaration: declaration), fileID: fileID, line: line, column: column)
    }

    /// Records `scope` as declared here.
    private func declare(_ scope: Scope, fileID: StaticString, line: UInt, column: UInt) -> Scope {
        let name = scope.name
        state.withLock { state in
            checkNotFrozen(state, RegistrationSite(fileID: fileID, line: line, column: column), "declare scope '\(name)'")
            state.lifecycle.declaredScopes.append(scope)
        }
        registered()
        return scope
    }

    /// Declares a value the scope is opened with (Saber's externals): the opener binds it
    /// (``ScopeBinder/bind(_:as:tag:fileID:line:column:)``), and the scope's registrations resolve it like any other.
    ///
    /// ```swift
    /// session.external(User.self)
    /// ```
    /// Only a scope's declaration has externals; in any other container, ``validate()`` and ``bootstrap(isolation:)``
    /// report the external as `unboundExternal`, since nothing would bind it.
    public func external<Value>(
        _ type: Value.Type, tag: (any TagConvertible)? = nil,
        fileID: StaticString = #fileID, line: UInt = #line, column: UInt = #column
    ) {
        let external = ScopeExternal(
            key: RuntimeKey(Value.self, tag: tag?.tag), type: Value.self,
            site: RegistrationSite(fileID: fileID, line: line, column: column))
        state.withLock { state in
            checkNotFrozen(state, external.site, "declare external '\(TypeDescription.serviceKey(of: Value.self, tag: tag?.tag))'")
            // An opened scope binds its externals as instances; the declaration's list is the one checked.
            if role != .openedScope { state.lifecycle.externals.append(external) }
        }
        registered()
    }

    /// Registers an external's bound value in an opened scope: a ready-made instance, which the opener owns, so
    /// closing the scope neither releases nor reports it.
    func registerExternal<Value>(_ value: Value, tag: Tag?, site: RegistrationSite) {
        let configuration = Entry.Configuration(
            key: RuntimeKey(Value.self, tag: tag), scope: .singleton, source: .instance, dependencies: [], forwards: [],
            site: site)
        add(TypedEntry<Value, Void>(
            configuration, container: self,
            make: { entry, _, _, output in
                output.initializeMemory(as: Value.self, to: entry.kept.value(Value.self).pointee)
            },
            instance: value))
    }

    /// The scopes declared under this container that are still held, in declaration order.
    var declaredScopes: [Scope] {
        state.withLock { $0.lifecycle.declaredScopes }
    }

    /// The scope named `name` declared under this container: a scope declared inside a scope's declaration (a
    /// checkout in a session) is declared anew in each opened scope, and found there by name.
    ///
    /// ```swift
    /// let session = try sessions.open { $0.bind(user) }
    /// let checkout = try session.declaredScope("Checkout")?.open()
    /// ```
    public func declaredScope(_ name: String) -> Scope? {
        state.withLock { $0.lifecycle.declaredScopes.last { $0.name == name } }
    }

    /// The registrations' fingerprint: equal for two containers whose registrations were made by the same calls,
    /// whatever their order, so an opened scope can tell it registered what its declaration's validation saw.
    var registrationFingerprint: Int {
        state.withLock { $0.registrationFingerprint }
    }
}
