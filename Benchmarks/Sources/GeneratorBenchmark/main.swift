import Foundation

// Usage:
//   swift run -c release GeneratorBenchmark              resolve benchmark (generated container vs closures)
//   swift run -c release GeneratorBenchmark synthesize D  writes the 10,000-service synthetic app into D

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
if arguments.first == "synthesize", let directory = arguments.dropFirst().first {
    try SyntheticApp.write(to: directory)
    print("wrote 10,000 services in 2,000 files and 50 containers to \(directory)")
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
