extension Resolver {
    /// Removes every registration and sets ``allowOverride`` back to `false` (Trifork's `reset()`, which "resets all
    /// factories and sets allowOverride to false"): the resolver is as when made, and may be registered into
    /// again, without ``allowOverride``, as at first.
    ///
    /// ```swift
    /// Resolver.shared.reset()
    /// Resolver.shared.register(Bread.self, { Croissant() })
    /// ```
    /// A wrapper that has already injected its value keeps it; one read for the first time after the reset
    /// sees the new registrations. In tests, prefer a resolver of their own (`DIWrappersTesting`'s trait, or
    /// `withResolver(_:_:)`): a reset of `Resolver.shared` is seen by every test running in parallel.
    public func reset() {
        registering.withLock {
            container.reset()
            allowOverride = false
        }
    }
}
