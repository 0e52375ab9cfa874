extension ContainerSpec {
    /// A collection key a container declares may be empty (Dagger's `@Multibinds`): a request for it that sees no
    /// contribution gets an empty collection, not an `emptyCollection` warning.
    ///
    /// A field of the container, not a ``Binding``: it makes nothing (no lifetime, isolation or dependencies) and is
    /// no node of the graph, only a statement about what the container and its descendants may see, as Dagger keeps
    /// `@Multibinds` on a module. As a binding it would be one more kind every rule had to skip.
    ///
    /// ```swift
    /// var app = ContainerSpec(name: "App")
    /// app.declaredCollections = [.init(key("[Plugin]"))]
    /// ```
    public struct CollectionDeclaration: Hashable, Sendable {
        /// The collection's key: `[Plugin]` or `[String: Handler]`, with a tag if its contributions have one.
        public var key: ServiceKey
        public var location: SourceLocation?

        public init(_ key: ServiceKey, location: SourceLocation? = nil) {
            self.key = key
            self.location = location
        }
    }
}
