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

    init(type: Any.Type, tag: Tag?, kind: Dependency.Kind, label: String?) {
        self.type = type
        self.tag = tag
        self.kind = kind
        self.label = label
    }
}
