// Measures `Graph.validate()` on synthetic valid graphs: V bindings, 3 edges each, spread over a tree of
// containers, so every rule (visibility through parents included) runs over the whole graph.
//
//     cd Benchmarks && swift run -c release DIGraphBenchmark
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

func measure(_ graph: Graph, runs: Int) -> (milliseconds: Double, diagnostics: Int) {
    var times: [Double] = []
    var diagnostics = 0
    for _ in 0..<runs {
        let start = DispatchTime.now().uptimeNanoseconds
        diagnostics = graph.validate().count
        times.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6)
    }
    return (median(times), diagnostics)
}

if let profileRuns = ProcessInfo.processInfo.environment["PROFILE_RUNS"].flatMap(Int.init) {
    // For `perf record`: build one graph, validate it repeatedly, print nothing else.
    let graph = makeGraph(bindings: 100_000)
    print("profile", measure(graph, runs: profileRuns))
    exit(0)
}

print("validate() on synthetic graphs (3 edges per binding, 50 containers in a tree), median of runs")
print("bindings | edges   | ms (median) | diagnostics")
var results: [Int: Double] = [:]
for size in [1_000, 10_000, 100_000] {
    let graph = makeGraph(bindings: size)
    let edges = graph.bindings.reduce(0) { $0 + $1.dependencies.count }
    let (milliseconds, diagnostics) = measure(graph, runs: size >= 100_000 ? 7 : 21)
    results[size] = milliseconds
    print("\(String(size).padding(8)) | \(String(edges).padding(7)) | \(String(format3(milliseconds)).padding(11)) | \(diagnostics)")
}
let ratio = results[100_000]! / results[1_000]!
print("ratio 100,000 / 1,000 bindings: \(format3(ratio)) (linear is 100; target ≤ 120)")
print("target: 100,000 bindings < 100 ms → \(results[100_000]! < 100 ? "met" : "NOT met")")

func format3(_ value: Double) -> String {
    let scaled = (value * 1000).rounded() / 1000
    return String(scaled)
}

extension String {
    func padding(_ width: Int) -> String { count >= width ? self : self + String(repeating: " ", count: width - count) }
}
