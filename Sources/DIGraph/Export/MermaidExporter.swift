/// Writes a ``GraphPicture`` as a Mermaid flowchart (renders in GitHub Markdown): containers are subgraphs,
/// deferred edges dotted, injected edges thick, problems in the `problem` class.
package enum MermaidExporter {
    package static func render(_ picture: GraphPicture) -> String {
        var lines = ["flowchart LR"]
        var problems: [String] = []
        for cluster in picture.clusters {
            lines.append("  subgraph \(cluster.id) [\(quoted(cluster.label))]")
            let groups = cluster.moduleGroups
            for node in groups.loose {
                lines.append("    " + declaration(node))
                if node.isProblem { problems.append(node.id) }
            }
            for (number, module) in groups.modules.enumerated() {
                lines.append("    subgraph \(cluster.id)_module\(number) [\(quoted("module \(module.name)"))]")
                for node in module.nodes {
                    lines.append("      " + declaration(node))
                    if node.isProblem { problems.append(node.id) }
                }
                lines.append("    end")
            }
            lines.append("  end")
        }
        for node in picture.looseNodes {
            lines.append("  " + declaration(node))
            if node.isProblem { problems.append(node.id) }
        }
        if !picture.legend.isEmpty {
            lines.append("  legend>\(quoted(picture.legend.joined(separator: "\n")))]")
        }
        var problemEdges: [Int] = []
        var warningEdges: [Int] = []
        for (number, edge) in picture.edges.enumerated() {
            let arrow = switch edge.kind {
            case .direct: "-->"
            case .optional: "--o"
            case .lazy, .provider: "-.->"
            case .property, .method: "==>"
            }
            let label = edge.label.map { "|\(quoted($0))|" } ?? ""
            lines.append("  \(edge.from) \(arrow)\(label) \(edge.to)")
            if edge.isProblem { problemEdges.append(number) } else if edge.isWarning { warningEdges.append(number) }
        }
        lines.append("  classDef problem stroke:#d00,stroke-width:2px,color:#d00")
        if !problems.isEmpty { lines.append("  class \(problems.joined(separator: ",")) problem") }
        if !problemEdges.isEmpty {
            lines.append("  linkStyle \(problemEdges.map(String.init).joined(separator: ",")) stroke:#d00,stroke-width:2px")
        }
        if !warningEdges.isEmpty {
            lines.append("  linkStyle \(warningEdges.map(String.init).joined(separator: ",")) stroke:#e80,stroke-width:2px")
        }
        return lines.joined(separator: "\n") + "\n"
    }

    private static func declaration(_ node: GraphPicture.Node) -> String {
        switch node.shape {
        case .binding: "\(node.id)[\(quoted(node.label))]"
        case .external: "\(node.id)([\(quoted(node.label))])"
        case .missing: "\(node.id){{\(quoted(node.label))}}"
        case .collection: "\(node.id)[[\(quoted(node.label))]]"
        }
    }

    /// A Mermaid label: quoted, with characters Mermaid would read as syntax written as entities.
    private static func quoted(_ text: String) -> String {
        var escaped = ""
        for character in text {
            switch character {
            case "\"": escaped += "#quot;"
            case "<": escaped += "#lt;"
            case ">": escaped += "#gt;"
            case "\n": escaped += "<br/>"
            default: escaped.append(character)
            }
        }
        return "\"\(escaped)\""
    }
}
