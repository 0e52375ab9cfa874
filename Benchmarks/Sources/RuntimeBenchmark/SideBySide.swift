import BenchmarkSupport

/// Two sides of one comparison, a hand-written baseline first and the runtime second, measured interleaved in one
/// run; prints each side's median time and mallocs and the median ratio of the runs.
enum SideBySide {
    static func run(
        _ sides: [(name: String, body: () throws -> Void)], title: String, runs: Int, iterations: Int
    ) throws {
        var samples = Array(repeating: [LoopMeasurement](), count: sides.count)
        for _ in 0..<runs {
            for (index, side) in sides.enumerated() {
                samples[index].append(try LoopMeasurement.of(iterations: iterations, side.body))
            }
        }
        let ratios = zip(samples[1], samples[0]).map { $0.nanoseconds / $1.nanoseconds }.sorted()
        print("\(title), median of \(runs) interleaved runs × \(iterations)")
        for (index, side) in sides.enumerated() {
            let median = LoopMeasurement.median(samples[index])
            print("\(side.name): \(format(median.nanoseconds)) ns, \(format(median.mallocs, 2)) mallocs")
        }
        print("runtime / hand-written time: \(format(ratios[ratios.count / 2], 2))× (instructions: profile under callgrind)")
    }
}
