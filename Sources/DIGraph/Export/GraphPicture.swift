/// What a picture of the graph shows, independent of the drawing language: containers as clusters, bindings
/// and externals as nodes, edges styled by kind, and every problem the validator would report marked.
///
/// A collection is a node of its own in the container that requests it, with an edge from each contribution it
/// collects into it, labelled with the entry's key in a dictionary; requesters point at the collection.
///
/// ``DOTExporter`` and ``MermaidExporter`` only decide the syntax.
package struct GraphPicture {
    package struct Node {
        package enum Shape { case binding, external, missing, collection }
        package var id: String
        package var label: String
        package var shape: Shape
        package var isProblem: Bool
        /// The module the binding came from (``Binding/module``), drawn as a group inside its container.
        package var module: String? = nil
    }

    package struct Cluster {
        package var id: String
        package var label: String
        package var nodes: [Node]

        /// The cluster's nodes outside any module, then each module's nodes, modules in the order first met.
        package var moduleGroups: (loose: [Node], modules: [(name: String, nodes: [Node])]) {
            var loose: [Node] = []
            var modules: [(name: String, nodes: [Node])] = []
            for node in nodes {
                guard let module = node.module else { loose.append(node); continue }
                if let index = modules.firstIndex(where: { $0.name == module }) {
                    modules[index].nodes.append(node)
                } else {
                    modules.append((module, [node]))
                }
            }
            return (loose, modules)
        }
    }

    package struct Edge {
        package var from: String
        package var to: String
        package var label: String?
        package var kind: Dependency.Kind
        package var isProblem: Bool
        /// A singleton capturing a shorter-lived instance: drawn as a warning.
        package var isWarning: Bool
    }

    package var clusters: [Cluster] = []
    /// Nodes outside any declared container: missing keys and bindings in unknown containers.
    package var looseNodes: [Node] = []
    package var edges: [Edge] = []
    /// Lines saying which DIGraph lifetime each front-end word in the picture is (`shared = graph`), after a title;
    /// empty when every word is DIGraph's.
    package var legend: [String] = []

    package init(_ graph: Graph, lifetimeWords: LifetimeVocabulary = .digraph) {
        let index = GraphIndex(graph)
        let problems = ProblemMarks(index)
        var clusterNodes = [[Node]](repeating: [], count: graph.containers.count)
        for (slot, external) in index.externalSlots.enumerated() {
            let node = Node(
                id: "x\(slot)", label: "\(index.external(-slot - 1).key)\n\(index.external(-slot - 1).ownership.rawValue) external",
                shape: .external, isProblem: problems.providers.contains(-slot - 1))
            clusterNodes[external.container].append(node)
        }
        for (number, binding) in index.graph.bindings.enumerated() {
            if index.isCollectionNode(number) {
                clusterNodes[index.bindingContainer[number]].append(
                    Node(id: "n\(number)", label: "\(binding.key)\ncollection", shape: .collection, isProblem: false))
                continue
            }
            // An alias makes nothing itself; its lifetime and isolation are its target's, so the picture says what
            // it stands for. Otherwise the lifetime, then the isolation and `async` only when not the default, so a
            // plain binding looks as it always did.
            var detail: String
            if case .alias(let target) = binding.source {
                detail = "alias of \(target)"
            } else {
                detail = lifetimeWords.word(for: binding.lifetime)
                if binding.isolation != .nonisolated { detail += " · \(binding.isolation)" }
                if binding.isAsync { detail += " · async" }
            }
            let node = Node(
                id: "n\(number)", label: "\(index.plainName(ofBinding: number))\n\(detail)",
                shape: .binding, isProblem: problems.providers.contains(number), module: binding.module)
            let container = index.bindingContainer[number]
            if container >= 0 { clusterNodes[container].append(node) } else { looseNodes.append(node) }
        }
        let translated = Lifetime.allCases.filter { lifetime in
            lifetimeWords.word(for: lifetime) != lifetime.rawValue
                && graph.bindings.indices.contains { graph.bindings[$0].lifetime == lifetime && !index.isAlias[$0] }
        }
        if !translated.isEmpty {
            legend = ["\(lifetimeWords.name) = DIGraph Lifetime"]
                + translated.map { "\(lifetimeWords.word(for: $0)) = \($0.rawValue)" }
        }
        for (number, container) in graph.containers.enumerated() {
            var label = container.name
            if let scope = container.scope { label += " (scope \(scope))" }
            if !container.parents.isEmpty { label += "\ndepends on \(container.parents.joined(separator: ", "))" }
            clusters.append(Cluster(id: "c\(number)", label: label, nodes: clusterNodes[number]))
        }
        var missingNodes: [ServiceKey: String] = [:]
        for binding in index.graph.bindings.indices {
            if index.isCollectionNode(binding) {
                edges += intoCollection(binding, index, problems)
                continue
            }
            for edge in index.edgeStart[binding]..<index.edgeStart[binding + 1] {
                let dependency = index.dependency(edge, of: binding)
                let target = index.edgeTargets[edge]
                var to: String
                let isBroken = [GraphIndex.unplacedTarget, GraphIndex.missingTarget, GraphIndex.ambiguousTarget].contains(target)
                switch target {
                case GraphIndex.unplacedTarget, GraphIndex.missingTarget, GraphIndex.ambiguousTarget:
                    if target == GraphIndex.missingTarget, dependency.kind == .optional { continue }
                    let suffix = target == GraphIndex.ambiguousTarget ? "ambiguous" : "missing"
                    let key = ServiceKey(dependency.key.type, tag: dependency.key.tag)
                    if let existing = missingNodes[key] {
                        to = existing
                    } else {
                        to = "m\(missingNodes.count)"
                        missingNodes[key] = to
                        looseNodes.append(Node(id: to, label: "\(key)\n\(suffix)", shape: .missing, isProblem: true))
                    }
                default:
                    to = target >= 0 ? "n\(target)" : "x\(-target - 1)"
                }
                edges.append(Edge(
                    from: "n\(binding)", to: to, label: dependency.label, kind: dependency.kind,
                    isProblem: isBroken || problems.edges.contains(edge),
                    isWarning: problems.captiveEdges.contains(edge)))
            }
        }
    }
}

