public import DIGraph

/// One dependency of a registration: what the graph records for validation and, for an auto-wired one, what
/// the resolver looks up to fill the parameter.
@usableFromInline
struct DependencySlot: @unchecked Sendable {
    /// The type asked for, without its `Lazy` / `Provider` / `Optional` wrapper.
    let type: Any.Type
    let tag: Tag?
    @usableFromInline let kind: Dependency.Kind
    @usableFromInline let label: String?
    /// The key looked up for `type` and `tag`, computed once at registration.
    @usableFromInline let key: RuntimeKey

    init(type: Any.Type, tag: Tag?, kind: Dependency.Kind, label: String?) {
        self.type = type
        self.tag = tag
        self.kind = kind
        self.label = label
        key = RuntimeKey(type, tag: tag)
    }

    /// The type's identity for a `direct` edge, which auto-wiring looks up in the plan; `nil` otherwise.
    @usableFromInline var directIdentity: ObjectIdentifier? { kind == .direct ? key.type : nil }
}
