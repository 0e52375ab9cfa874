import DISync
import Foundation

/// Lets tests wait until a number of them are running at the same time, so a suite shows it really ran in
/// parallel. Bounded: a test that waits longer than `timeout` goes on and reports how many it saw.
final class Barrier: Sendable {
    /// How many have arrived: an atomic word of its own, freed in `deinit`.
    private let arrived = UnsafeAtomicWord(at: UnsafeAtomicWord.allocate(1))
    private let count: Int

    init(count: Int) {
        self.count = count
    }

    deinit {
        UnsafeAtomicWord.deallocate(arrived.address)
    }

    /// Arrives, then waits (yielding) until `count` tests have arrived or `timeout` passes.
    ///
    /// - Returns: how many had arrived when it stopped waiting.
    func arriveAndWait(timeout: Duration = .seconds(20)) async -> Int {
        // Releasing; the acquiring loads below then see what every arrival did before it arrived.
        arrived.wrappingAdd(1)
        let clock = ContinuousClock()
        let deadline = clock.now.advanced(by: timeout)
        while arrivals < count && clock.now < deadline {
            try? await Task.sleep(for: .milliseconds(5))
        }
        return arrivals
    }

    private var arrivals: Int { Int(arrived.load(ordering: .acquiring)) }
}
