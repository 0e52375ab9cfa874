import DIGraph
import DIRuntime
import DIWrappers

/// Forms (b) and (d): the random graph as DIRuntime registrations, and through DIWrappers' `Resolver`. Factories
/// declare their edges with `dependsOn:` so validation runs none; when `resolving` is set they also resolve their
/// direct edges and make a ``Part`` remembering the node, so a clean graph can be resolved key by key.
enum RuntimeForm {
    /// One container per random container (overrides refused, so duplicates reach the validator), the leaf last.
    static func containers(_ random: RandomGraph, resolving: Bool = false) -> [Container] {
        var containers: [Container] = []
        for (index, spec) in random.containers.enumerated() {
            containers.append(Container(
                name: RandomGraph.containerName(index), parents: spec.parents.map { containers[$0] }, allowsOverrides: false))
        }
        for (index, node) in random.nodes.enumerated() {
            register(Parts.types[node.part], node: node, origin: index, in: containers[node.container], resolving: resolving)
        }
        return containers
    }

    /// The leaf resolver of the same graph through DIWrappers (which allows overrides: only graphs without
    /// duplicates fit it).
    static func leafResolver(_ random: RandomGraph) -> Resolver {
        var resolvers: [Resolver] = []
        for (index, spec) in random.containers.enumerated() {
            resolvers.append(Resolver(name: RandomGraph.containerName(index), parents: spec.parents.map { resolvers[$0] }))
        }
        for (index, node) in random.nodes.enumerated() {
            register(Parts.types[node.part], node: node, origin: index, in: resolvers[node.container])
        }
        return resolvers[random.leaf]
    }

    private static func register<Service: Part>(
        _ type: Service.Type, node: RandomGraph.Node, origin: Int, in container: Container, resolving: Bool
    ) {
        let edges = node.edges
        let registration = container.register(
            node.scope, type: Service.self, tag: tagged(node.tag), dependsOn: declared(edges), line: UInt(origin + 1)
        ) { container in
            if resolving {
                for edge in edges where edge.kind == .direct { _ = try resolve(Parts.types[edge.part], tag: edge.tag, in: container) }
            }
            return Service(origin: origin)
        }
        for face in node.faces {
            if face == 0 { registration.implements((any Face0).self) } else { registration.implements((any Face1).self) }
        }
    }

    private static func register<Service: Part>(_ type: Service.Type, node: RandomGraph.Node, origin: Int, in resolver: Resolver) {
        resolver.register(Service.self, key: tagged(node.tag), scope: node.scope, dependsOn: declared(node.edges), line: UInt(origin + 1)
        ) { Service(origin: origin) }
    }

    private static func declared(_ edges: [RandomGraph.Edge]) -> [DeclaredDependency] {
        edges.enumerated().map { position, edge in declared(Parts.types[edge.part], edge, label: "d\(position)") }
    }

    private static func declared<Service: Part>(_ type: Service.Type, _ edge: RandomGraph.Edge, label: String) -> DeclaredDependency {
        .on(Service.self, tag: tagged(edge.tag), kind: edge.kind, label: label)
    }

    static func resolve<Service: Part>(_ type: Service.Type, tag: Int?, in container: Container) throws -> any Part {
        if let tag { return try container.resolve(Service.self, tag: tag) }
        return try container.resolve(Service.self)
    }

    /// The random graph's int tag as the API takes it.
    private static func tagged(_ tag: Int?) -> (any TagConvertible)? { tag.map { $0 } }
}
