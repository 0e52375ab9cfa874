public import DIGraph

extension Container {
    /// The tag the service being made was resolved with (Dip's `context.tag`), for a factory that resolves its
    /// own dependencies under it; `nil` outside a factory, or when the resolve asked for no tag.
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
    public var resolutionTag: Tag? {
        ThreadResolution.current?.pointee.tag
    }
}
