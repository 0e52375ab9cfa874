extension ContainerRenderer {
    /// `@MainActor ` for a container isolated to an actor; `nonisolated ` for a nonisolated one in a target whose
    /// default isolation is the main actor (else it would be main-actor isolated); nothing otherwise, so the
    /// files of nonisolated containers keep Saber's shape.
    func containerIsolation(_ plan: ContainerPlan) -> String {
        switch plan.isolation {
        case .globalActor(let name): "@\(name) "
        case .nonisolated: configuration.defaultIsolation == .nonisolated ? "" : "nonisolated "
        }
    }

    /// The body of an async cached getter: made once however many tasks await it at the same time. The first
    /// caller makes it; callers arriving meanwhile wait on a continuation and read it when it is made (or get
    /// the error, and nothing is kept). No lock is held across `await`: a thread-safe container takes its lock
    /// only for the few statements that read or change the state, and an isolated one needs none.
    func renderMadeOnce(_ service: ServicePlan, plan: ContainerPlan, into getter: inout SourceBuilder) {
        let name = service.localName
        let cached = "self.\(service.cachedName)"
        let waiting = "self.\(service.waitingName)"
        let locked = plan.needsLock ? { (body: String) in "self.locked({ \(body) })" } : { (body: String) in body }
        let tryKeyword = service.isThrowing ? "try " : ""
        getter.line("if let cached = \(locked(cached)) { return cached }")
        let continuation = service.isThrowing ? "withCheckedThrowingContinuation" : "withCheckedContinuation"
        getter.line("let isMaker = \(tryKeyword)await \(continuation) { (turn: \(service.continuationType)) in")
        getter.indented { turn in
            func claim(_ body: inout SourceBuilder) {
                body.block("if \(cached) != nil") { $0.line("turn.resume(returning: false)") }
                body.lines[body.lines.count - 1] += " else if \(waiting) == nil {"
                body.indented {
                    $0.line("\(waiting) = []")
                    $0.line("turn.resume(returning: true)")
                }
                body.line("} else {")
                body.indented { $0.line("\(waiting)!.append(turn)") }
                body.line("}")
            }
            if plan.needsLock {
                turn.block("self.locked") { claim(&$0) }
            } else {
                claim(&turn)
            }
        }
        getter.line("}")
        getter.line("guard isMaker else { return \(locked(cached + (service.isOptional ? "" : "!"))) }")
        let finish = "\(cached) = \(name); defer { \(waiting) = nil }; return \(waiting)!"
        if service.isThrowing {
            let isMutated = !service.isReference && !service.injections.isEmpty
            getter.line("\(isMutated ? "var" : "let") \(name): \(service.typeText)")
            getter.block("do") { attempt in
                var made = SourceBuilder(indentation: "")
                renderMakeAndInject(service, into: &made)
                for line in made.lines {
                    attempt.line(line.replacingFirst("let \(name) = ", with: "\(name) = ")
                        .replacingFirst("var \(name) = ", with: "\(name) = "))
                }
            }
            getter.lines[getter.lines.count - 1] += " catch {"
            getter.indented { failure in
                let release = "defer { \(waiting) = nil }; return \(waiting)!"
                failure.line("let waiters = \(plan.needsLock ? "self.locked { \(release) }" : "{ \(release) }()")")
                failure.line("for turn in waiters { turn.resume(throwing: error) }")
                failure.line("throw error")
            }
            getter.line("}")
        } else {
            renderMakeAndInject(service, into: &getter)
        }
        getter.line("let waiters = \(plan.needsLock ? "self.locked { \(finish) }" : "{ \(finish) }()")")
        getter.line("for turn in waiters { turn.resume(returning: false) }")
        getter.line("return \(name)")
    }

    /// `private func locked(_:)`: a thread-safe container's lock around a few statements, for async getters,
    /// which may not call `lock()` themselves (it is unavailable from async code on Apple platforms).
    func renderLockedHelper(_ plan: ContainerPlan, into body: inout SourceBuilder) -> Bool {
        guard plan.needsLock, plan.services.contains(where: { $0.isCached && $0.isAsync }) else { return false }
        body.block("private func locked<Result>(_ body: () throws -> Result) rethrows -> Result") { helper in
            helper.line("self.lock.lock()")
            helper.line("defer { self.lock.unlock() }")
            helper.line("return try body()")
        }
        return true
    }
}

extension String {
    func replacingFirst(_ target: String, with replacement: String) -> String {
        guard let range = range(of: target) else { return self }
        return replacingCharacters(in: range, with: replacement)
    }
}
