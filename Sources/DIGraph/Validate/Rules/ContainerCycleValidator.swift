/// `dependsOn` chains that loop back: a container would be its own ancestor.
///
/// Each cycle is reported once, starting at the container whose name sorts first.
struct ContainerCycleValidator: GraphValidator {
    func validate(_ index: GraphIndex) -> [Diagnostic] {
        let (components, graph) = StronglyConnectedComponents.cyclic(successors: index.parentIndices)
        return components.compactMap { component in
            guard let start = component.min(by: { index.containerName($0) < index.containerName($1) }),
                  let edges = CyclePath.shortest(through: start, within: Set(component), in: graph)
            else { return nil }
            let cycle = edges.map { CyclePath.sourceNode(of: $0, in: graph) }
            let names = cycle.map(index.containerName)
            let path = (names + [names[0]]).map { "'\($0)'" }.joined(separator: " -> ")
            let notes = cycle.indices.map { step in
                let from = index.graph.containers[cycle[step]]
                return Diagnostic.Note(
                    "'\(from.name)' depends on '\(names[(step + 1) % cycle.count])'", at: from.location)
            }
            return Diagnostic(
                .error, .containerCycle, "containers depend on each other in a cycle: \(path)",
                at: index.graph.containers[start].location, notes: notes)
        }
    }
}
