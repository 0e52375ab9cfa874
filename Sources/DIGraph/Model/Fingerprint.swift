/// A 128-bit hash of a key's canonical text, computed once when the key is made.
///
/// Indexing a graph of 100,000 bindings looks a key up once per edge; hashing and comparing strings there
/// costs several cache misses per lookup, while a fingerprint fits in one table entry. Two independent 64-bit
/// hashes make an accidental collision between different keys about 2⁻¹²⁸ per pair, far below any other
/// failure rate; ``GraphIndex`` treats equal fingerprints as equal keys.
package struct Fingerprint: Hashable, Sendable {
    package var high: UInt64
    package var low: UInt64

    package init(high: UInt64, low: UInt64) {
        self.high = high
        self.low = low
    }

    /// FNV-1a and a second multiplicative hash over the UTF-8 bytes, each finished with an avalanche step.
    package init(_ text: String) {
        var first: UInt64 = 0xcbf2_9ce4_8422_2325
        var second: UInt64 = 0x8422_2325_cbf2_9ce4
        for byte in text.utf8 {
            first = (first ^ UInt64(byte)) &* 0x0000_0100_0000_01B3
            second = (second ^ UInt64(byte)) &* 0x9E37_79B9_7F4A_7C15
            second ^= second >> 29
        }
        high = Self.avalanche(first)
        low = Self.avalanche(second ^ UInt64(text.utf8.count))
    }

    /// This fingerprint combined with another (a type with its tag), order-sensitive.
    package func combined(with other: Fingerprint) -> Fingerprint {
        Fingerprint(
            high: Self.avalanche(high ^ (other.high &* 0xD6E8_FEB8_6659_FD93)),
            low: Self.avalanche(low &+ (other.low ^ 0xA076_1D64_78BD_642F)))
    }

    /// splitmix64's finalizer: every input bit affects every output bit.
    package static func avalanche(_ value: UInt64) -> UInt64 {
        var mixed = value
        mixed = (mixed ^ (mixed >> 30)) &* 0xBF58_476D_1CE4_E5B9
        mixed = (mixed ^ (mixed >> 27)) &* 0x94D0_49BB_1331_11EB
        return mixed ^ (mixed >> 31)
    }
}
