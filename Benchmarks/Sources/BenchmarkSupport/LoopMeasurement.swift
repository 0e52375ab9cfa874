#if canImport(Glibc)
import Glibc
#endif
import MallocCounter

/// CPU time and allocations of a loop, per iteration; shared by the benchmarks that compare a subject with a
/// baseline in one run.
///
/// Inlinable, so the measured loop is compiled where the benchmark writes it, as it would be in the same module.
public struct LoopMeasurement: Sendable {
    public var nanoseconds: Double
    public var mallocs: Double

    @inlinable
    public init(nanoseconds: Double, mallocs: Double) {
        self.nanoseconds = nanoseconds
        self.mallocs = mallocs
    }

    /// Runs `body` `iterations` times, after a warm-up of a tenth as many.
    @inlinable
    public static func of(iterations: Int, _ body: () throws -> Void) rethrows -> LoopMeasurement {
        for _ in 0..<(iterations / 10) { try body() }
        let mallocsBefore = malloc_counter_allocations()
        let start = now()
        for _ in 0..<iterations { try body() }
        let elapsed = now() - start
        let mallocs = malloc_counter_allocations() - mallocsBefore
        return LoopMeasurement(
            nanoseconds: Double(elapsed) / Double(iterations), mallocs: Double(mallocs) / Double(iterations))
    }

    /// The median of each figure over several runs.
    public static func median(_ runs: [LoopMeasurement]) -> LoopMeasurement {
        func middle(_ values: [Double]) -> Double { values.sorted()[values.count / 2] }
        return LoopMeasurement(nanoseconds: middle(runs.map(\.nanoseconds)), mallocs: middle(runs.map(\.mallocs)))
    }

    /// CPU time of this thread: on a machine shared with other builds, wall time mostly measures the
    /// neighbours; the thread's own CPU time is what the code costs.
    @inlinable
    public static func now() -> UInt64 {
        var time = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
        return UInt64(time.tv_sec) * 1_000_000_000 + UInt64(time.tv_nsec)
    }
}
