import DISync
import Testing

/// ``UnsafeAtomicWord/statically(_:)``: words in static storage, zero before any code runs, one per slot. The
/// resolve path reads them with no one-time initialization: an entry without arguments points at the never-set
/// word, an entry without bindings at the eight null words, and ``UnsafeOnceCell/never`` is the never-set word.
@Suite struct StaticWordTests {
    /// Slots no code writes, whatever else runs in this process (`sharedResolverState` is DIWrappers', written
    /// by its tests in this same process).
    static let neverWritten: [UnsafeAtomicWord] =
        [.statically(.neverSet)] + (0..<8).map { UnsafeAtomicWord(at: UnsafeAtomicWord.statically(.nullWords).address + $0) }

    @Test func wordsNoCodeWritesReadZero() {
        for (index, word) in Self.neverWritten.enumerated() {
            #expect(word.load(ordering: .relaxed) == 0, "static word \(index) of the never-written ones is not zero")
            #expect(word.load(ordering: .acquiring) == 0, "static word \(index) of the never-written ones is not zero")
        }
    }

    @Test func eachSlotIsOneWordOfItsOwn() {
        let slots: [UnsafeAtomicWord.StaticSlot] = [.neverSet, .sharedResolverState, .nullWords]
        var addresses: [UnsafeMutablePointer<UInt>] = []
        for slot in slots {
            let address = UnsafeAtomicWord.statically(slot).address
            #expect(address == UnsafeAtomicWord.statically(slot).address, "slot \(slot) moved between two reads")
            #expect(Int(bitPattern: address) % MemoryLayout<UInt>.alignment == 0, "slot \(slot) is not word-aligned")
            addresses.append(address)
        }
        let nullWords = (0..<8).map { UnsafeAtomicWord.statically(.nullWords).address + $0 }
        let taken = addresses.dropLast() + nullWords
        #expect(Set(taken).count == taken.count, "two slots share a word: \(taken)")
    }

    @Test func theNeverCellIsNeverSet() {
        #expect(UnsafeOnceCell.never.isNever)
        #expect(!UnsafeOnceCell.never.isSet)
    }
}
