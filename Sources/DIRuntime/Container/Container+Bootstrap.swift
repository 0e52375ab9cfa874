public import DIGraph

extension Container {
    /// Every problem of this container, its ancestors and the scopes declared under it, found by DIGraph's validator
    /// on what is registered, without running a single factory (auto-wired registrations and declared dependencies
    /// are its edges). A scope is checked with its externals counted as bound.
    ///
    /// ```swift
    /// let problems = container.validate()
    /// print(DiagnosticRenderer().render(problems))
    /// ```
    /// - Returns: errors and warnings, sorted; empty when the graph is sound.
    public func validate() -> [Diagnostic] {
        var snapshot = GraphSnapshot(self, collaborating: true, includingScopes: true)
        return snapshot.validate()
    }

    /// This container and its ancestors as a DIGraph `Graph`: one binding per registration, an alias binding
    /// per forwarded key, locations at the `register` calls.
    public var graph: Graph {
        GraphSnapshot(self, collaborating: true, includingScopes: true).graph
    }

    /// Validates, freezes the registrations into a lock-free resolution plan, then makes the eager
    /// singletons.
    ///
    /// ```swift
    /// try container.bootstrap()
    /// ```
    /// Registering after bootstrap stops the program with a message naming the registration. Calling it again
    /// does nothing. Bootstrap parents first: what a child finds in bootstrapped ancestors is frozen into its
    /// plan too, while keys of an ancestor that may still change are looked up as before.
    ///
    /// Eager singletons are made where it is called: on the main actor, `@MainActor` ones are made too; an
    /// async one needs ``bootstrapAsync(isolation:)``.
    ///
    /// - Throws: ``ValidationError`` with every diagnostic when validation finds an error (warnings alone do
    ///   not fail); what making an eager singleton throws.
    public func bootstrap(isolation: isolated (any Actor)? = #isolation) throws {
        guard let plan = try freeze() else { return }
        try makeEagerSingletons(of: plan, isolation: isolation)
    }

    /// Makes the eager singletons of a plan just frozen, where `isolation` says the caller runs.
    func makeEagerSingletons(of plan: ResolutionPlan, isolation: isolated (any Actor)?) throws {
        if plan.eagerEntries.isEmpty { return }
        try ThreadResolution.withRoot(executor: ResolutionRoot.executor(of: isolation)) { root in
            for entry in plan.eagerEntries {
                try entry.makeEagerly(root: root)
            }
        }
    }

    /// Validates and freezes the registrations; the new plan, or `nil` when the container was frozen already.
    /// The scopes declared under it are validated too, and trusted by their opens when nothing was wrong.
    func freeze() throws -> ResolutionPlan? {
        var snapshot = GraphSnapshot(self, collaborating: true, includingScopes: true)
        let diagnostics = snapshot.validate()
        if diagnostics.contains(where: { $0.severity == .error }) {
            throw ValidationError(diagnostics: diagnostics)
        }
        for (scope, fingerprint) in snapshot.scopeFingerprints {
            scope.trust.withLock { $0.validatedFingerprint = fingerprint }
        }
        var inherited: [RuntimeKey: Entry] = [:]
        if ancestors.allSatisfy(\.isBootstrapped) {
            let index = GraphIndex(snapshot.graph)
            inherited = inheritedEntries(snapshot, index).merging(collectionEntries(snapshot, index)) { own, _ in own }
        }
        let validated = ValidatedEntries.only(Set(snapshot.entries.lazy.map(ObjectIdentifier.init)))
        // The snapshot holds the validated entries until the plan is published: an identity in `validated` must not
        // be taken by a new entry made after one of them was removed.
        return withExtendedLifetime(snapshot) { publishPlan(inherited: inherited, validated: validated) }
    }

    /// Freezes the registrations into a plan with `inherited` ancestors' keys, proving the entries in `validated`;
    /// `nil` when the container was frozen already.
    ///
    /// Bound and published under the mutex, so a `remove` or `reset` on another thread either comes first or finds
    /// the plan and its bindings whole to withdraw.
    private func publishPlan(inherited: [RuntimeKey: Entry], validated: ValidatedEntries) -> ResolutionPlan? {
        state.withLock { state -> ResolutionPlan? in
            if state.plan != nil { return nil }
            let plan = ResolutionPlan(
                keys: state.keyedEntries, inherited: inherited, contributions: state.contributions.map(\.entry))
            state.plan = plan
            state.bindParameters(in: plan, validated: validated)
            planAddress.store(UInt(bitPattern: Unmanaged.passUnretained(plan).toOpaque()), ordering: .releasing)
            return plan
        }
    }

