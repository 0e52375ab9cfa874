/// The untagged keys a container has registered, each to the entry that provides it: an open-addressing table
/// with linear probing, keyed by the type's identity.
///
/// Every registration writes here under the container's mutex. A `Dictionary` hashes each identity with a
/// seeded SipHash, on insert and again on every resize, a large part of a registration's time; ``IdentityHash``
/// is one multiply. The slots are raw memory holding their entries retained, so a write is a store, not a
/// uniqueness check of a copy-on-write buffer and a generic tuple copy.
///
/// A class, so that ``ContainerState`` copies share one table rather than double-release it; the only state
/// that owns one lives behind the container's mutex.
final class EntryTable {
    /// Identity (0: empty) and entry (retained) side by side, so a probe touches one cache line.
    private var slots: UnsafeMutablePointer<(identity: UInt, entry: Unmanaged<Entry>?)>
    /// The slot count, a power of two, less one.
    private var mask: Int
    private var shift: UInt
    private(set) var count = 0

    /// Room for 12 keys before the first resize: most containers in tests and small apps never resize.
    private static let initialCapacity = 16

    init() {
        (slots, mask, shift) = Self.allocate(capacity: Self.initialCapacity)
    }

    deinit {
        for position in 0...mask { slots[position].entry?.release() }
        slots.deallocate()
    }

    /// The entry registered under the untagged type `type`.
    subscript(type: ObjectIdentifier) -> Entry? {
        get { slots[slot(of: UInt(bitPattern: type))].entry?.takeUnretainedValue() }
        set {
            if let newValue { _ = updateValue(newValue, forKey: type) } else { removeValue(forKey: type) }
        }
    }

    /// Stores `entry` under `type`, returning what was there.
    func updateValue(_ entry: Entry, forKey type: ObjectIdentifier) -> Entry? {
        let identity = UInt(bitPattern: type)
        var position = slot(of: identity)
        if let existing = slots[position].entry {
            slots[position].entry = .passRetained(entry)
            return existing.takeRetainedValue()
        }
        // At most three quarters full: linear probing stays short, and the table stays about as small as
        // the `Dictionary` it replaced.
        if (count + 1) * 4 > (mask + 1) * 3 {
            grow()
            position = slot(of: identity)
        }
        slots[position] = (identity, .passRetained(entry))
        count += 1
        return nil
    }

    /// Every key with its entry, in no particular order.
    var elements: [(type: ObjectIdentifier, entry: Entry)] {
        (0...mask).compactMap { position in
            let slot = slots[position]
            // An identity is the bit pattern of the `ObjectIdentifier` it was made from.
            return slot.entry.map { (unsafeBitCast(slot.identity, to: ObjectIdentifier.self), $0.takeUnretainedValue()) }
        }
    }

    /// The slot holding `identity`, or the empty slot where it would go.
    private func slot(of identity: UInt) -> Int {
        var position = IdentityHash.home(of: identity, shift: shift)
        while slots[position].identity != identity && slots[position].identity != 0 {
            position = (position &+ 1) & mask
        }
        return position
    }

    private func removeValue(forKey type: ObjectIdentifier) {
        var hole = slot(of: UInt(bitPattern: type))
        guard let removed = slots[hole].entry else { return }
        slots[hole] = (0, nil)
        count -= 1
        // Backward-shift deletion: move up every later key of the run that may sit in the hole, so no probe
        // stops early at it and no tombstones pile up.
        var position = (hole + 1) & mask
        while slots[position].identity != 0 {
            let home = IdentityHash.home(of: slots[position].identity, shift: shift)
            // The key may move to the hole when the hole lies cyclically within [home, position).
            if (position &- home) & mask >= (position &- hole) & mask {
                slots[hole] = slots[position]
                slots[position] = (0, nil)
                hole = position
            }
            position = (position + 1) & mask
        }
        removed.release()
    }

    /// Doubles the table; the entries move with their retains.
    private func grow() {
        let (old, oldMask) = (slots, mask)
        (slots, mask, shift) = Self.allocate(capacity: (mask + 1) * 2)
        for position in 0...oldMask where old[position].identity != 0 {
            slots[slot(of: old[position].identity)] = old[position]
        }
        old.deallocate()
    }

    private static func allocate(
        capacity: Int
    ) -> (UnsafeMutablePointer<(identity: UInt, entry: Unmanaged<Entry>?)>, mask: Int, shift: UInt) {
        let slots = UnsafeMutablePointer<(identity: UInt, entry: Unmanaged<Entry>?)>.allocate(capacity: capacity)
        slots.initialize(repeating: (0, nil), count: capacity)
        return (slots, capacity - 1, IdentityHash.shift(forCapacity: capacity))
    }
}
