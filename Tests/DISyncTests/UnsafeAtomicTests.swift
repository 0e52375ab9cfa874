import Dispatch
import DISync
import Testing

/// The compiler's atomic builtins behind ``UnsafeAtomicWord`` and ``UnsafeAtomicByte``: each operation does what
/// its name says on one thread, and no update is lost when threads race on the same word or byte. The resolve
/// path relies on both: the published plan and an entry's bindings are words, an entry's state is a byte.
@Suite struct UnsafeAtomicTests {
    /// A word at a fresh address, freed after `body`.
    func withWord(initial: UInt = 0, _ body: (UnsafeAtomicWord) -> Void) {
        let words = UnsafeAtomicWord.allocate(1, initial: initial)
        defer { UnsafeAtomicWord.deallocate(words) }
        body(UnsafeAtomicWord(at: words))
    }

    @Test func aWordReadsBackWhatWasStoredWithEveryOrdering() {
        withWord(initial: 7) { word in
            #expect(word.load(ordering: .relaxed) == 7, "allocate(_:initial:) sets the word")
            word.store(.max, ordering: .releasing)
            #expect(word.load(ordering: .acquiring) == .max)
            word.store(42, ordering: .relaxed)
            #expect(word.load(ordering: .relaxed) == 42)
        }
    }

    @Test func compareExchangeStoresOnlyWhenTheWordHoldsTheExpectedValue() {
        withWord(initial: 1) { word in
            let missed = word.compareExchange(expected: 2, desired: 3)
            #expect(!missed.exchanged, "the word held 1, not the expected 2")
            #expect(missed.original == 1)
            #expect(word.load(ordering: .relaxed) == 1, "a failed exchange must leave the word alone")
            let hit = word.compareExchange(expected: 1, desired: 3)
            #expect(hit.exchanged)
            #expect(hit.original == 1)
            #expect(word.load(ordering: .relaxed) == 3)
        }
    }

    @Test func wrappingAddReturnsTheNewValueAndWraps() {
        withWord(initial: .max - 1) { word in
            #expect(word.wrappingAdd(1) == .max)
            #expect(word.wrappingAdd(2) == 1, "adding past UInt.max wraps")
            #expect(word.load(ordering: .relaxed) == 1)
        }
    }

    @Test func threadsAddingToOneWordLoseNoIncrement() {
        withWord { word in
            DispatchQueue.concurrentPerform(iterations: 8) { _ in
                for _ in 0..<10_000 { word.wrappingAdd(1) }
            }
            #expect(word.load(ordering: .acquiring) == 80_000)
        }
    }

    @Test func threadsIncrementingOneWordByCompareExchangeLoseNoIncrement() {
        withWord { word in
            DispatchQueue.concurrentPerform(iterations: 8) { _ in
                for _ in 0..<10_000 {
                    var seen = word.load(ordering: .relaxed)
                    while case let (false, original) = word.compareExchange(expected: seen, desired: seen + 1) {
                        seen = original
                    }
                }
            }
            #expect(word.load(ordering: .acquiring) == 80_000)
        }
    }

    @Test func aByteReadsBackWhatWasStoredAndChangesOnlyTheBitsNamed() {
        let address = UnsafeMutablePointer<UInt8>.allocate(capacity: 1)
        defer { address.deallocate() }
        address.initialize(to: 0)
        let byte = UnsafeAtomicByte(at: address)
        byte.storeRelaxed(0b1000_0001)
        #expect(byte.loadRelaxed() == 0b1000_0001)
        byte.setBitsRelaxed(0b0000_0110)
        #expect(byte.loadRelaxed() == 0b1000_0111, "setting bits keeps the ones already set")
        byte.clearBitsRelaxed(0b1000_0010)
        #expect(byte.loadRelaxed() == 0b0000_0101, "clearing bits keeps the others")
        byte.setBitsRelaxed(0b0000_0001)
        #expect(byte.loadRelaxed() == 0b0000_0101, "setting a bit already set changes nothing")
    }

    /// Each thread owns one bit of a shared byte and toggles it: a set or clear that rewrote the whole byte would
    /// sooner or later undo another thread's bit, which that thread then reads back wrong.
    @Test func threadsChangingTheirOwnBitsOfOneByteNeverUndoEachOther() {
        let address = UnsafeMutablePointer<UInt8>.allocate(capacity: 1)
        defer { address.deallocate() }
        address.initialize(to: 0)
        let words = UnsafeAtomicWord.allocate(1)
        defer { UnsafeAtomicWord.deallocate(words) }
        let wrongReads = UnsafeAtomicWord(at: words)
        let shared = UInt(bitPattern: address)  // a pointer is not Sendable; its address crosses as a number
        DispatchQueue.concurrentPerform(iterations: 8) { thread in
            let byte = UnsafeAtomicByte(at: UnsafeMutablePointer(bitPattern: shared).unsafelyUnwrapped)
            let bit = UInt8(1) << UInt8(thread)
            for _ in 0..<10_000 {
                byte.setBitsRelaxed(bit)
                if byte.loadRelaxed() & bit == 0 { wrongReads.wrappingAdd(1) }
                byte.clearBitsRelaxed(bit)
                if byte.loadRelaxed() & bit != 0 { wrongReads.wrappingAdd(1) }
            }
            byte.setBitsRelaxed(bit)
        }
        #expect(wrongReads.load(ordering: .acquiring) == 0, "a thread read its own bit back wrong")
        #expect(UnsafeAtomicByte(at: address).loadRelaxed() == 0xFF, "every thread's last set must survive")
    }
}
