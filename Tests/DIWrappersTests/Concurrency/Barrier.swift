import Foundation
import Synchronization

/// Lets tests wait until a number of them are running at the same time, so a suite shows it really ran in
/// parallel. Bounded: a test that waits longer than `timeout` goes on and reports how many it saw.
final class Barrier: Sendable {
    private let arrived = Atomic(0)
    private let count: Int

    init(count: Int) {
        self.count = count
    }

    /// Arrives, then waits (yielding) until `count` tests have arrived or `timeout` passes.
    ///
    /// - Returns: how many had arrived when it stopped waiting.
    func arriveAndWait(timeout: Duration = .seconds(20)) async -> Int {
        arrived.add(1, ordering: .acquiringAndReleasing)
        let clock = ContinuousClock()
        let deadline = clock.now.advanced(by: timeout)
        while arrived.load(ordering: .acquiring) < count && clock.now < deadline {
            try? await Task.sleep(for: .milliseconds(5))
        }
        return arrived.load(ordering: .acquiring)
    }
}
