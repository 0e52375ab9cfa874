public import DIGraph

extension Container {
    /// The tag the service being made was resolved with (Dip's `context.tag`), for a factory that resolves its
    /// own dependencies under it; `nil` outside a factory or a post-construction block, or when the resolve asked
    /// for no tag.
    ///
    /// Auto-wired parameters use it without being asked: resolving `Client` with tag `"staging"` looks up each
    /// parameter under `"staging"` first, then untagged. A factory's own `resolve` calls are untagged unless they
    /// pass it on:
    ///
    /// ```swift
    /// container.register { c in
    ///     Client(session: try c.resolutionTag.map { try c.resolve(Session.self, tag: $0) } ?? c.resolve())
    /// }
    /// ```
    ///
    /// An `onResolved` block and ``Resolvable/resolveDependencies(_:)`` read the tag their instance was resolved
    /// with, although they run once the whole graph is made: one block can serve several tagged registrations.
    ///
    /// ```swift
    /// let inject: @Sendable (Container, Session) throws -> Void = { c, session in
    ///     session.endpoint = try c.resolutionTag.map { try c.resolve(Endpoint.self, tag: $0) }
    /// }
    /// container.register(tag: "production") { _ in Session() }.onResolved(inject)
    /// container.register(tag: "staging") { _ in Session() }.onResolved(inject)
    /// ```
    public var resolutionTag: Tag? {
        ThreadResolution.current?.pointee.tag
    }
}
