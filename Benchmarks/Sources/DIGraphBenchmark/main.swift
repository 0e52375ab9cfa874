// Measures `Graph.validate()` on synthetic valid graphs: V bindings, 3 edges each, spread over a tree of
// containers, so every rule (visibility through parents included) runs over the whole graph.
//
//     cd Benchmarks && swift run -c release DIGraphBenchmark [rounds of the isolated-process ratio, default 9]
import DIGraph
import Foundation

func makeGraph(bindings count: Int, containers containerCount: Int = 50, edgesPerBinding: Int = 3) -> Graph {
    var containers: [ContainerSpec] = []
    for number in 0..<containerCount {
        // A tree: each container's parent is the one at half its index, so lookups climb several levels.
        let parents = number == 0 ? [] : ["Container\((number - 1) / 2)"]
        containers.append(ContainerSpec(name: "Container\(number)", parents: parents))
    }
    var bindings: [Binding] = []
    bindings.reserveCapacity(count)
    var generator = SystemRandomNumberGenerator()
    let types = (0..<count).map { try! TypeName(parsing: "Service\($0)") }
    for number in 0..<count {
        let container = number % containerCount
        var dependencies: [Dependency] = []
        if number > 0 {
            for _ in 0..<edgesPerBinding {
                // Depend on an earlier binding owned by this container or an ancestor, so the graph is valid.
                var ancestor = container
                if Int.random(in: 0..<2, using: &generator) == 1, ancestor > 0 { ancestor = (ancestor - 1) / 2 }
                guard ancestor < number else { continue }
                let candidateCount = (number - ancestor + containerCount - 1) / containerCount
                let target = ancestor + Int.random(in: 0..<candidateCount, using: &generator) * containerCount
                dependencies.append(Dependency(ServiceKey(types[target]), label: "dependency"))
            }
        }
        bindings.append(Binding(
            ServiceKey(types[number]), in: "Container\(container)", source: .initializer("Service\(number)"),
            lifetime: number % 4 == 0 ? .singleton : .graph, dependencies: dependencies,
            location: SourceLocation(file: "File\(number / 50).swift", line: number % 50 + 1, column: 1)))
    }
    return Graph(containers: containers, bindings: bindings)
}

func median(_ values: [Double]) -> Double { values.sorted()[values.count / 2] }

/// This thread's CPU time: unlike wall time it does not count the moments another process had the core,
/// which on a shared 2-core machine is most of the noise.
func threadCPUNanoseconds() -> UInt64 {
    var time = timespec()
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
    return UInt64(time.tv_sec) * 1_000_000_000 + UInt64(time.tv_nsec)
}

/// Validates the graphs in turn, `runs` times in all. With one graph, the runs after the first find it in cache;
/// with many graphs whose total size exceeds the cache, each run starts cold, as a single large graph always does.
func measure(_ graphs: [Graph], runs: Int) -> (milliseconds: Double, cpuMilliseconds: Double, diagnostics: Int) {
    var wall: [Double] = []
    var cpu: [Double] = []
    var diagnostics = 0
    for run in 0..<runs {
        let graph = graphs[run % graphs.count]
        let start = DispatchTime.now().uptimeNanoseconds
        let cpuStart = threadCPUNanoseconds()
        diagnostics = graph.validate().count
        cpu.append(Double(threadCPUNanoseconds() - cpuStart) / 1e6)
        wall.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6)
    }
    return (median(wall), median(cpu), diagnostics)
}

if let size = ProcessInfo.processInfo.environment["DIGRAPH_BENCHMARK_SIZE"].flatMap(Int.init) {
    // One size alone in this process (see `isolatedRatios`): print its cold CPU median and nothing else.
    let graphs = (0..<max(1, 100_000 / size)).map { _ in makeGraph(bindings: size) }
    print(measure(graphs, runs: size >= 100_000 ? 11 : graphs.count * 2 + 1).cpuMilliseconds)
    exit(0)
}
if let profileRuns = ProcessInfo.processInfo.environment["PROFILE_RUNS"].flatMap(Int.init) {
    // For `perf record`: build one graph, validate it repeatedly, print nothing else.
    let graph = makeGraph(bindings: 100_000)
    print("profile", measure([graph], runs: profileRuns))
    exit(0)
}