    /// Bootstraps a scope just opened: without validating, when the parent's bootstrap validated the scope and the
    /// declaration registered the same things again (`fingerprint`), so an open costs the scope's own registrations;
    /// else as ``bootstrap(isolation:)``.
    ///
    /// With frozen ancestors, it records their registration count: the plan holds what it found in them, so it may
    /// serve another open (``RecycledScope``) only while that count stands.
    func bootstrapOpened(trusting scope: Scope, fingerprint: Int, isolation: isolated (any Actor)?) throws {
        let isTrusted = scope.trust.withLock { $0.validatedFingerprint == fingerprint }
        let ancestorsVersion = Int(bitPattern: ancestors.reduce(0) { $0 &+ $1.version.load(ordering: .acquiring) })
        guard ancestors.allSatisfy(\.isBootstrapped) else { return try bootstrap(isolation: isolation) }
        state.withLock { $0.lifecycle.frozenAncestorsVersion = ancestorsVersion }
        guard isTrusted else { return try bootstrap(isolation: isolation) }
        var inherited = scope.trust.withLock { trust in
            trust.inherited.flatMap { $0.ancestorsVersion == ancestorsVersion ? $0.entries : nil }
        }
        if inherited == nil {
            let snapshot = GraphSnapshot(self)
            let found = inheritedEntries(snapshot, GraphIndex(snapshot.graph))
            scope.trust.withLock { $0.inherited = (ancestorsVersion, found) }
            inherited = found
        }
        guard let plan = publishPlan(inherited: inherited ?? [:], validated: .all) else { return }
        try makeEagerSingletons(of: plan, isolation: isolation)
    }

    /// Every key an ancestor binds that DIGraph's visibility rule finds for this container, with the entry it
    /// finds: the answers the visibility cache would give, computed once. Only for frozen ancestors, whose
    /// answers cannot change; keys that are missing or ambiguous, and tag fallbacks, stay with the cache.
    private func inheritedEntries(_ snapshot: GraphSnapshot, _ index: GraphIndex) -> [RuntimeKey: Entry] {
        let container = snapshot.number(of: self)
        var inherited: [RuntimeKey: Entry] = [:]
        // Ancestors only: a collaborator is not frozen with this container, so its answers may change.
        // Bindings only: the index appends its collection nodes after them, which are no key of their own here.
        for (binding, owner) in index.bindingContainer.prefix(snapshot.graph.bindings.count).enumerated()
        where owner != container && owner < snapshot.ancestorCount {
            let serviceKey = snapshot.graph.bindings[binding].key
            let key = RuntimeKey(identifier: snapshot.identities[binding], tag: serviceKey.tag)
            guard case .found(let provider) = index.resolve(serviceKey, from: container), provider >= 0,
                  provider < snapshot.identities.count, snapshot.identities[provider] == key.type
            else { continue }
            inherited[key] = snapshot.entries[provider]
        }
        return inherited
    }

    /// The entry of every collection this container sees, made as a lookup would make it: frozen into the plan
    /// only when the ancestors are frozen too, since a contribution they gain later must reach the collection.
    private func collectionEntries(_ snapshot: GraphSnapshot, _ index: GraphIndex) -> [RuntimeKey: Entry] {
        let container = snapshot.number(of: self)
        let types = snapshot.contributions.values.map(\.shape.collectionType)
            + snapshot.declaredCollections.values.map(\.shape.collectionType)
        var entries: [RuntimeKey: Entry] = [:]
        for type in types where entries[RuntimeKey(type)] == nil {
            let serviceKey = snapshot.naming.serviceKey(of: type, tag: nil)
            let answer = collectionAnswer(for: serviceKey, type: type, snapshot: snapshot, index: index, container: container)
            if case .found(let entry) = answer { entries[RuntimeKey(type)] = entry }
        }
        return entries
    }

    /// Whether ``bootstrap(isolation:)`` has frozen the container.
    public var isBootstrapped: Bool { state.withLock { $0.plan != nil } }
}
