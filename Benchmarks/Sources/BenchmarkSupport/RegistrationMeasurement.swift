import MallocCounter

/// One pass of registrations into a fresh container, per registration: this thread's CPU time, heap bytes still in
/// use with the container alive (glibc's count, mmapped blocks included) and mallocs made. Shared by the cold
/// registration benchmarks (RuntimeBenchmark's `cold` mode, ColdRegistrationBenchmark).
public struct RegistrationMeasurement: Sendable {
    public var nanoseconds: Double
    public var bytes: Double
    public var mallocs: Double

    /// Makes a container, then times `register` filling it with `count` registrations.
    public static func of<Container>(
        _ count: Int, _ makeContainer: () -> Container, _ register: (Container) -> Void
    ) -> RegistrationMeasurement {
        let container = makeContainer()
        let bytesBefore = malloc_counter_bytes_in_use()
        let mallocsBefore = malloc_counter_allocations()
        let start = LoopMeasurement.now()
        register(container)
        let elapsed = LoopMeasurement.now() - start
        let mallocs = malloc_counter_allocations() - mallocsBefore
        let bytes = Double(malloc_counter_bytes_in_use()) - Double(bytesBefore)
        return withExtendedLifetime(container) {
            RegistrationMeasurement(nanoseconds: Double(elapsed) / Double(count), bytes: bytes / Double(count),
                                    mallocs: Double(mallocs) / Double(count))
        }
    }

    /// `name=value` figures on one line, for scripts: `cold_ns=… cold_bytes=… cold_mallocs=…`.
    public func fields(_ prefix: String) -> String {
        func text(_ value: Double) -> String { String((value * 100).rounded() / 100) }
        return "\(prefix)_ns=\(text(nanoseconds)) \(prefix)_bytes=\(text(bytes)) \(prefix)_mallocs=\(text(mallocs))"
    }
}