let isolatedRounds = CommandLine.arguments.dropFirst().first.flatMap(Int.init) ?? 9
print("validate() on synthetic graphs (3 edges per binding, 50 containers in a tree), median of runs")
print("bindings | edges   | warm: wall ms | CPU ms | cold: wall ms | CPU ms | diagnostics")
var warm: [Int: (wall: Double, cpu: Double)] = [:]
var cold: [Int: (wall: Double, cpu: Double)] = [:]
for size in [1_000, 10_000, 100_000] {
    // Enough distinct graphs that validating each in turn always starts from memory, not cache (≥ 70 MB).
    let graphs = (0..<max(1, 100_000 / size)).map { _ in makeGraph(bindings: size) }
    let edges = graphs[0].bindings.reduce(0) { $0 + $1.dependencies.count }
    let warmResult = measure([graphs[0]], runs: size >= 100_000 ? 11 : 101)
    let coldResult = size >= 100_000 ? warmResult : measure(graphs, runs: graphs.count * 2 + 1)
    warm[size] = (warmResult.milliseconds, warmResult.cpuMilliseconds)
    cold[size] = (coldResult.milliseconds, coldResult.cpuMilliseconds)
    print([String(size).padding(8), String(edges).padding(7), format3(warmResult.milliseconds).padding(13),
           format3(warmResult.cpuMilliseconds).padding(6), format3(coldResult.milliseconds).padding(13),
           format3(coldResult.cpuMilliseconds).padding(6), String(warmResult.diagnostics)].joined(separator: " | "))
}
print("ratio 100,000 / 1,000 bindings (linear is 100; target ≤ 120):")
print("  1,000 warm: wall \(format3(warm[100_000]!.wall / warm[1_000]!.wall)), CPU \(format3(warm[100_000]!.cpu / warm[1_000]!.cpu))")
print("  1,000 cold: wall \(format3(cold[100_000]!.wall / cold[1_000]!.wall)), CPU \(format3(cold[100_000]!.cpu / cold[1_000]!.cpu))")
print("each size in its own process (allocator state not shared between sizes), \(isolatedRounds) alternating rounds:")
let isolated = isolatedRatios(rounds: isolatedRounds)
print("  1,000 cold CPU ms \(format3(median(isolated.small))), 100,000 CPU ms \(format3(median(isolated.large))), "
    + "ratio median \(format3(median(isolated.ratios))) (per round: \(isolated.ratios.sorted().map { String(Int($0.rounded())) }.joined(separator: " ")))")
print("100,000 bindings < 100 ms: wall \(warm[100_000]!.wall < 100 ? "met" : "NOT met"), CPU \(warm[100_000]!.cpu < 100 ? "met" : "NOT met")")

/// Measures 1,000 and 100,000 bindings in fresh processes, alternately, `rounds` times.
///
/// In one process the sizes share the allocator: the 100,000-binding runs then inherit glibc's heap and
/// trimming state from the 1,000-binding graphs made before them, and pay page faults the large graph alone
/// would not. Each size in its own process measures the validator, not that history; alternating rounds spread
/// the machine's noise over both sizes.
func isolatedRatios(rounds: Int) -> (small: [Double], large: [Double], ratios: [Double]) {
    var small: [Double] = []
    var large: [Double] = []
    for _ in 0..<rounds {
        small.append(runAlone(size: 1_000))
        large.append(runAlone(size: 100_000))
    }
    return (small, large, zip(large, small).map { $0 / $1 })
}

func runAlone(size: Int) -> Double {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: CommandLine.arguments[0])
    process.environment = ProcessInfo.processInfo.environment.merging(["DIGRAPH_BENCHMARK_SIZE": String(size)]) { $1 }
    let output = Pipe()
    process.standardOutput = output
    try! process.run()
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return Double(String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines))!
}

func format3(_ value: Double) -> String {
    let scaled = (value * 1000).rounded() / 1000
    return String(scaled)
}

extension String {
    func padding(_ width: Int) -> String { count >= width ? self : self + String(repeating: " ", count: width - count) }
}
