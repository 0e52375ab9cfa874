/// Writes a ``GraphPicture`` as Graphviz DOT: containers are clusters, deferred edges dashed, injected edges
/// blue, problems red, captive dependencies orange.
///
/// ```sh
/// dot -Tsvg graph.dot -o graph.svg
/// ```
package enum DOTExporter {
    package static func render(_ picture: GraphPicture) -> String {
        var lines = [
            "digraph DI {",
            "  rankdir=LR;",
            "  node [shape=box, style=rounded, fontname=\"Helvetica\"];",
            "  edge [fontname=\"Helvetica\", fontsize=10];",
        ]
        for cluster in picture.clusters {
            lines.append("  subgraph cluster_\(cluster.id) {")
            lines.append("    label=\(quoted(cluster.label));")
            lines.append("    style=rounded; color=gray40;")
            let groups = cluster.moduleGroups
            lines += groups.loose.map { "    " + node($0) }
            for (number, module) in groups.modules.enumerated() {
                lines.append("    subgraph cluster_\(cluster.id)_module\(number) {")
                lines.append("      label=\(quoted("module \(module.name)"));")
                lines.append("      style=dashed; color=gray60;")
                lines += module.nodes.map { "      " + node($0) }
                lines.append("    }")
            }
            lines.append("  }")
        }
        lines += picture.looseNodes.map { "  " + node($0) }
        if !picture.legend.isEmpty {
            lines.append("  legend [shape=note, fontsize=10, label=\(quoted(picture.legend.joined(separator: "\n")))];")
        }
        for edge in picture.edges {
            var attributes: [String] = []
            if let label = edge.label { attributes.append("label=\(quoted(label))") }
            switch edge.kind {
            case .direct: break
            case .optional: attributes.append("arrowhead=odiamond")
            case .lazy, .provider: attributes.append("style=dashed")
            case .property, .method: attributes.append("color=blue")
            }
            if edge.isProblem { attributes.append("color=red, penwidth=2") } else if edge.isWarning { attributes.append("color=orange, penwidth=2") }
            let suffix = attributes.isEmpty ? "" : " [\(attributes.joined(separator: ", "))]"
            lines.append("  \(edge.from) -> \(edge.to)\(suffix);")
        }
        lines.append("}")
        return lines.joined(separator: "\n") + "\n"
    }

    private static func node(_ node: GraphPicture.Node) -> String {
        var attributes = ["label=\(quoted(node.label))"]
        switch node.shape {
        case .binding: break
        case .external: attributes.append("shape=ellipse")
        case .missing: attributes.append("style=\"rounded,dashed\"")
        case .collection: attributes.append("shape=folder")
        }
        if node.isProblem { attributes.append("color=red, fontcolor=red, penwidth=2") }
        return "\(node.id) [\(attributes.joined(separator: ", "))];"
    }

    /// A DOT string: quotes and backslashes escaped, line breaks as `\n`.
    private static func quoted(_ text: String) -> String {
        var escaped = ""
        for character in text {
            switch character {
            case "\"": escaped += "\\\""
            case "\\": escaped += "\\\\"
            case "\n": escaped += "\\n"
            default: escaped.append(character)
            }
        }
        return "\"\(escaped)\""
    }
}
