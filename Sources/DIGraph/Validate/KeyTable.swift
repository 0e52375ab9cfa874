/// Interns key fingerprints to dense ids in one open-addressing table of 24-byte entries.
///
/// One probe usually touches one cache line, where a `[ServiceKey: Int]` touches three (its bitmap, its
/// 72-byte key, its value); on a 100,000-binding graph that is most of the indexing time.
package struct KeyTable: Sendable {
    private struct Entry: Sendable {
        var high: UInt64
        var low: UInt64
        var id: Int32
    }

    private var entries: [Entry]
    private let mask: Int
    package private(set) var count = 0

    /// A table for up to `capacity` distinct keys, kept at most half full.
    package init(capacity: Int) {
        var size = 16
        while size < capacity * 2 { size <<= 1 }
        entries = [Entry](repeating: Entry(high: 0, low: 0, id: -1), count: size)
        mask = size - 1
    }

    /// The id of `fingerprint`, assigning the next one if it is new.
    package mutating func insert(_ fingerprint: Fingerprint) -> Int {
        var slot = Int(truncatingIfNeeded: fingerprint.low) & mask
        while true {
            let entry = entries[slot]
            if entry.id < 0 {
                entries[slot] = Entry(high: fingerprint.high, low: fingerprint.low, id: Int32(count))
                count += 1
                return count - 1
            }
            if entry.low == fingerprint.low, entry.high == fingerprint.high { return Int(entry.id) }
            slot = (slot + 1) & mask
        }
    }

    /// The id of `fingerprint`, or `nil` when no provider has that key.
    package func id(of fingerprint: Fingerprint) -> Int? {
        var slot = Int(truncatingIfNeeded: fingerprint.low) & mask
        while true {
            let entry = entries[slot]
            if entry.id < 0 { return nil }
            if entry.low == fingerprint.low, entry.high == fingerprint.high { return Int(entry.id) }
            slot = (slot + 1) & mask
        }
    }

    /// The id of `key` (looked up as ``ServiceKey/lookupKey``), or `nil` when nothing provides it.
    package func id(of key: ServiceKey) -> Int? { id(of: key.lookupFingerprint) }
}
