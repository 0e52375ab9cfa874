public import DIGraph

/// A `shared` instance a graph keeps apart from its registration's own: the one made for a key the registration is
/// forwarded to under another tag than its own (see ``Entry/taggedShare(for:)``).
///
/// Dip keeps a graph's shared instances per tag: after `register { A() as P }.implements(F.self, tag: "t")`, one
/// resolve that asks for `P` and for `F` under "t" gets two instances, and each is shared within the graph. A
/// tagged resolve that falls back to an untagged key uses that key's own instance.
@usableFromInline
struct TaggedShare: Hashable {
    let entry: ObjectIdentifier
    let tag: Tag?

    @usableFromInline
    init(_ entry: Entry, tag: Tag?) {
        self.entry = ObjectIdentifier(entry)
        self.tag = tag
    }
}

/// The instances of one graph's ``TaggedShare``s, and those being made, for the cycle check. Kept in the root's
/// ``ResolutionRoot/instances`` under ``slot``, so the resolve path, which only tests whether that dictionary exists,
/// pays nothing for it, and it is released with the graph's other instances.
final class TaggedShares {
    /// The key of the shares in ``ResolutionRoot/instances``: a type's identity, which no entry's can equal.
    static var slot: ObjectIdentifier { ObjectIdentifier(TaggedShares.self) }

    var instances: [TaggedShare: Any] = [:]
    var making: Set<TaggedShare> = []
}

extension ResolutionRoot {
    /// The graph's shares, made when `root` has none yet.
    static func taggedShares(in root: UnsafeMutablePointer<ResolutionRoot>) -> TaggedShares {
        if let shares = root.pointee.instances?[TaggedShares.slot] as? TaggedShares { return shares }
        let shares = TaggedShares()
        if root.pointee.instances == nil { root.pointee.instances = [:] }
        root.pointee.instances![TaggedShares.slot] = shares
        return shares
    }
}

extension Entry {
    /// Where the graph keeps the `shared` instance made for `key`, a key this entry was found for: a
    /// ``TaggedShare`` when `key` is one of its forwards under another tag than the registration's own, `nil` for
    /// the registration's own instance. A tagged key found by falling back to an untagged one counts as untagged.
    /// One test for any entry that is not `shared` or not forwarded.
    @inlinable @inline(__always)
    final func taggedShare(for key: RuntimeKey) -> TaggedShare? {
        guard scope == .shared, !configuration.forwards.isEmpty else { return nil }
        return taggedShareOfForwarded(for: key)
    }

    @usableFromInline
    final func taggedShareOfForwarded(for key: RuntimeKey) -> TaggedShare? {
        let tag = key.tag != nil && provides(key) ? key.tag : nil
        return tag == configuration.key.tag ? nil : TaggedShare(self, tag: tag)
    }

    /// The graph's instance for `share`, made now when it has none; as `Any`, as a forwarded key's is.
    @usableFromInline
    final func resolveTaggedShare(
        _ share: TaggedShare, arguments: Any, root: UnsafeMutablePointer<ResolutionRoot>
    ) throws -> Any {
        try resolveTaggedShare(share, serviceType, argumentsType, arguments: arguments, root: root)
    }
}
