/// Bindings that need each other to be constructed: resolving any of them would never finish.
///
/// Two passes. First, cycles of edges needed to construct (`direct`, bound `optional`); deferred edges
/// (`lazy`, `provider`) never count. Second, cycles closed through `property` / `method` injection: they are
/// fine when some node on the cycle keeps its instance (it is stored before injection closes the loop), and an
/// error when every node is `transient`, since each injection would make a new instance forever. Each cycle
/// is reported once, with its whole path, starting from the binding that sorts first.
struct DependencyCycleValidator: GraphValidator {
    func validate(_ index: GraphIndex) -> [Diagnostic] {
        constructionCycles(index) + transientInjectionCycles(index)
    }

    private func constructionCycles(_ index: GraphIndex) -> [Diagnostic] {
        // Components are found on the index's own rows; the filtered copy is made only when there is a cycle.
        let kinds = index.edgeKinds
        let components = StronglyConnectedComponents.cyclic(in: index.edgeRows) { kinds[$0].isNeededToConstruct }
        guard !components.isEmpty else { return [] }
        let graph = bindingGraph(index) { kind, _, _ in kind.isNeededToConstruct }
        return components.compactMap { component in
            let start = component.min { index.sortsBefore($0, $1) }!
            guard let path = CyclePath.shortest(through: start, within: Set(component), in: graph) else { return nil }
            return diagnostic(index, graph: graph, path: path, headline: "dependency cycle")
        }
    }

    private func transientInjectionCycles(_ index: GraphIndex) -> [Diagnostic] {
        let lifetimes = index.lifetimes
        let kinds = index.edgeKinds
        let targets = index.edgeTargets
        // Such a cycle needs an injection edge between two transient bindings; most graphs have none.
        let hasTransientInjection = kinds.indices.contains { edge in
            kinds[edge].isPostConstruction && targets[edge] >= 0 && lifetimes[targets[edge]] == .transient
                && lifetimes[index.binding(ofEdge: edge)] == .transient
        }
        guard hasTransientInjection else { return [] }
        let graph = bindingGraph(index) { kind, from, to in
            (kind.isNeededToConstruct || kind.isPostConstruction)
                && lifetimes[from] == .transient && lifetimes[to] == .transient
        }
        return StronglyConnectedComponents.cyclic(in: graph).compactMap { component in
            let members = Set(component)
            let injections = component.flatMap { node in
                graph.edges(from: node).filter {
                    members.contains(graph.targets[$0]) && index.edgeKinds[graph.labels[$0]].isPostConstruction
                }
            }
            guard let closing = injections.min(by: { index.sortsBefore(edge: graph.labels[$0], graph.labels[$1]) }),
                  let rest = CyclePath.shortestPath(
                    from: graph.targets[closing], to: CyclePath.sourceNode(of: closing, in: graph),
                    within: members, in: graph)
            else { return nil }
            return diagnostic(
                index, graph: graph, path: [closing] + rest,
                headline: "dependency cycle through injection between transient bindings")
        }
    }

    /// The bindings as nodes, with the edges `include` accepts among those that reach a binding; built row by
    /// row from the index's own rows, which are already grouped by binding.
    private func bindingGraph(_ index: GraphIndex, include: (Dependency.Kind, Int, Int) -> Bool) -> Adjacency {
        let starts = index.edgeStart
        let targets = index.edgeTargets
        let kinds = index.edgeKinds
        var rowStarts: [Int] = []
        rowStarts.reserveCapacity(starts.count)
        var kept: [Int] = []
        kept.reserveCapacity(targets.count)
        var labels: [Int] = []
        labels.reserveCapacity(targets.count)
        for binding in 0..<starts.count - 1 {
            rowStarts.append(kept.count)
            for edge in starts[binding]..<starts[binding + 1] {
                let target = targets[edge]
                guard target >= 0, include(kinds[edge], binding, target) else { continue }
                kept.append(target)
                labels.append(edge)
            }
        }
        rowStarts.append(kept.count)
        return Adjacency(start: rowStarts, targets: kept, labels: labels)
    }

    private func diagnostic(_ index: GraphIndex, graph: Adjacency, path: [Int], headline: String) -> Diagnostic {
        let nodes = path.map { CyclePath.sourceNode(of: $0, in: graph) }
        let names = (nodes + [nodes[0]]).map(index.plainName(ofBinding:))
        let notes = zip(path, nodes).map { position, node in
            Diagnostic.Note(
                index.describe(edge: graph.labels[position], of: node),
                at: index.location(ofEdge: graph.labels[position], in: node))
        }
        let advice = headline == "dependency cycle"
            ? "make one dependency on the cycle lazy or a provider (resolved when first used), or inject one side after construction"
            : "make a binding on the cycle a singleton or graph-scoped, or make one edge lazy"
        return Diagnostic(
            .error, .dependencyCycle, "\(headline): \(names.joined(separator: " -> "))",
            at: notes[0].location, notes: notes, suggestions: [.init(advice)])
    }
}
