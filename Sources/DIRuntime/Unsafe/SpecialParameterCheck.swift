// Why: auto-wiring must tell `Lazy`, `Provider` and optional parameters apart at registration, and the exact
// check (a conformance lookup) costs more than the rest of an auto-wired registration.
// Why sound: it reads only what Swift's ABI fixes (the metadata kind, and the type descriptor of struct and
// native class metadata, at offsets derived from the word size); where the first word is not a kind, or a class
// may have Objective-C interop, it asks the exact check instead.
// Pinned by: `SpecialParameterCheckTests` (against the exact check, every kind of type) and
// `Scripts/check-32-bit.sh` (the offsets a 32-bit target derives).

/// Tells, at registration, whether an auto-wired parameter type is one the container fills specially
/// (`Lazy<T>`, `Provider<T>`, `T?`) without asking the runtime for a protocol conformance.
///
/// `type is any AutowiredDependency.Type` is exact, but a conformance lookup is a hash-table probe in the runtime,
/// costly beside the rest of an auto-wired registration. The type's metadata says enough (Swift's ABI,
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

    /// Where a struct's, and a Swift class's (without Objective-C interop), metadata keeps its descriptor, for
    /// this target's word size.
    static let structDescriptorOffset = structDescriptorOffset(wordSize: MemoryLayout<UnsafeRawPointer>.size)
    static let classDescriptorOffset = classDescriptorOffset(wordSize: MemoryLayout<UnsafeRawPointer>.size)

    /// Where struct metadata keeps its descriptor on a target with `wordSize`-byte words: after the kind, a word
    /// (`TargetValueMetadata` in Swift's include/swift/ABI/Metadata.h).
    static func structDescriptorOffset(wordSize: Int) -> Int { wordSize }

    /// Where Swift class metadata keeps its descriptor on a target with `wordSize`-byte words and no Objective-C
    /// interop (`TargetClassMetadata` over `TargetAnyClassMetadata` in Swift's include/swift/ABI/Metadata.h):
    /// after the kind and the superclass, a word each, then five 32-bit fields (flags, instance address point,
    /// instance size, class size, class address point) and two 16-bit ones (instance alignment mask, reserved),
    /// rounded up to a word for the pointer. With Objective-C interop, two cache words and a data word would come
    /// before the 32-bit fields; `isSpecial` never reads a class's descriptor there.
    static func classDescriptorOffset(wordSize: Int) -> Int {
        let fields = 2 * wordSize + 5 * MemoryLayout<UInt32>.size + 2 * MemoryLayout<UInt16>.size
        return (fields + wordSize - 1) / wordSize * wordSize
    }

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
