/// Shrinks a failing ``RandomGraph``: removes nodes, edges, forwards, externals and parents one at a time while the
/// failure persists, until no single removal keeps it failing.
enum GraphShrinker {
    static func shrink(_ graph: RandomGraph, stillFails: (RandomGraph) -> Bool) -> RandomGraph {
        var current = graph
        var progressed = true
        while progressed {
            progressed = false
            for candidate in smaller(current) where stillFails(candidate) {
                current = candidate
                progressed = true
                break
            }
        }
        return current
    }

    private static func smaller(_ graph: RandomGraph) -> [RandomGraph] {
        var candidates: [RandomGraph] = []
        for index in graph.nodes.indices {
            var without = graph
            without.nodes.remove(at: index)
            candidates.append(without)
        }
        for index in graph.nodes.indices {
            for edge in graph.nodes[index].edges.indices {
                var without = graph
                without.nodes[index].edges.remove(at: edge)
                candidates.append(without)
            }
            if !graph.nodes[index].faces.isEmpty {
                var without = graph
                without.nodes[index].faces = []
                candidates.append(without)
            }
        }
        for index in graph.containers.indices where !graph.containers[index].externals.isEmpty {
            var without = graph
            without.containers[index].externals = []
            candidates.append(without)
        }
        // The last container, when nothing is bound in it and it is a plain leaf over the others.
        if graph.containers.count > 1, !graph.nodes.contains(where: { $0.container == graph.leaf }) {
            var without = graph
            without.containers.removeLast()
            let leaf = without.leaf
            let seen = RandomGraphGenerator.ancestors(of: leaf, in: without.containers)
            without.containers[leaf].parents += (0..<leaf).filter { !seen.contains($0) }
            candidates.append(without)
        }
        return candidates
    }
}
