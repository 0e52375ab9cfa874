#if canImport(Glibc)
import Glibc
#endif
import MallocCounter

/// Time and allocations of a loop, per iteration.
struct Measurement {
    var nanoseconds: Double
    var mallocs: Double

    /// Runs `body` `iterations` times, after a warm-up of a tenth as many.
    static func of(iterations: Int, _ body: () throws -> Void) rethrows -> Measurement {
        for _ in 0..<(iterations / 10) { try body() }
        let mallocsBefore = malloc_counter_allocations()
        let start = now()
        for _ in 0..<iterations { try body() }
        let elapsed = now() - start
        let mallocs = malloc_counter_allocations() - mallocsBefore
        return Measurement(
            nanoseconds: Double(elapsed) / Double(iterations), mallocs: Double(mallocs) / Double(iterations))
    }

    /// The median of each figure over several runs.
    static func median(_ runs: [Measurement]) -> Measurement {
        func middle(_ values: [Double]) -> Double { values.sorted()[values.count / 2] }
        return Measurement(nanoseconds: middle(runs.map(\.nanoseconds)), mallocs: middle(runs.map(\.mallocs)))
    }

    /// CPU time of this thread: on a machine shared with other builds, wall time mostly measures the
    /// neighbours; the thread's own CPU time is what the code costs.
    static func now() -> UInt64 {
        var time = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
        return UInt64(time.tv_sec) * 1_000_000_000 + UInt64(time.tv_nsec)
    }
}

/// Keeps a result alive past the optimizer.
@inline(never)
func consume(_ value: AnyObject) {
    _ = Unmanaged.passUnretained(value)
}
