import DIGraph

extension Container {
    /// The entry a key resolves to from this container.
    ///
    /// Own keys first: from the plan without a lock, else from the registry under the mutex. Besides the plan
    /// `bootstrap()` freezes, a provisional plan is published once `ContainerState.lookupsBeforeProvisionalPlan`
    /// lookups went through the mutex without a registration in between (an app registers, then resolves), and
    /// withdrawn by the next registration; a resolve that read it just before sees the registrations as they were,
    /// as if it had run first. A key the container does not register is looked up with DIGraph's ``GraphIndex`` on a
    /// snapshot of this container and its ancestors, so parents, ambiguity and tag fallback follow the validator's
    /// rule exactly; answers are cached until the next registration into the container or one of its ancestors. A key
    /// none of them provides is looked up in the containers this one collaborates with (``collaborate(with:)``).
    @usableFromInline
    func lookup(_ key: RuntimeKey, type: Any.Type) -> VisibilityCache.Answer {
        let answer = lookupInOwnGraph(key, type: type)
        guard case .missing = answer else { return answer }
        return lookupInCollaborators(key, type: type)
    }

    /// ``lookup(_:type:)`` in this container and its ancestors only.
    func lookupInOwnGraph(_ key: RuntimeKey, type: Any.Type) -> VisibilityCache.Answer {
        if let plan {
            if let entry = plan.entry(for: key) { return .found(entry.takeUnretainedValue()) }
            if !plan.refusedKeys.isEmpty, plan.refusedKeys.contains(key) { return .failed(duplicateError(for: key)) }
        } else {
            let (own, refused, refusal) = state.withLock { state in
                // A closed container, or a scope's declaration, answers nothing.
                if let refusal = state.lifecycle.refusal { return (nil as Entry?, false, Optional(refusal)) }
                if let provisional = state.provisionalPlanIfDue() {
                    planAddress.store(UInt(bitPattern: Unmanaged.passUnretained(provisional).toOpaque()), ordering: .releasing)
                }
                // A key both bound and contributed to here is the graph's to answer: it reports the conflict.
                let own = state[key]
                let contributed = own != nil && !state.contributedTypes.isEmpty && state.contributedTypes.contains(key.type)
                return (contributed ? nil : own, state.isRefused(key), nil)
            }
            if let refusal {
                return .failed(refusalError(refusal, key: TypeDescription.serviceKey(of: type, tag: key.tag).description))
            }
            if refused { return .failed(duplicateError(for: key)) }
            if let own { return .found(own) }
        }
        // The rule's trivial case: no parent, no tag to fall back from, no collection.
        if !hasParents && key.tag == nil && collectionsRegistered.load(ordering: .acquiring) == 0 { return .missing }
        return lookupThroughGraph(key, type: type)
    }

    /// The entry for `key`, or the `missingBinding` / `ambiguousBinding` / `duplicateBinding` error.
    ///
    /// - Parameter label: the parameter that asked, for the message.
    @inlinable
    func entry(
        for key: RuntimeKey, type: Any.Type, label: String? = nil, root: UnsafeMutablePointer<ResolutionRoot>?
    ) throws(ResolutionError) -> Entry {
        if let plan, let entry = plan.entry(for: key) { return entry.takeUnretainedValue() }
        return try lookedUpEntry(for: key, type: type, label: label, root: root)
    }

    /// ``entry(for:type:label:root:)`` past the plan.
    @usableFromInline
    func lookedUpEntry(
        for key: RuntimeKey, type: Any.Type, label: String?, root: UnsafeMutablePointer<ResolutionRoot>?
    ) throws(ResolutionError) -> Entry {
        switch lookup(key, type: type) {
        case .found(let entry): return entry
        case .failed(let error): throw error
        case .missing: throw ResolutionError.missing(key, type: type, in: self, label: label, root: root)
        }
    }

    private func lookupThroughGraph(_ key: RuntimeKey, type: Any.Type) -> VisibilityCache.Answer {
        // Read before the snapshot is taken: a registration racing with this lookup bumps the version after its
        // change, so the answer is either taken with the change in view or thrown away by the next lookup.
        let version = visibilityVersion
        return visibilityCache.withLock { cache in
            cache.validate(at: version)
            if let known = cache.answers[key] { return known }
            let (snapshot, index) = cache.snapshotAndIndex(of: self)
            let serviceKey = snapshot.naming.serviceKey(of: type, tag: key.tag)
            let container = snapshot.number(of: self)
            if let collection = collectionAnswer(
                for: serviceKey, type: type, snapshot: snapshot, index: index, container: container) {
                cache.answers[key] = collection
                return collection
            }
            let answer: VisibilityCache.Answer = switch index.resolve(serviceKey, from: container) {
            // Names are distinct per type identity, so the provider makes the type asked; checked all the same,
            // since an entry of another type must never answer.
            case .found(let provider)
            where provider >= 0 && provider < snapshot.identities.count && snapshot.identities[provider] == key.type:
                .found(snapshot.entries[provider])
            case .found, .missing: .missing
            case .ambiguous:
                .failed(ResolutionError(index.ambiguousBindingDiagnostic(for: serviceKey, in: container, at: nil)))
            }
            cache.answers[key] = answer
            return answer
        }
    }

    /// The `duplicateBinding` diagnostic of a refused registration of `key`, as the validator words it: made by
    /// a validation run on the first resolve of the key, then kept until the container registers again.
    private func duplicateError(for key: RuntimeKey) -> ResolutionError {
        // Read before validating: a registration racing with this bumps it after its change, so an error made
        // without the change in view is stored as stale.
        let version = Int(bitPattern: version.load(ordering: .acquiring))
        let (known, refused) = state.withLock { state in
            (state.duplicateErrors[key], state.refused.first { $0.key == key })
        }
        if let known, known.version == version { return known.error }
        let location = refused?.configuration.site.location
        let diagnostic = GraphSnapshot(self).graph.validate().first {
            $0.code == .duplicateBinding && $0.location == location
        }
        // The validator reports every refused registration; this stands in only if that ever changed.
        let error = ResolutionError(diagnostic ?? Diagnostic(
            .error, .duplicateBinding, "'\(refused?.serviceKey.description ?? "?")' is bound twice in container '\(name)'", at: location))
        state.withLock { state in state.duplicateErrors[key] = (version, error) }
        return error
    }
}
