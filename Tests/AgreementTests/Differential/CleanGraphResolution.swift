import DIRuntime

/// For a graph that validates clean: every node's key (and every face it is forwarded to) resolves in its own
/// container to the instance that node makes, twice, with the identity its lifetime promises.
enum CleanGraphResolution {
    static func check(_ graph: RandomGraph) -> String? {
        let containers = RuntimeForm.containers(graph, resolving: true)
        for (index, node) in graph.nodes.enumerated() {
            let container = containers[node.container]
            let key = RandomGraph.keyText(node.part, node.tag)
            let first: any Part
            let second: any Part
            do {
                first = try RuntimeForm.resolve(Parts.types[node.part], tag: node.tag, in: container)
                second = try RuntimeForm.resolve(Parts.types[node.part], tag: node.tag, in: container)
            } catch {
                return "resolving \(key) in C\(node.container) threw: \(error)"
            }
            if first.origin != index { return "\(key) in C\(node.container) was made by node \(first.origin), not \(index)" }
            let isShared = node.scope == .singleton || node.scope == .eagerSingleton || node.scope == .weakSingleton
            if (first === second) != isShared {
                return "\(key) (\(node.scope)) in C\(node.container): two resolves gave \(first === second ? "one instance" : "two instances")"
            }
            for face in node.faces {
                do {
                    let origin = try face == 0
                        ? container.resolve((any Face0).self).origin : container.resolve((any Face1).self).origin
                    if origin != index { return "Face\(face) in C\(node.container) was made by node \(origin), not \(index)" }
                } catch {
                    return "resolving Face\(face) in C\(node.container) threw: \(error)"
                }
            }
        }
        return nil
    }
}
