/// Where a type's identity starts probing in the container's open-addressing tables (``EntryTable`` while
/// registering, ``ResolutionPlan`` once frozen): one multiply instead of a seeded `Hasher`, which costs as much
/// as the rest of a lookup. Type identities are metadata addresses, distinct for the life of the process, so
/// nobody can choose keys that collide.
@usableFromInline
enum IdentityHash {
    /// Fibonacci hashing: the top bits of the product spread aligned metadata pointers evenly over a
    /// power-of-two table whose size is `1 << (UInt.bitWidth - shift)`.
    @inlinable @inline(__always)
    static func home(of identity: UInt, shift: UInt) -> Int {
        // `&>>`: `shift` is below the word size, so the shift needs no check for larger amounts.
        Int(truncatingIfNeeded: (identity &* multiplier) &>> shift)
    }

    /// This target's multiplier: ``multiplier(bitWidth:)`` of `UInt.bitWidth`, which folds to one constant.
    @inlinable
    static var multiplier: UInt { UInt(truncatingIfNeeded: multiplier(bitWidth: UInt.bitWidth)) }

    /// The golden ratio's fraction for a `bitWidth`-bit word, 32 or 64: `2^bitWidth / φ` rounded to the nearest
    /// odd number (so the multiply is a bijection). The 32-bit constant is the 64-bit one's top half; a `UInt`
    /// literal could not hold the 64-bit one on a 32-bit target, so both are `UInt64`.
    @inlinable
    static func multiplier(bitWidth: Int) -> UInt64 {
        bitWidth == 64 ? 0x9E37_79B9_7F4A_7C15 : 0x9E37_79B9
    }

    /// The `shift` for a table of `capacity` slots, a power of two.
    @inlinable
    static func shift(forCapacity capacity: Int) -> UInt {
        UInt(UInt.bitWidth - capacity.trailingZeroBitCount)
    }
}
