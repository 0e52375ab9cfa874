/// Tells, at registration, whether an auto-wired parameter type is one the container fills specially
/// (`Lazy<T>`, `Provider<T>`, `T?`) without asking the runtime for a protocol conformance.
///
/// `type is any AutowiredDependency.Type` is exact, but a conformance lookup is a hash-table probe that cost
/// about a quarter of an auto-wired registration. The type's metadata says enough (Swift's ABI,
/// docs/ABI/TypeMetadata.rst): its first word is the metadata kind, and a nominal type's metadata points at its
/// type descriptor, which every `Lazy<T>` shares, as every `Provider<T>` does. So an optional is special, a
/// struct or class only if its descriptor is `Provider`'s or `Lazy`'s, and any other kind of type never is.
/// Where the first word is not a kind (an Objective-C isa pointer, on Apple platforms), the exact check runs.
/// `SpecialParameterCheckTests` holds this to the exact check for every kind of type.
enum SpecialParameterCheck {
    /// `MetadataKind` values from the Swift ABI; above `lastKind` the word is an isa pointer.
    private static let classKind: UInt = 0
    private static let structKind: UInt = 0x200
    private static let optionalKind: UInt = 0x202
    private static let lastKind: UInt = 0x7FF

    /// Where a struct's, and a Swift class's (without Objective-C interop), metadata keeps its descriptor.
    private static let structDescriptorOffset = 8
    private static let classDescriptorOffset = 40

    private static let providerDescriptor = word(of: Provider<Int>.self, at: structDescriptorOffset)
    private static let lazyDescriptor = word(of: Lazy<Int>.self, at: classDescriptorOffset)

    /// Whether a parameter of type `type` is a `Lazy`, `Provider` or optional one.
    static func isSpecial(_ type: Any.Type) -> Bool {
        switch word(of: type, at: 0) {
        case optionalKind:
            return true
        case structKind:
            return word(of: type, at: structDescriptorOffset) == providerDescriptor
        #if !canImport(ObjectiveC)
        case classKind:
            return word(of: type, at: classDescriptorOffset) == lazyDescriptor
        #endif
        case ...lastKind:
            return false
        default:
            return type is any AutowiredDependency.Type
        }
    }

    /// A word of `type`'s metadata, as a number (so the constants above are `Sendable`).
    private static func word(of type: Any.Type, at offset: Int) -> UInt {
        unsafeBitCast(type, to: UnsafeRawPointer.self).load(fromByteOffset: offset, as: UInt.self)
    }
}
