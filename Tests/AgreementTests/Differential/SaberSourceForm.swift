import DIGen
import DIRuntime

/// Form (c): the random graph as Saber-annotated Swift source, one protocol per container and one class declaration
/// per node. Saber has no tags, no forwarding of a class to several faces, and two lifetimes (transient, and
/// `@saber.cached` for singleton); its edge kinds are an initializer parameter (direct) and a `() -> T` closure
/// (lazy). ``fits(_:)`` says whether a graph stays inside that.
enum SaberSourceForm {
    static func fits(_ random: RandomGraph) -> Bool {
        !random.hasTags && !random.hasFaces
            && random.nodes.allSatisfy { node in
                (node.scope == .unique || node.scope == .singleton)
                    && node.edges.allSatisfy { $0.kind == .direct || $0.kind == .lazy }
            }
    }

    static func source(_ random: RandomGraph) -> String {
        var lines: [String] = []
        for (index, container) in random.containers.enumerated() {
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
        }
        for node in random.nodes {
            lines.append("// @saber.scope(Scope\(node.container))")
            if node.scope == .singleton { lines.append("// @saber.cached") }
            lines.append("class \(Parts.name(node.part)) {")
            let parameters = node.edges.enumerated().map { position, edge in
                edge.kind == .lazy ? "d\(position): @escaping () -> \(Parts.name(edge.part))" : "d\(position): \(Parts.name(edge.part))"
            }
            lines.append("    init(\(parameters.joined(separator: ", "))) {}")
            lines.append("}")
            lines.append("")
        }
        return lines.joined(separator: "\n")
    }
}
