import Foundation

// Usage:
//   swift run -c release GeneratorBenchmark              resolve benchmark (generated container vs closures)
//   swift run -c release GeneratorBenchmark synthesize D  writes the 10,000-service synthetic app into D
//   GeneratorBenchmark synthesize D SERVICES FILES CONTAINERS
//                                                       the same graph at another size (check-compile-instructions.sh
//                                                       takes a small one)
//   GeneratorBenchmark time A|D|main-A generated|hand-written
//                                                       one figure alone (ns per resolve, best of 10 rounds), so
//                                                       generator-benchmark.sh can take each from its own process

func now() -> UInt64 { DispatchTime.now().uptimeNanoseconds }

@inline(never)
func consume(_ value: AnyObject) -> UInt {
    UInt(bitPattern: ObjectIdentifier(value).hashValue) & 1
}

/// The hand-written baseline, as RuntimeBenchmark's: stored closures wired by hand, the way one would without a
/// container, with `D` made once and kept (the generated container keeps its `@saber.cached` `D`). It once made a
/// new `D` per call and built a closure per `makeA`, an allocation the generated container never pays.
struct ClosureBaseline {
    let makeA: () -> ServiceA
    let makeD: () -> ServiceD

    init() {
        let makeC = { ServiceC() }
        let makeB = { ServiceB(c: makeC()) }
        let d = ServiceD()
        makeD = { d }
        makeA = { ServiceA(b: makeB(), d: d) }
    }
}

/// Nanoseconds per resolve, best of `rounds` rounds of `iterations`.
func measure(rounds: Int = 10, iterations: Int = 1_000_000, _ body: () -> UInt) -> Double {
    var best = Double.infinity
    var sink: UInt = 0
    for _ in 0..<rounds {
        let start = now()
        for _ in 0..<iterations { sink &+= body() }
        best = min(best, Double(now() - start) / Double(iterations))
    }
    if sink == UInt.max { print("") }
    return best
}

/// Measures both, interleaved three times, and prints the best of each and their ratio.
func compare(_ label: String, generated: () -> UInt, handWritten: () -> UInt) {
    var generatedTimes: [Double] = []
    var handWrittenTimes: [Double] = []
    for _ in 0..<3 {
        handWrittenTimes.append(measure(handWritten))
        generatedTimes.append(measure(generated))
    }
    let best = (generatedTimes.min()!, handWrittenTimes.min()!)
    print(String(format: "%@ %.1f ns, hand-written closures %.1f ns, ratio %.3f×", label, best.0, best.1, best.0 / best.1))
}

let arguments = CommandLine.arguments.dropFirst()
// `GeneratorBenchmark profile A|D generated|hand-written`: one loop for callgrind (`PROFILE_ITERATIONS` iterations,
// after a warm-up of a tenth as many, as the other benchmarks' profile modes), printing nothing.
if arguments.count == 3, arguments.first == "profile" {
    let iterations = ProcessInfo.processInfo.environment["PROFILE_ITERATIONS"].flatMap(Int.init) ?? 1_000_000
    let container = ResolveContainer()
    let baseline = ClosureBaseline()
    let generated = Array(arguments)[2] == "generated"
    let body: () -> UInt = switch (Array(arguments)[1], generated) {
    case ("A", true): { consume(container.serviceA) }
    case ("A", false): { consume(baseline.makeA()) }
    case (_, true): { consume(container.serviceD) }
    case (_, false): { consume(baseline.makeD()) }
    }
    var sink: UInt = 0
    for _ in 0..<(iterations / 10 + iterations) { sink &+= body() }
    if sink == UInt.max { print("") }
    exit(0)
}
// `GeneratorBenchmark time GRAPH generated|hand-written`: one contestant per process, measured as `compare` measures
// it. In one process, the contestant measured second finds the heap and caches as the first left them; each in its
// own process, they start alike.
if arguments.count == 3, arguments.first == "time" {
    let generated = Array(arguments)[2] == "generated"
    let nanoseconds: Double
    switch (Array(arguments)[1], generated) {
    case ("A", true):
        let container = ResolveContainer()
        nanoseconds = measure { consume(container.serviceA) }
    case ("A", false):
        let baseline = ClosureBaseline()
        nanoseconds = measure { consume(baseline.makeA()) }
    case ("D", true):
        let container = ResolveContainer()
        nanoseconds = measure { consume(container.serviceD) }
    case ("D", false):
        let baseline = ClosureBaseline()
        nanoseconds = measure { consume(baseline.makeD()) }
    case ("main-A", true):
        let container = MainResolveContainer()
        nanoseconds = measure { consume(container.mainServiceA) }
    case ("main-A", false):
        let baseline = MainClosureBaseline()
        nanoseconds = measure { consume(baseline.makeA()) }
    default:
        print("usage: GeneratorBenchmark time A|D|main-A generated|hand-written")
        exit(2)
    }
    print(String(format: "%.3f", nanoseconds))
    exit(0)
}
if arguments.first == "synthesize", let directory = arguments.dropFirst().first {
    let sizes = arguments.dropFirst(2).compactMap { Int($0) }
    let (services, files, containers) = sizes.count == 3 ? (sizes[0], sizes[1], sizes[2]) : (10_000, 2_000, 50)
    try SyntheticApp.write(to: directory, services: services, files: files, containers: containers)
    print("wrote \(services) services in \(files) files and \(containers) containers to \(directory)")
} else {
    let container = ResolveContainer()
    let baseline = ClosureBaseline()
    compare("resolve A -> B -> C, A -> D: generated container",
            generated: { consume(container.serviceA) }, handWritten: { consume(baseline.makeA()) })
    // The same graph on the main actor (top-level code runs there), side by side in the same run.
    let mainContainer = MainResolveContainer()
    let mainBaseline = MainClosureBaseline()
    compare("main actor, A -> B -> C, A -> D: generated MainActor container",
            generated: { consume(mainContainer.mainServiceA) }, handWritten: { consume(mainBaseline.makeA()) })
}
