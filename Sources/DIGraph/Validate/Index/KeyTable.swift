/// Interns key fingerprints to dense ids in one open-addressing table of 16-byte entries.
///
/// One probe usually touches one cache line, where a `[ServiceKey: Int]` touches three (its bitmap, its
/// 72-byte key, its value); on a 100,000-binding graph that is most of the indexing time. An entry keeps 96 of
/// the fingerprint's 128 bits, which still makes an accidental collision about 2⁻⁹⁶ per pair of keys.
package struct KeyTable: Sendable {
    private struct Entry: Sendable {
        var low: UInt64
        var high: UInt32
        var id: Int32
    }

    private var entries: [Entry]
    package private(set) var count = 0

    /// A table for up to `capacity` distinct keys, kept at most two thirds full.
    ///
    /// Any size, not a power of two: rounding up to one would leave a 100,000-key table under 40 % full, and
    /// on large graphs the table's size is its cost (every page of it is fresh memory, touched at random).
    package init(capacity: Int) {
        entries = [Entry](repeating: Entry(low: 0, high: 0, id: -1), count: max(16, capacity + capacity / 2 + 1))
    }

    /// The slot a fingerprint's probe starts at: the high half of `low × size` spreads it over any size.
    private func home(_ fingerprint: Fingerprint, _ size: Int) -> Int {
        Int(truncatingIfNeeded: fingerprint.low.multipliedFullWidth(by: UInt64(size)).high)
    }

    /// Reads the home slot of every fingerprint, touching the table in the order a following pass will.
    ///
    /// The reads do not depend on each other, so the processor keeps many cache misses in flight at once; the
    /// insert or look-up pass that follows, whose probes wait on each other, then finds the table in cache.
    package func warm(for fingerprints: [Fingerprint]) -> UInt64 {
        var sink: UInt64 = 0
        entries.withUnsafeBufferPointer { entries in
            for fingerprint in fingerprints {
                sink &+= entries[home(fingerprint, entries.count)].low
            }
        }
        return sink
    }

    /// The id of `fingerprint`, assigning the next one if it is new.
    package mutating func insert(_ fingerprint: Fingerprint) -> Int {
        let size = entries.count
        var slot = home(fingerprint, size)
        while true {
            let entry = entries[slot]
            if entry.id < 0 {
                entries[slot] = Entry(low: fingerprint.low, high: UInt32(truncatingIfNeeded: fingerprint.high), id: Int32(count))
                count += 1
                return count - 1
            }
            if entry.low == fingerprint.low, entry.high == UInt32(truncatingIfNeeded: fingerprint.high) { return Int(entry.id) }
            slot = slot + 1 == size ? 0 : slot + 1
        }
    }

    /// The id of `fingerprint`, or `nil` when no provider has that key.
    package func id(of fingerprint: Fingerprint) -> Int? {
        let size = entries.count
        var slot = home(fingerprint, size)
        while true {
            let entry = entries[slot]
            if entry.id < 0 { return nil }
            if entry.low == fingerprint.low, entry.high == UInt32(truncatingIfNeeded: fingerprint.high) { return Int(entry.id) }
            slot = slot + 1 == size ? 0 : slot + 1
        }
    }

    /// The id of `key` (looked up as ``ServiceKey/lookupKey``), or `nil` when nothing provides it.
    package func id(of key: ServiceKey) -> Int? { id(of: key.lookupFingerprint) }
}
