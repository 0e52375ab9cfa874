import DIGraph
import DIRuntime

/// Draws a ``RandomGraph`` from a seed. Small on purpose: six parts, up to three containers and eight nodes make
/// every mistake (missing, cycle, duplicate, ambiguity, captive) common, and keep each graph fast to check.
struct RandomGraphGenerator {
    var random: SeededGenerator

    init(seed: UInt64) { random = SeededGenerator(seed: seed) }

    mutating func graph() -> RandomGraph {
        let containerCount = Int.random(in: 1...3, using: &random)
        var containers: [RandomGraph.ContainerNode] = (0..<containerCount).map { index in
            let parents = index == 0 ? [] : (0..<index).filter { _ in random.chance(0.6) }
            let externals = random.chance(0.15) ? [Int.random(in: 0..<Parts.types.count, using: &random)] : []
            return RandomGraph.ContainerNode(parents: parents, externals: externals)
        }
        // The last container sees every other one, so validating it covers the whole graph in every front-end.
        let leaf = containerCount - 1
        let seen = Self.ancestors(of: leaf, in: containers)
        containers[leaf].parents += (0..<leaf).filter { !seen.contains($0) }
        let useTags = random.chance(0.3)
        let nodeCount = Int.random(in: 1...8, using: &random)
        var nodes = (0..<nodeCount).map { _ in node(containerCount: containerCount, useTags: useTags) }
        // Most duplicates are moved to a free part, so that duplicates stay one mistake among several.
        for index in nodes.indices where random.chance(0.8) {
            let taken = Set(nodes[..<index].filter { $0.container == nodes[index].container }.map(\.part))
            if taken.contains(nodes[index].part), let free = (0..<Parts.types.count).filter({ !taken.contains($0) }).randomElement(using: &random) {
                nodes[index].part = free
            }
        }
        // Most edges point at a bound key, so that clean graphs (which the runtime then resolves) are common.
        for index in nodes.indices {
            for edge in nodes[index].edges.indices where random.chance(0.8) {
                let target = nodes.randomElement(using: &random)!
                nodes[index].edges[edge].part = target.part
                nodes[index].edges[edge].tag = target.tag
            }
        }
        return RandomGraph(containers: containers, nodes: nodes)
    }

    private mutating func node(containerCount: Int, useTags: Bool) -> RandomGraph.Node {
        let edgeCount = Int.random(in: 0...2, using: &random)
        let edges = (0..<edgeCount).map { _ in
            RandomGraph.Edge(
                part: Int.random(in: 0..<Parts.types.count, using: &random),
                tag: useTags && random.chance(0.3) ? 1 : nil,
                kind: random.chance(0.7) ? .direct : [.lazy, .provider, .optional].randomElement(using: &random)!)
        }
        return RandomGraph.Node(
            part: Int.random(in: 0..<Parts.types.count, using: &random),
            tag: useTags && random.chance(0.3) ? 1 : nil,
            container: Int.random(in: 0..<containerCount, using: &random),
            scope: random.chance(0.5) ? [.unique, .singleton].randomElement(using: &random)! : ComponentScope.allCases.randomElement(using: &random)!,
            edges: edges,
            faces: random.chance(0.15) ? [Int.random(in: 0..<Parts.faces.count, using: &random)] : [])
    }

    static func ancestors(of index: Int, in containers: [RandomGraph.ContainerNode]) -> Set<Int> {
        var result = Set<Int>()
        var pending = containers[index].parents
        while let next = pending.popLast() {
            if result.insert(next).inserted { pending += containers[next].parents }
        }
        return result
    }
}
