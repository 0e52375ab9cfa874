import DIGraph
import DIRuntime

/// A random dependency graph in front-end-neutral terms: containers by index (parents have lower indices, and the
/// last container sees all others, so validating it covers the whole graph), and nodes binding one of the ``Parts``
/// with an optional int tag, a lifetime, edges and forwards.
struct RandomGraph: CustomStringConvertible {
    struct Edge: Equatable {
        var part: Int
        var tag: Int?
        var kind: Dependency.Kind
    }

    struct Node: Equatable {
        var part: Int
        var tag: Int?
        var container: Int
        var scope: ComponentScope
        var edges: [Edge]
        /// Faces this node is forwarded to (`implements`), untagged.
        var faces: [Int]
    }

    struct ContainerNode: Equatable {
        var parents: [Int]
        /// Parts provided from outside (Saber's `@saber.externals`).
        var externals: [Int]
    }

    var containers: [ContainerNode]
    var nodes: [Node]

    static func containerName(_ index: Int) -> String { "C\(index)" }

    var leaf: Int { containers.count - 1 }

    var hasTags: Bool { nodes.contains { $0.tag != nil || $0.edges.contains { $0.tag != nil } } }
    var hasFaces: Bool { nodes.contains { !$0.faces.isEmpty } }
    var hasExternals: Bool { containers.contains { !$0.externals.isEmpty } }
    var hasDuplicates: Bool {
        var seen = Set<[Int]>()
        return nodes.contains { !seen.insert([$0.container, $0.part, $0.tag ?? -1]).inserted }
    }

    var description: String {
        let containerText = containers.enumerated().map { index, container in
            var text = "C\(index)"
            if !container.parents.isEmpty { text += "(parents \(container.parents.map { "C\($0)" }.joined(separator: ",")))" }
            if !container.externals.isEmpty { text += "(externals \(container.externals.map(Parts.name).joined(separator: ",")))" }
            return text
        }
        let nodeText = nodes.map { node in
            var text = "\(Self.keyText(node.part, node.tag)) in C\(node.container) \(node.scope)"
            if !node.edges.isEmpty {
                text += " -> " + node.edges.map { "\(Self.keyText($0.part, $0.tag)) \($0.kind)" }.joined(separator: ", ")
            }
            if !node.faces.isEmpty { text += " as " + node.faces.map { "Face\($0)" }.joined(separator: ",") }
            return text
        }
        return (containerText + nodeText).joined(separator: "; ")
    }

    static func keyText(_ part: Int, _ tag: Int?) -> String {
        tag.map { "\(Parts.name(part))#\($0)" } ?? Parts.name(part)
    }
}
