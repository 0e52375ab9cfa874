import DIGraph

extension ContainerRenderer {
    /// `func close()`: marks the container closed, takes the close actions and the cached instances, then runs the
    /// actions newest instance first, outside the lock (an action may read another service of a parent). The taking
    /// is a synchronous function of its own: an `async` function may not take a lock.
    func renderClose(_ plan: ContainerPlan, into body: inout SourceBuilder) {
        let isAsync = plan.closesAsynchronously
        let prefix = isAsync && plan.isolation == .nonisolated ? "nonisolated(nonsending) " : ""
        let signature = "\(prefix)\(memberAccess) func close(fileID: String = #fileID, line: Int = #line)\(isAsync ? " async" : "")"
        body.line("/// Ends the scope: runs each kept instance's close method, newest first, releases the kept instances,")
        body.line("/// and stops every getter afterwards. A second call does nothing.")
        body.block(signature) { close in
            close.line("let actions = self.takeCloseActions(closedAt: \"\\(fileID):\\(line)\")")
            close.line("for action in actions.reversed() { \(isAsync ? "await " : "")action() }")
        }
        body.blank()
        body.block("private func takeCloseActions(closedAt: String) -> [\(plan.closeActionType)]") { take in
            if plan.needsLock {
                take.line("self.lock.lock()")
                take.line("defer { self.lock.unlock() }")
            }
            take.line("guard self.closedAt == nil else { return [] }")
            take.line("self.closedAt = closedAt")
            take.line("let actions = self.closeActions")
            take.line("self.closeActions = []")
            for service in plan.services where service.isCached && service.hasGetter {
                take.line("self.\(service.cachedName) = nil")
            }
            take.line("return actions")
        }
    }

    /// `checkOpen(_:)`: what every getter asks first; after `close()` it stops the program, naming the scope, the
    /// service and where the scope was closed (a getter cannot throw).
    func renderOpenCheck(_ plan: ContainerPlan, into body: inout SourceBuilder) {
        body.block("private func checkOpen(_ service: String)") { check in
            if plan.needsLock {
                check.line("self.lock.lock()")
                check.line("defer { self.lock.unlock() }")
            }
            check.block("if let closedAt = self.closedAt") { closed in
                closed.line("fatalError(\"[scopeClosed] scope '\(plan.name)' is closed: '\\(service)' cannot be resolved from it; \""
                    + " + \"it was closed at \\(closedAt)\")")
            }
        }
    }

    /// The text as a Swift string literal.
    func stringLiteral(_ text: String) -> String {
        "\"" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
    }
}

extension ContainerPlan {
    /// The type of a stored close action.
    var closeActionType: String { closesAsynchronously ? "() async -> Void" : "() -> Void" }
}
