/// The entries of an opened scope's kept instances, each at its place in the order they were made
/// (``Container/keptOrder(recording:)``): the close of a recycled open walks it newest first and visits only the
/// cells that hold an instance, where the general close visits every cell and sorts what it found.
///
/// Words the scope's storage keeps across opens (``ContainerStorage``, made by ``RecycledScope``): word 0 is the
/// capacity, word `place` the address of the entry that took that place. Written by the make that takes the place,
/// read by the close once no make is under way (``Container/refuseMakesNoneUnderWay()``), which orders the two.
/// Addresses, not references: the plan holds the entries for as long as the storage.
struct KeptOrderList {
    let words: UnsafeMutablePointer<UInt>

    init(words: UnsafeMutablePointer<UInt>) {
        self.words = words
    }

    /// The list at `address`, a storage's word (``Container/keptOrderList``); `nil` for 0, a storage without one.
    init?(address: UInt) {
        guard let words = UnsafeMutablePointer<UInt>(bitPattern: address) else { return nil }
        self.words = words
    }

    /// A list for `capacity` places, the scope's kept cells: each instance is made at most once per open, so an
    /// open never takes more places, but for a cell whose instance is not one strong reference (a weak singleton is
    /// made anew), and a scope with one has no list.
    static func allocate(capacity: Int) -> KeptOrderList {
        let words = UnsafeMutablePointer<UInt>.allocate(capacity: capacity + 1)
        words.initialize(repeating: 0, count: capacity + 1)
        words[0] = UInt(capacity)
        return KeptOrderList(words: words)
    }

    /// The address of a new list for a scope whose registrations are `entries`, for the storage's word; 0 (no
    /// list) when a kept instance is not one strong reference, the one kind the list's close takes.
    static func address(for entries: [Entry]) -> UInt {
        var capacity = 0
        for entry in entries where entry.isKeptInScope {
            guard entry.isKeptAsReference else { return 0 }
            capacity += 1
        }
        return UInt(bitPattern: allocate(capacity: capacity).words)
    }

    func deallocate() {
        words.deallocate()
    }

    var capacity: UInt { words[0] }

    /// Records that `entry` took `place` (from 1); a place past the capacity is not recorded, and the close then
    /// visits every cell.
    @inline(__always)
    func record(_ entry: Entry, at place: UInt) {
        guard place <= capacity else { return }
        // Within the capacity, so the place is an index; converted by its bits, without the overflow check.
        words[Int(bitPattern: place)] = UInt(bitPattern: Unmanaged.passUnretained(entry).toOpaque())
    }

    /// The entry that took `place`, one of 1 through the places taken, unretained.
    func entry(at place: UInt) -> Unmanaged<Entry> {
        Unmanaged.fromOpaque(UnsafeRawPointer(bitPattern: words[Int(bitPattern: place)]).unsafelyUnwrapped)
    }
}
