import DIGraph

/// The bookkeeping a close needs, written as instances are kept and actions added.
extension Container {
    /// Records that `entry` has just kept a new instance, when this container records them (an opened scope, or
    /// one with close actions). Called on the slow path that made the instance, under the entry's cell lock, so a
    /// close that took every cell lock after it finds it recorded.
    @inline(__always)
    func recordKeptIfAsked(_ entry: Entry) {
        if recordsKeptInstances.load(ordering: .relaxed) != 0 { recordKept(entry) }
    }

    /// Records that `entry` has just kept a new instance. A weak singleton made anew (its last instance gone) moves
    /// to the end instead of being listed again, so the list holds each entry once however often it is remade.
    func recordKept(_ entry: Entry) {
        state.withLock { state in
            if entry.scope == .weakSingleton { state.lifecycle.madeInOrder.removeAll { $0 === entry } }
            state.lifecycle.madeInOrder.append(entry)
        }
    }

    /// Takes this container off its parent's list of open scopes (``OpenScope``): when it closes, or in its
    /// `deinit` when it never did.
    func leaveParent() {
        guard let heldScopeParent else { return }
        let identifier = ObjectIdentifier(self)
        heldScopeParent._withUnsafeGuaranteedRef { parent in
            parent.state.withLock { state in
                guard let index = state.lifecycle.openScopes.lastIndex(where: { $0.identifier == identifier }) else { return }
                // The newest open is the last, and nearly always the one that leaves: no elements to move.
                if index == state.lifecycle.openScopes.count - 1 {
                    state.lifecycle.openScopes.removeLast()
                } else {
                    state.lifecycle.openScopes.remove(at: index)
                }
                parent.openScopeCount.wrappingAdd(0 &- 1)
            }
        }
    }

    /// The place of the instance `entry` of this opened scope keeps now, after every one kept before it, recorded
    /// in the scope's ``KeptOrderList`` when it has one. Inside ``withScopedMake(of:_:)``, so a close that finds no
    /// make under way finds every place taken recorded.
    @inline(__always)
    func keptOrder(recording entry: Entry) -> UInt {
        let place = keptCount.wrappingAdd(1)
        KeptOrderList(address: keptOrderList.load(ordering: .relaxed))?.record(entry, at: place)
        return place
    }

    /// Runs `make`, which makes and keeps an instance of `entry` of this opened scope, counted as a make under way;
    /// throws `scopeClosed` instead once the close refused makes. Both are read-modify-writes of one word, so either
    /// the close finds this make under way (and visits every cell, waiting for this one's lock), or the make finds
    /// the close's refusal.
    @inline(__always)
    func withScopedMake<Result>(of entry: Entry, _ make: () throws -> Result) throws -> Result {
        if scopedMakes.wrappingAdd(2) & 1 != 0 {
            scopedMakes.wrappingAdd(0 &- 2)
            throw closedError(resolving: entry)
        }
        defer { scopedMakes.wrappingAdd(0 &- 2) }
        return try make()
    }

    /// Whether a close refused makes of kept instances: for an async make, which runs its factory before it keeps
    /// the instance (``withScopedMake(of:_:)``), and must not run it once the scope is closed.
    var refusesScopedMakes: Bool { scopedMakes.load(ordering: .acquiring) & 1 != 0 }

    /// Refuses every make of a kept instance from now on (``withScopedMake(of:_:)``), unless one is under way:
    /// returns whether it did. Once it did, every place taken is in the ``KeptOrderList``, and no more are.
    func refuseMakesNoneUnderWay() -> Bool {
        scopedMakes.compareExchange(expected: 0, desired: 1).exchanged
    }

    /// Adds `action`; from now on, kept instances are recorded in the order they are made.
    func addCloseAction(_ action: RuntimeCloseAction) {
        state.withLock { state in
            checkNotFrozen(state, action.site, "add 'onClose' to '\(action.entry.serviceKey)'")
            state.lifecycle.closeActions.append(action)
        }
        recordsKeptInstances.store(1, ordering: .releasing)
        registered()
    }

    /// The `scopeClosed` error of a resolve that reached `entry` of this closed container. The close sets the
    /// refusal before it closes a single cell, so a closed cell always finds it.
    func closedError(resolving entry: Entry) -> ResolutionError {
        let key = entry.serviceKey.description
        return refusalError(key: key) ?? refusalError(.closed(RegistrationSite(fileID: "", line: 0, column: 0)), key: key)
    }

    /// The `scopeClosed` error (or the declaration's) for a request of `key`, or `nil` when resolves are allowed.
    func refusalError(key: @autoclosure () -> String) -> ResolutionError? {
        guard let refusal = state.withLock({ $0.lifecycle.refusal }) else { return nil }
        return refusalError(refusal, key: key())
    }

    /// The error for a request of `key` refused for `refusal`.
    func refusalError(_ refusal: ContainerLifecycle.Refusal, key: String) -> ResolutionError {
        let kind = role == .ordinary ? "container" : "scope"
        switch refusal {
        case .closed(let site):
            return ResolutionError(Diagnostic(
                .error, .scopeClosed, "\(kind) '\(name)' is closed: '\(key)' cannot be resolved from it",
                notes: [.init("\(kind) '\(name)' was closed here", at: site.location)],
                suggestions: [.init(role == .openedScope
                    ? "open the scope again for a new one; an object that outlives a scope must not keep its container, 'Lazy' or 'Provider'"
                    : "resolve before closing the container")]))
        case .declaration:
            return ResolutionError(Diagnostic(
                .error, .scopeClosed,
                "scope '\(name)' is a declaration, never opened: '\(key)' cannot be resolved from it",
                suggestions: [.init("resolve from the container 'open' returns: 'let \(name.lowercasedFirst) = try scope.open { … }'")]))
        }
    }
}

private extension String {
    var lowercasedFirst: String { prefix(1).lowercased() + dropFirst() }
}
