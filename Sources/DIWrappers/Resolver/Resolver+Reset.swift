extension Resolver {
    /// Removes every registration (Trifork's `reset()`): the resolver is empty as when made, and may be
    /// registered into again, without ``allowOverride``, as at first. Its ``allowOverride`` setting stays.
    ///
    /// ```swift
    /// Resolver.shared.reset()
    /// Resolver.shared.register(Bread.self, { Croissant() })
    /// ```
    /// A wrapper that has already injected its value keeps it; one read for the first time after the reset
    /// sees the new registrations. In tests, prefer a resolver of their own (`DIWrappersTesting`'s trait, or
    /// `withResolver(_:_:)`): a reset of `Resolver.shared` is seen by every test running in parallel.
    public func reset() {
        registering.withLock { container.reset() }
    }
}
