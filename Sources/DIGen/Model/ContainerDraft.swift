import DIGraph

/// A container as modeled from its annotated protocol.
struct ContainerDraft: Sendable {
    var spec: ContainerSpec
    var protocolName: String
    var imports: [String]
    /// External type text as written (`Bar?`, `Qux!`), in declaration order.
    var externalTypeTexts: [String]
    /// Where the `scope` annotation is, for diagnostics about scopes.
    var scopeLocation: SourceLocation?
    /// Where the whole container runs: its protocol's or `@saber.isolation` global actor, else nonisolated (or
    /// the target's default isolation when it is not thread-safe).
    var isolation: Isolation = .nonisolated

    /// Whether the container may be shared between isolation domains: thread-safe (a lock) or actor-isolated.
    var isSendable: Bool { spec.isThreadSafe || isolation != .nonisolated }
}
