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
}
