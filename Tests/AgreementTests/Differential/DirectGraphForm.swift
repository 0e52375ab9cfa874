import DIGraph
@testable import DIRuntime

/// Form (a): the random graph written directly as a DIGraph `Graph`, as the runtime would describe it.
enum DirectGraphForm {
    static func graph(_ random: RandomGraph) -> Graph {
        var graph = Graph()
        for (index, container) in random.containers.enumerated() {
            graph.containers.append(ContainerSpec(
                name: RandomGraph.containerName(index),
                parents: container.parents.map(RandomGraph.containerName),
                externals: container.externals.map { .init(key(Parts.name($0), nil)) },
                isThreadSafe: true))
        }
        // Each node at its own line, in order, as the other forms declare them: where the validator must choose
        // (which binding a cycle starts at), it goes by location.
        for (position, node) in random.nodes.enumerated() {
            let location = SourceLocation(file: "Graph.swift", line: position + 1, column: 1)
            let container = RandomGraph.containerName(node.container)
            let target = key(Parts.name(node.part), node.tag)
            graph.bindings.append(Binding(
                target, in: container, lifetime: node.scope.lifetime,
                dependencies: node.edges.enumerated().map { position, edge in
                    Dependency(key(Parts.name(edge.part), edge.tag), kind: edge.kind, label: "d\(position)")
                }, location: location))
            for face in node.faces {
                graph.bindings.append(Binding(
                    key("any Face\(face)", nil), in: container, source: .alias(target), lifetime: node.scope.lifetime,
                    dependencies: [Dependency(target)], location: location))
            }
        }
        return graph
    }

    static func key(_ type: String, _ tag: Int?) -> ServiceKey {
        // swiftlint:disable:next force_try
        ServiceKey(try! TypeName(parsing: type), tag: tag)
    }
}
