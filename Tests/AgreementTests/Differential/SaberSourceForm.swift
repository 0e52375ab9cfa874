import DIGen
import DIRuntime

/// Form (c): the random graph as Saber-annotated Swift source, one protocol per container and one class declaration
/// per node, forwarded with `@saber.bindTo`. Saber has no tags and two lifetimes (transient, and `@saber.cached` for
/// singleton); its edge kinds are an initializer parameter (direct) and a `() -> T` closure (lazy): its `T?`
/// parameter is a dependency on the optional type, not an optional edge, and it has no provider edge.
/// ``fits(_:)`` says whether a graph stays inside that. One more exclusion, a divergence found by this test and
/// left to the DIGraph owner: an alias is an edge to a *key*, so when that key is bound twice (already an error),
/// the runtime's and DIGraph's alias of the second binding is judged against the first (a `singleton` alias of a
/// duplicate whose first binding is transient gets a `captiveDependency` warning digen does not give).
enum SaberSourceForm {
    static func fits(_ random: RandomGraph) -> Bool {
        !random.hasTags && !(random.hasDuplicates && random.hasFaces)
            && random.nodes.allSatisfy { node in
                (node.scope == .unique || node.scope == .singleton)
                    && node.edges.allSatisfy { $0.kind == .direct || $0.kind == .lazy }
            }
    }

    static func source(_ random: RandomGraph) -> String {
        let containers = random.containers.indices.flatMap { containerLines(random, $0) }
        return (faceLines() + containers + random.nodes.flatMap(nodeLines)).joined(separator: "\n")
    }

    /// The face protocols every part may be bound to.
    static func faceLines() -> [String] {
        (0..<Parts.faces.count).map { "protocol Face\($0) {}" } + [""]
    }

    /// Container `index`'s annotated protocol.
    static func containerLines(_ random: RandomGraph, _ index: Int) -> [String] {
        let container = random.containers[index]
        var lines: [String] = []
        lines.append("// @saber.container(\(RandomGraph.containerName(index)))")
        lines.append("// @saber.scope(Scope\(index))")
        if !container.parents.isEmpty {
            lines.append("// @saber.dependsOn(\(container.parents.map(RandomGraph.containerName).joined(separator: ", ")))")
        }
        if !container.externals.isEmpty {
            lines.append("// @saber.externals(\(container.externals.map(Parts.name).joined(separator: ", ")))")
        }
        lines.append("protocol \(RandomGraph.containerName(index))Containing {}")
        lines.append("")
        return lines
    }

    /// One node's annotated class.
    static func nodeLines(_ node: RandomGraph.Node) -> [String] {
        var lines: [String] = []
        lines.append("// @saber.scope(Scope\(node.container))")
        if node.scope == .singleton { lines.append("// @saber.cached") }
        lines += node.faces.map { "// @saber.bindTo(Face\($0))" }
        // The class conforms to each face it is bound to, or digen rightly refuses the `bindTo`.
        let conformances = node.faces.isEmpty ? "" : ": " + node.faces.map { "Face\($0)" }.joined(separator: ", ")
        lines.append("class \(Parts.name(node.part))\(conformances) {")
        let parameters = node.edges.enumerated().map { position, edge in
            edge.kind == .lazy ? "d\(position): @escaping () -> \(Parts.name(edge.part))" : "d\(position): \(Parts.name(edge.part))"
        }
        lines.append("    init(\(parameters.joined(separator: ", "))) {}")
        lines.append("}")
        lines.append("")
        return lines
    }
}
