import Foundation

// Usage:
//   swift run -c release GeneratorBenchmark              resolve benchmark (generated container vs closures)
//   swift run -c release GeneratorBenchmark synthesize D  writes the 10,000-service synthetic app into D

func now() -> UInt64 { DispatchTime.now().uptimeNanoseconds }

@inline(never)
func consume(_ value: AnyObject) -> UInt {
    UInt(bitPattern: ObjectIdentifier(value).hashValue) & 1
}

/// The hand-written baseline: closures wired by hand, the way one would without a container.
struct ClosureBaseline {
    let makeC: () -> ServiceC = { ServiceC() }
    let makeD: () -> ServiceD = { ServiceD() }
    let makeB: (@escaping () -> ServiceC) -> () -> ServiceB = { makeC in { ServiceB(c: makeC()) } }

    func makeA() -> ServiceA {
        ServiceA(b: makeB(makeC)(), d: makeD())
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

let arguments = CommandLine.arguments.dropFirst()
if arguments.first == "synthesize", let directory = arguments.dropFirst().first {
    try SyntheticApp.write(to: directory)
    print("wrote 10,000 services in 2,000 files and 50 containers to \(directory)")
} else {
    let container = ResolveContainer()
    let baseline = ClosureBaseline()
    var generatedTimes: [Double] = []
    var baselineTimes: [Double] = []
    for _ in 0..<3 {
        baselineTimes.append(measure { consume(baseline.makeA()) })
        generatedTimes.append(measure { consume(container.serviceA) })
    }
    let generated = generatedTimes.min()!
    let handWritten = baselineTimes.min()!
    print(String(format: "resolve A -> B -> C, A -> D: generated container %.1f ns, hand-written closures %.1f ns, ratio %.3f×",
                 generated, handWritten, generated / handWritten))
    // The same graph on the main actor (top-level code runs there), side by side in the same run.
    let mainContainer = MainResolveContainer()
    let mainBaseline = MainClosureBaseline()
    var mainGeneratedTimes: [Double] = []
    var mainBaselineTimes: [Double] = []
    for _ in 0..<3 {
        mainBaselineTimes.append(measure { consume(mainBaseline.makeA()) })
        mainGeneratedTimes.append(measure { consume(mainContainer.mainServiceA) })
    }
    let mainGenerated = mainGeneratedTimes.min()!
    let mainHandWritten = mainBaselineTimes.min()!
    print(String(format: "main actor, A -> B -> C, A -> D: generated MainActor container %.1f ns, hand-written closures %.1f ns, ratio %.3f×",
                 mainGenerated, mainHandWritten, mainGenerated / mainHandWritten))
}
