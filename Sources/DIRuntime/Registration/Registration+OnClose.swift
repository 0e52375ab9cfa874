import DIGraph

extension Registration {
    /// Adds work to do on the kept instance when its container closes: flush a cache, close a socket.
    ///
    /// ```swift
    /// let sessions = app.scope("Session") { session in
    ///     session.register(.singleton) { _ in Cache() }
    ///         .onClose { cache in cache.flush() }
    /// }
    /// ```
    /// ``Container/close(fileID:line:column:)`` runs the actions of every instance the container kept, newest
    /// instance first, each once. Only a kept instance (`.singleton`, `.eagerSingleton`, `.weakSingleton` still
    /// alive) is closed: an action on a `.unique` or `.shared` registration would never run, and `validate()` and
    /// `bootstrap()` report it as `closeActionNeverRuns`.
    ///
    /// - Parameter action: runs once on the instance; what it throws is reported by `close()`, after the others ran.
    @discardableResult
    public func onClose(
        fileID: StaticString = #fileID, line: UInt = #line, column: UInt = #column,
        _ action: @escaping @Sendable (Service) throws -> Void
    ) -> Registration<Service, repeat each Argument> {
        addCloseAction(.synchronous { instance in try action(instance as! Service) }, fileID, line, column)
    }

    /// Adds an `async` close action, or one isolated to a global actor (it runs there): awaited by
    /// ``Container/close(fileID:line:column:)``; a synchronous `close()` refuses to start while one is owed.
    ///
    /// ```swift
    /// session.register(.singleton) { c in Payments(http: try c.resolve()) }
    ///     .onClose { payments in await payments.flush() }
    /// ```
    /// - Parameter action: runs once on the instance; what it throws is reported by `close()`, after the others ran.
    @discardableResult
    public func onClose(
        fileID: StaticString = #fileID, line: UInt = #line, column: UInt = #column,
        _ action: @escaping @Sendable (Service) async throws -> Void
    ) -> Registration<Service, repeat each Argument> {
        addCloseAction(.asynchronous { instance in try await action(instance as! Service) }, fileID, line, column)
    }

    private func addCloseAction(
        _ run: RuntimeCloseAction.Run, _ fileID: StaticString, _ line: UInt, _ column: UInt
    ) -> Registration<Service, repeat each Argument> {
        let site = RegistrationSite(fileID: fileID, line: line, column: column)
        container.addCloseAction(RuntimeCloseAction(entry: entry, site: site, run: run))
        return self
    }
}
