import DISync

/// The recycled opens a scope keeps for its next opens (``RecycledScope``), in a few atomic words, each empty (0)
/// or holding one retained reference: an open takes one and a gone open leaves one with a compare-and-swap each,
/// without a lock or a list (each session's open, and its container's `deinit`, would otherwise take the scope's
/// lock for it).
struct RecycledSpares: @unchecked Sendable {
    // @unchecked: the words are read and written only as atomics.
    /// As many as a session and the one replacing it need.
    static let capacity = 2
    private let words: UnsafeMutablePointer<UInt>

    init() {
        words = UnsafeAtomicWord.allocate(Self.capacity)
    }

    /// Releases what is kept and frees the words; the scope's `deinit`, when no open can use them.
    func free() {
        for index in 0..<Self.capacity {
            if let address = UnsafeRawPointer(bitPattern: words[index]) {
                Unmanaged<RecycledScope>.fromOpaque(address).release()
            }
        }
        UnsafeAtomicWord.deallocate(words)
    }

    /// Takes a kept open, if there is one.
    func take() -> RecycledScope? {
        for index in 0..<Self.capacity {
            let word = UnsafeAtomicWord(at: words + index)
            var seen = word.load(ordering: .acquiring)
            while let address = UnsafeRawPointer(bitPattern: seen) {
                let (taken, found) = word.compareExchange(expected: seen, desired: 0)
                if taken { return Unmanaged<RecycledScope>.fromOpaque(address).takeRetainedValue() }
                seen = found
            }
        }
        return nil
    }

    /// Keeps `spare` in an empty word, or lets it go when every word is taken.
    func keep(_ spare: RecycledScope) {
        let reference = Unmanaged.passRetained(spare)
        let address = UInt(bitPattern: reference.toOpaque())
        for index in 0..<Self.capacity
        where UnsafeAtomicWord(at: words + index).compareExchange(expected: 0, desired: address).exchanged {
            return
        }
        reference.release()
    }

    /// How many are kept, for tests; a moment's count when opens run meanwhile.
    var count: Int {
        var kept = 0
        for index in 0..<Self.capacity where UnsafeAtomicWord(at: words + index).load(ordering: .acquiring) != 0 {
            kept += 1
        }
        return kept
    }
}
