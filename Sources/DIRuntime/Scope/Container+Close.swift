public import DIGraph

extension Container {
    /// Ends the container's life: refuses every resolve from now on, closes the scopes opened from it (newest
    /// first), runs the `onClose` actions of the instances it kept, newest instance first, each once, and releases
    /// those instances.
    ///
    /// ```swift
    /// let session = try sessions.open { $0.bind(user) }
    /// // … sign out:
    /// let leaks = try await session.close()
    /// for leak in leaks { print(leak) }       // instances someone still holds
    /// ```
    /// After it, every way back in (`resolve`, `resolveAsync`, a `Lazy` or `Provider` made before, a factory
    /// still running) throws `scopeClosed`, naming the container and this call. A second `close()` does nothing.
    /// An action that throws does not stop the others. An ordinary container keeps its instances until it goes;
    /// an opened scope releases them here, and reports each one still alive afterwards.
    ///
    /// - Returns: `instanceOutlivedScope` warnings, one per instance the scope released that something else holds.
    /// - Throws: ``ScopeError`` listing each action that threw (`closeActionFailed`), with the warnings.
    @discardableResult
    public func close(
        fileID: StaticString = #fileID, line: UInt = #line, column: UInt = #column
    ) async throws(ScopeError) -> [Diagnostic] {
        try await close(at: RegistrationSite(fileID: fileID, line: line, column: column)).get()
    }

    /// Closes the container without `await`, as ``close(fileID:line:column:)`` does, when no action to run is
    /// `async`: for a synchronous sign-out.
    ///
    /// ```swift
    /// try session.closeSynchronously()
    /// ```
    /// A name of its own, not a synchronous `close()`: Swift may pick a synchronous overload even where `await` is
    /// written (top-level code), and the async actions would then be refused where the user asked to await them.
    ///
    /// - Throws: ``ScopeError``: `closeActionFailed` as the async close; `scopeClosed`, before anything is closed,
    ///   when an action of this container or of a scope opened from it is `async` (call `try await close()`).
    @discardableResult
    public func closeSynchronously(
        fileID: StaticString = #fileID, line: UInt = #line, column: UInt = #column
    ) throws(ScopeError) -> [Diagnostic] {
        let site = RegistrationSite(fileID: fileID, line: line, column: column)
        if let action = CloseOperation.needsAwait(self) {
            throw ScopeError([Diagnostic(
                .error, .scopeClosed,
                "'\(name)' cannot close synchronously: a close action is 'async'; nothing was closed",
                at: site.location, notes: [.init("the async close action", at: action.site.location)],
                suggestions: [.init("call 'try await close()' from an async context instead")])])
        }
        return try closeWithoutAwait(at: site).get()
    }

    private func close(at site: RegistrationSite) async -> Result<[Diagnostic], ScopeError> {
        var operation: CloseOperation
        if let closed = CloseOperation.closeListed(self, at: site) { return closed }
        switch CloseOperation.begin(self, at: site) {
        case .closedBefore: return .success([])
        case .withoutActions(let entries): return CloseOperation.closeWithoutActions(self, entries, at: site)
        case .operation(let begun): operation = begun
        }
        for scope in operation.openScopes {
            operation.diagnostics += Self.diagnostics(of: await scope.close(at: site))
        }
        operation.takeInstances()
        for closing in operation.hasActions ? operation.work : [] {
            for action in closing.actions {
                do {
                    switch action.run {
                    case .synchronous(let run): try run(closing.instance)
                    case .asynchronous(let run): try await run(closing.instance)
                    }
                } catch {
                    operation.failed(action, of: closing.entry, with: error)
                }
            }
        }
        do { return .success(try operation.finish()) } catch { return .failure(error) }
    }

    private func closeWithoutAwait(at site: RegistrationSite) -> Result<[Diagnostic], ScopeError> {
        var operation: CloseOperation
        if let closed = CloseOperation.closeListed(self, at: site) { return closed }
        switch CloseOperation.begin(self, at: site) {
        case .closedBefore: return .success([])
        case .withoutActions(let entries): return CloseOperation.closeWithoutActions(self, entries, at: site)
        case .operation(let begun): operation = begun
        }
        for scope in operation.openScopes {
            operation.diagnostics += Self.diagnostics(of: scope.closeWithoutAwait(at: site))
        }
        operation.takeInstances()
        for closing in operation.hasActions ? operation.work : [] {
            for action in closing.actions {
                guard case .synchronous(let run) = action.run else { continue }
                do { try run(closing.instance) } catch { operation.failed(action, of: closing.entry, with: error) }
            }
        }
        do { return .success(try operation.finish()) } catch { return .failure(error) }
    }

    private static func diagnostics(of result: Result<[Diagnostic], ScopeError>) -> [Diagnostic] {
        switch result {
        case .success(let warnings): warnings
        case .failure(let error): error.diagnostics
        }
    }
}
