import DIGraph

extension Scope {
    /// Opens the scope: a new container, child of the parent, with the declaration's registrations and `bind`'s
    /// values for its externals.
    ///
    /// ```swift
    /// let session = try sessions.open { $0.bind(user) }
    /// let cart: Cart = try session.resolve()
    /// ```
    /// Opening from a bootstrapped parent does not validate again: the parent's bootstrap validated the scope, and
    /// the opened container is frozen with what it found. Each open has new instances; the parent's are shared.
    ///
    /// - Parameter bind: binds a value to every external the declaration named, and nothing else.
    /// - Returns: the opened scope, a bootstrapped ``Container``; ``Container/close(fileID:line:column:)`` ends it.
    /// - Throws: ``ScopeError`` (`unboundExternal`) naming an external without a value, or a value the scope did not
    ///   declare; `scopeClosed` when the parent is closed; ``ValidationError`` when the registrations differ from
    ///   the validated ones and are wrong; what making an eager singleton throws.
    public func open(
        isolation: isolated (any Actor)? = #isolation,
        fileID: StaticString = #fileID, line: UInt = #line, column: UInt = #column,
        _ bind: (inout ScopeBinder) throws -> Void = { _ in }
    ) throws -> Container {
        let site = RegistrationSite(fileID: fileID, line: line, column: column)
        // The parent, strong from the weak load, as one reference the opened container takes over (it releases it
        // in its `deinit`), and read without retaining it meanwhile: a container its scopes hold weakly takes the
        // runtime's slow path for each retain and release.
        guard let parent = parent.map({ Unmanaged.passRetained($0) }) else {
            throw ScopeError([Diagnostic(
                .error, .scopeClosed, "scope '\(name)' cannot open: the container it was declared in is gone",
                at: site.location, suggestions: [.init("keep the parent container alive while its scopes open")])])
        }
        var handedParent = false
        defer { if !handedParent { parent.release() } }
        return try parent._withUnsafeGuaranteedRef { parentContainer in
            // A parent whose plan is published is bootstrapped and not closed (its close unpublishes the plan
            // before anything else), so only another parent needs its refusal read under its lock.
            if parentContainer.planAddress.load(ordering: .acquiring) == 0,
               let refusal = parentContainer.refusalError(key: name) {
                throw ScopeError([refusal.resolved(at: site).diagnostic])
            }
            // Taken before binding: its buffer takes the values, so binding allocates nothing.
            let spare = takeRecycled(ancestorsVersion: parentContainer.visibilityVersion)
            var binder = ScopeBinder(values: spare?.takeBindingBuffer() ?? [])
            do {
                try bind(&binder)
                try checkBound(binder, at: site)
            } catch {
                if let spare { recycled.keep(spare) }
                throw error
            }
            var reopened: Container?
            if let spare {
                // Taken over by the container `reopen` makes, even one it drops (whose `deinit` releases it).
                handedParent = true
                reopened = try reopen(spare: spare, under: parent, binding: &binder, isolation: isolation)
                if reopened == nil { _ = parent.retain() }  // for the new open below
            }
            handedParent = true
            let container = try reopened ?? open(under: parent, binding: binder, isolation: isolation)
            parentContainer.state.withLock { state in
                state.lifecycle.openScopes.append(OpenScope(container))
                parentContainer.openScopeCount.wrappingAdd(1)
            }
            return container
        }
    }

    /// A new open with the registrations `spare`, what a closed open left (``RecycledScope``), holds; `nil` when
    /// it cannot take `binder`'s values.
    private func reopen(
        spare: RecycledScope, under parent: Unmanaged<Container>, binding binder: inout ScopeBinder,
        isolation: isolated (any Actor)?
    ) throws -> Container? {
        let container = Container(
            name: name, parents: [], heldScopeParent: parent, allowsOverrides: template.allowsOverrides,
            bindingAdvice: nil, role: .openedScope, storage: spare.storage, openedFrom: self,
            recycledFrom: spare)
        // Not handed: the container goes unclosed, and frees the storage as any other does.
        guard spare.hand(to: container, binding: &binder) else { return nil }
        try container.makeEagerSingletons(of: spare.plan, isolation: isolation)
        return container
    }

    /// A new open with the declaration run again, bootstrapped without validating when it registered what the
    /// parent's bootstrap validated.
    private func open(
        under parent: Unmanaged<Container>, binding binder: ScopeBinder, isolation: isolated (any Actor)?
    ) throws -> Container {
        let container = Container(
            name: name, parents: [], heldScopeParent: parent, allowsOverrides: template.allowsOverrides,
            bindingAdvice: nil, role: .openedScope, storage: ContainerStorage(), openedFrom: self,
            recycledFrom: nil)
        try declaration(container)
        let fingerprint = container.registrationFingerprint
        for value in binder.values { value.bind(container, nil) }
        try container.bootstrapOpened(trusting: self, fingerprint: fingerprint, isolation: isolation)
        return container
    }

    /// Whether `binder` binds every declared external and nothing else, each once (the counts are equal, so each
    /// at most once when each is found). Through the buffers: an element read out of an array is copied whole.
    private func isExact(_ binder: ScopeBinder) -> Bool {
        externals.withUnsafeBufferPointer { declared in
            binder.values.withUnsafeBufferPointer { values in
                guard declared.count == values.count else { return false }
                for external in declared.indices {
                    let key = declared[external].key
                    guard values.indices.contains(where: { values[$0].key == key }) else { return false }
                }
                return true
            }
        }
    }

    /// Every declared external bound once, and nothing else; every mistake at once.
    private func checkBound(_ binder: ScopeBinder, at site: RegistrationSite) throws {
        if isExact(binder) { return }
        let declared = externals
        var diagnostics: [Diagnostic] = []
        let names = TypeNaming(declared.map(\.type) + binder.values.map(\.type))
        let declaredList = declared.map { "'\(names.serviceKey(of: $0.type, tag: $0.key.tag))'" }.joined(separator: ", ")
        for external in declared where !binder.values.contains(where: { $0.key == external.key }) {
            let key = names.serviceKey(of: external.type, tag: external.key.tag)
            diagnostics.append(Diagnostic(
                .error, .unboundExternal, "scope '\(name)' is opened without a value for its external '\(key)'",
                at: site.location, notes: [.init("declared as an external here", at: external.site.location)],
                suggestions: [.init("bind it when opening: 'open { $0.bind(value\(external.key.tag == nil ? "" : ", tag: …")) }'")]))
        }
        var seen: Set<RuntimeKey> = []
        for value in binder.values {
            let key = names.serviceKey(of: value.type, tag: value.key.tag)
            if !declared.contains(where: { $0.key == value.key }) {
                diagnostics.append(Diagnostic(
                    .error, .unboundExternal, "scope '\(name)' declares no external '\(key)', but a value is bound to it",
                    at: value.site.location,
                    suggestions: [.init(declared.isEmpty
                        ? "declare it in the scope with 'external(\(key.type).self)', or remove the bind"
                        : "its externals are \(declaredList); bind one of those (as: its type), or declare "
                            + "'external(\(key.type).self)'")]))
            } else if !seen.insert(value.key).inserted {
                diagnostics.append(Diagnostic(
                    .error, .unboundExternal, "scope '\(name)' is opened with two values for its external '\(key)'",
                    at: value.site.location, suggestions: [.init("bind it once")]))
            }
        }
        if !diagnostics.isEmpty { throw ScopeError(diagnostics) }
    }
}
