public import DIGraph

/// What the resolver looks a registration up by: a type's identity and an optional tag.
///
/// For a registration with runtime arguments the type is the function type `(Argument…) -> Service`, so the
/// argument types and their order are part of the key, and `T` and `T?` arguments make different keys.
@usableFromInline
struct RuntimeKey: Hashable, @unchecked Sendable {
    /// The identity of the key's type; unique per type for the life of the process.
    @usableFromInline let type: ObjectIdentifier
    @usableFromInline let tag: Tag?

    @inlinable
    init(_ type: Any.Type, tag: Tag? = nil) {
        self.type = ObjectIdentifier(type)
        self.tag = tag
    }

    /// The same type without its tag: where a tagged lookup falls back to.
    var untagged: RuntimeKey { RuntimeKey(identifier: type, tag: nil) }

    init(identifier: ObjectIdentifier, tag: Tag?) {
        type = identifier
        self.tag = tag
    }

    /// The synthesized equality, but that two untagged keys (nearly all) compare without copying their tags out
    /// of the optionals, which the synthesized one does for every comparison.
    @inlinable
    static func == (lhs: RuntimeKey, rhs: RuntimeKey) -> Bool {
        guard lhs.type == rhs.type else { return false }
        if lhs.tag == nil { return rhs.tag == nil }
        return lhs.tag == rhs.tag
    }
}
