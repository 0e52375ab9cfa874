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
        Int(truncatingIfNeeded: (identity &* 0x9E37_79B9_7F4A_7C15) &>> shift)
    }

    /// The `shift` for a table of `capacity` slots, a power of two.
    @inlinable
    static func shift(forCapacity capacity: Int) -> UInt {
        UInt(UInt.bitWidth - capacity.trailingZeroBitCount)
    }
}
