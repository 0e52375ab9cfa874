extension Container {
    /// Calls `observer` with the report of every error a factory or `onResolved` block of this container throws:
    /// the key, the resolution path from the top-level request, and the `register` location.
    ///
    /// The resolve itself throws the factory's own error, unchanged (Dip's behaviour), so callers catch it by its
    /// type; the path, which that error cannot carry, comes here, once per error, on the thread that threw it.
    ///
    /// ```swift
    /// container.onFactoryError { report in logger.error("\(report)") }
    /// // DIRuntime/App.swift:12:5: error: the factory of 'Client' threw: offline
    /// // note: resolution path: 'Screen' -> 'Client'
    /// ```
    public func onFactoryError(_ observer: @escaping @Sendable (FactoryError) -> Void) {
        keepsStorage.store(1, ordering: .releasing)
        factoryErrorObservers.withLock { $0.append(observer) }
    }

    /// Hands `report` to the observers.
    func report(_ report: FactoryError) {
        for observer in factoryErrorObservers.withLock({ $0 }) { observer(report) }
    }
}
