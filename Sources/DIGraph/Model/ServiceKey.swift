/// What a dependency asks for and a binding provides: a type and an optional tag.
///
/// ```swift
/// let key = ServiceKey(try TypeName(parsing: "NetworkLayer"), tag: "production")
/// key.description // NetworkLayer (tag "production")
/// ```
public struct ServiceKey: Hashable, Sendable, Comparable, CustomStringConvertible {
    public var type: TypeName { didSet { lookupFingerprint = Self.lookupFingerprint(type, tag) } }
    public var tag: Tag? { didSet { lookupFingerprint = Self.lookupFingerprint(type, tag) } }
    /// The identity of ``lookupKey`` as ``GraphIndex`` interns it: the type's fingerprint combined with the
    /// tag's. Stored, because indexing reads it once per edge.
    package private(set) var lookupFingerprint: Fingerprint

    public init(_ type: TypeName, tag: (any TagConvertible)? = nil) {
        self.type = type
        self.tag = tag?.tag
        lookupFingerprint = Self.lookupFingerprint(type, self.tag)
    }

    /// The same type without its tag: where a tagged lookup falls back to.
    public var untagged: ServiceKey { ServiceKey(type) }

    /// The key a lookup uses (``TypeName/lookupType``: `T!` is looked up as `T`).
    public var lookupKey: ServiceKey {
        type.optionality == .implicitlyUnwrapped ? ServiceKey(type.lookupType, tag: tag) : self
    }

    private static func lookupFingerprint(_ type: TypeName, _ tag: Tag?) -> Fingerprint {
        let typeFingerprint = type.optionality == .implicitlyUnwrapped ? Fingerprint(type.unwrappedText) : type.fingerprint
        switch tag {
        case nil:
            return typeFingerprint
        case .string(let name)?:
            return typeFingerprint.combined(with: Fingerprint(name))
        case .int(let number)?:
            let bits = UInt64(bitPattern: Int64(number))
            return typeFingerprint.combined(with: Fingerprint(high: Fingerprint.avalanche(bits), low: ~bits))
        }
    }

    /// `Type` or `Type (tag "name")`, as every diagnostic names a key.
    public var description: String {
        guard let tag else { return type.text }
        return "\(type.text) (tag \(tag))"
    }

    public static func == (lhs: ServiceKey, rhs: ServiceKey) -> Bool {
        lhs.type == rhs.type && lhs.tag == rhs.tag
    }

    /// Hashes the type and, only when present, the tag: keys are hashed once per edge when a graph is
    /// validated, so the common untagged key costs one precomputed fingerprint.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(type)
        if let tag { hasher.combine(tag) }
    }

    public static func < (lhs: ServiceKey, rhs: ServiceKey) -> Bool {
        if lhs.type != rhs.type { return lhs.type < rhs.type }
        switch (lhs.tag, rhs.tag) {
        case (nil, nil): return false
        case (nil, _): return true
        case (_, nil): return false
        case (let left?, let right?): return left < right
        }
    }
}