extension GraphPicture {
    /// A collection node's edges, drawn from each contribution into the collection.
    private func intoCollection(_ collection: Int, _ index: GraphIndex, _ problems: ProblemMarks) -> [Edge] {
        (index.edgeStart[collection]..<index.edgeStart[collection + 1]).map { edge in
            let contribution = index.edgeTargets[edge]
            var label: String?
            if case .entry(let key) = index.graph.bindings[contribution].contribution { label = key.description }
            return Edge(
                from: "n\(contribution)", to: "n\(collection)", label: label, kind: .direct,
                isProblem: problems.edges.contains(edge), isWarning: false)
        }
    }
}

/// Which providers and edges a picture marks, derived from the same index the validators use.
private struct ProblemMarks {
    var providers: Set<Int> = []
    var edges: Set<Int> = []
    var captiveEdges: Set<Int> = []

    init(_ index: GraphIndex) {
        var cycleEdges: [(from: Int, to: Int, label: Int)] = []
        for binding in index.graph.bindings.indices {
            for edge in index.edgeStart[binding]..<index.edgeStart[binding + 1]
            where index.edgeKinds[edge].isNeededToConstruct && index.edgeTargets[edge] >= 0 {
                cycleEdges.append((binding, index.edgeTargets[edge], edge))
                if index.lifetimes[binding].isContainerOwned,
                   index.makers(of: index.edgeTargets[edge]).contains(where: { [.transient, .weakSingleton].contains(index.lifetimes[$0.maker]) }) {
                    captiveEdges.insert(edge)
                }
            }
        }
        let construction = Adjacency(nodeCount: index.graph.bindings.count, edges: cycleEdges)
        for component in StronglyConnectedComponents.cyclic(in: construction) {
            let members = Set(component)
            providers.formUnion(members)
            for node in component {
                for position in construction.edges(from: node) where members.contains(construction.targets[position]) {
                    edges.insert(construction.labels[position])
                }
            }
        }
        for use in index.constrainedUses() where index.violation(of: use) != nil {
            edges.insert(use.edge)
        }
        for pair in DuplicateEntryValidator.duplicates(in: index) { providers.formUnion([pair.first, pair.second]) }
        for pair in CollectionConflictValidator.conflicts(in: index) { providers.formUnion([pair.provider, pair.contribution]) }
        for id in 0..<index.keyTable.count {
            let bound = index.providers(ofKey: id)
            guard bound.count > 1 else { continue }
            let containers = bound.map(index.container(ofProvider:))
            for (provider, container) in zip(bound, containers) where containers.filter({ $0 == container }).count > 1 {
                providers.insert(provider)
            }
        }
    }
}
