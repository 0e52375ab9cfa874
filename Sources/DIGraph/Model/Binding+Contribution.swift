extension Binding {
    /// What a binding adds to a collection key (Dagger's `@IntoSet` and `@IntoMap`): one element of an ordered
    /// `[T]`, or one entry of a `[K: T]`.
    ///
    /// A contribution is a binding like any other (lifetime, isolation, dependencies, location), whose ``Binding/key``
    /// is the collection's key. It never provides that key on its own: a request for the key gets the collection of
    /// every contribution visible from the requester (``Graph/contributions(to:in:)``), so several contributions in
    /// one container are elements, not duplicates.
    ///
    /// ```swift
    /// Binding(key("[Plugin]"), in: "App", source: .initializer("AnalyticsPlugin"), contribution: .element)
    /// Binding(key("[String: Handler]"), in: "App", contribution: .entry("deeplink"))
    /// ```
    public enum Contribution: Hashable, Sendable {
        /// An element of an array collection, placed by its container and registration order.
        case element
        /// An entry of a dictionary collection under its key; two entries under one key seen together are an error.
        ///
        /// Boxed (`indirect`), so the field costs every binding a word rather than a string's width: indexing a graph
        /// streams through every binding, and most bindings contribute nothing.
        indirect case entry(DictionaryKey)
    }
}
