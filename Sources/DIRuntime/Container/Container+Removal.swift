public import DIGraph

/// Taking registrations back out: one key, one registration, or everything (Dip's `remove` and `reset`).
///
/// Each of these withdraws the plan `bootstrap()` froze: the container may be registered into again, and
/// resolves go through its mutex until `bootstrap()` freezes it again. A child container bootstrapped earlier
/// keeps the entries it froze from this one; bootstrap children after changing a parent, as at first.
extension Container {
    /// Removes the registration of `type` under `tag`, that key alone: a registration that also provides other
    /// keys (`implements`) keeps serving them, and one no key leads to any more is released with its instance.
    /// For a collection type, removes this container's contributions to it and its `allowEmpty` declaration
    /// (its ancestors' stay).
    ///
    /// ```swift
    /// container.remove(Analytics.self)
    /// container.remove(NetworkLayer.self, tag: Environment.development)
    /// container.remove([any Plugin].self)
    /// ```
    /// - Parameters:
    ///   - type: the registered (or forwarded) type, or a collection's.
    ///   - tag: the key's tag; `nil` for the untagged key. An untagged removal leaves tagged keys alone.
    public func remove<Service>(_ type: Service.Type, tag: (any TagConvertible)? = nil) {
        let key = RuntimeKey(Service.self, tag: tag?.tag)
        change { state in
            state.removeKey(key)
            if key.tag == nil { state.removeCollection(key.type) }
        }
    }

    /// Removes a registration: its own key and every forwarded key it still provides, with its instance.
    ///
    /// ```swift
    /// let analytics = container.register(.singleton) { _ in Analytics() }.implements((any Tracking).self)
    /// container.remove(analytics)
    /// ```
    public func remove<Service, each Argument>(_ registration: Registration<Service, repeat each Argument>) {
        change { state in
            let entry = state.current(of: registration.entry)
            for key in [entry.key] + entry.configuration.forwards.map(\.key) where state[key] === entry {
                state.removeKey(key)
            }
        }
    }

    /// Removes every registration and every instance the container keeps; it is empty as when made (its
    /// parents, name, override policy and ``onFactoryError(_:)`` observers stay), and may be registered into
    /// and bootstrapped again.
    ///
    /// ```swift
    /// try container.bootstrap()
    /// container.reset()
    /// container.register { _ in TestClock() as any Clock }
    /// try container.bootstrap()
    /// ```
    public func reset() {
        change { state in state = state.emptied() }
    }

    /// Applies `body` to the registrations with the plans withdrawn, then tells cached answers they changed.
    private func change(_ body: (inout ContainerState) -> Void) {
        defer { version.wrappingAdd(1) }
        state.withLock { state in
            state.retirePlans()
            planAddress.store(0, ordering: .releasing)
            body(&state)
        }
    }
}
