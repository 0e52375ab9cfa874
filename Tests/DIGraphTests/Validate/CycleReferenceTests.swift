import DIGraph
import Testing

/// The cycle rule checked against a brute-force reference on random graphs.
///
/// Reference: a binding is on a construction cycle when it reaches itself through construction edges (found
/// by a depth-first search from every node, O(V·E)). The validator must report exactly one cycle per set of
/// mutually reachable bindings, and every reported path must be a real cycle of the graph. The injection rule
/// is checked the same way on the subgraph of transient bindings.
@Suite("Cycle detection against a brute-force reference")
struct CycleReferenceTests {
    struct RandomGraph {
        var graph: Graph
        /// Construction successors and, separately, the edges a transient injection cycle may use.
        var construction: [[Int]]
        var transientInjection: [[Int]]
        var postConstruction: Set<[Int]>
    }

    static func randomGraph(_ generator: inout SplitMix) -> RandomGraph {
        let count = Int(generator.next() % 9) + 1
        let kinds: [Dependency.Kind] = [.direct, .direct, .direct, .optional, .lazy, .provider, .property, .method]
        var bindings: [Binding] = []
        var construction = [[Int]](repeating: [], count: count)
        var transient = [[Int]](repeating: [], count: count)
        var postConstruction: Set<[Int]> = []
        let lifetimes = (0..<count).map { _ in generator.next() % 3 == 0 ? Lifetime.singleton : .transient }
        for node in 0..<count {
            var dependencies: [Dependency] = []
            for target in 0..<count where generator.next() % 4 == 0 {
                let kind = kinds[Int(generator.next() % UInt64(kinds.count))]
                dependencies.append(Dependency(key("N\(target)"), kind: kind, label: "to\(target)", location: at(node + 1, target + 1)))
                if kind.isNeededToConstruct { construction[node].append(target) }
                if (kind.isNeededToConstruct || kind.isPostConstruction), lifetimes[node] == .transient, lifetimes[target] == .transient {
                    transient[node].append(target)
                    if kind.isPostConstruction { postConstruction.insert([node, target]) }
                }
            }
            bindings.append(Binding(key("N\(node)"), in: "App", lifetime: lifetimes[node], dependencies: dependencies, location: at(node + 1)))
        }
        return RandomGraph(
            graph: Graph(containers: [ContainerSpec(name: "App")], bindings: bindings),
            construction: construction, transientInjection: transient, postConstruction: postConstruction)
    }

    /// Nodes reachable from `start` by at least one edge.
    static func reachable(from start: Int, _ successors: [[Int]]) -> Set<Int> {
        var seen: Set<Int> = []
        var stack = successors[start]
        while let node = stack.popLast() {
            if seen.insert(node).inserted { stack += successors[node] }
        }
        return seen
    }

    /// Groups of mutually reachable nodes that lie on a cycle, as sorted arrays.
    static func cyclicGroups(_ successors: [[Int]], keepIf keep: ([Int]) -> Bool = { _ in true }) -> Set<[Int]> {
        let reach = successors.indices.map { reachable(from: $0, successors) }
        var groups: Set<[Int]> = []
        for node in successors.indices where reach[node].contains(node) {
            let group = successors.indices.filter { reach[node].contains($0) && reach[$0].contains(node) }
            if keep(group) { groups.insert(group) }
        }
        return groups
    }

    /// The nodes of a rendered path `N0 -> N3 -> N0`.
    static func nodes(inPath message: String) -> [Int] {
        guard let path = message.split(separator: ": ").last else { return [] }
        return path.split(separator: " -> ").compactMap { Int($0.dropFirst()) }
    }

    @Test("agrees with brute force on 2,000 random graphs")
    func agreesWithBruteForce() {
        var generator = SplitMix(seed: 2026)
        for round in 0..<2_000 {
            let sample = Self.randomGraph(&generator)
            let cycles = sample.graph.validate().filter { $0.code == .dependencyCycle }
            let constructionReports = cycles.filter { !$0.message.contains("through injection") }
            let injectionReports = cycles.filter { $0.message.contains("through injection") }

            let expectedConstruction = Self.cyclicGroups(sample.construction)
            let expectedInjection = Self.cyclicGroups(sample.transientInjection) { group in
                sample.postConstruction.contains { group.contains($0[0]) && group.contains($0[1]) }
            }
            #expect(constructionReports.count == expectedConstruction.count, "round \(round)")
            #expect(injectionReports.count == expectedInjection.count, "round \(round)")

            for report in constructionReports {
                let path = Self.nodes(inPath: report.message)
                #expect(path.first == path.last && path.count >= 2, "round \(round): \(report.message)")
                for (from, to) in zip(path, path.dropFirst()) {
                    #expect(sample.construction[from].contains(to), "round \(round): \(from) -> \(to) is no construction edge")
                }
                #expect(expectedConstruction.contains { Set($0).isSuperset(of: path) }, "round \(round)")
            }
            for report in injectionReports {
                let path = Self.nodes(inPath: report.message)
                let steps = Array(zip(path, path.dropFirst()))
                #expect(steps.allSatisfy { sample.transientInjection[$0.0].contains($0.1) }, "round \(round): \(report.message)")
                #expect(steps.contains { sample.postConstruction.contains([$0.0, $0.1]) }, "round \(round): \(report.message)")
            }
        }
    }
}
