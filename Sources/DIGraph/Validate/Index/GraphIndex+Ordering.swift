extension GraphIndex {
    /// A total order on bindings that does not depend on insertion order: location, then key, then container.
    package func sortsBefore(_ left: Int, _ right: Int) -> Bool {
        let lhs = graph.bindings[left]
        let rhs = graph.bindings[right]
        if let ordered = SourceLocation.order(lhs.location, rhs.location) { return ordered }
        if lhs.key != rhs.key { return lhs.key < rhs.key }
        if lhs.container != rhs.container { return lhs.container < rhs.container }
        return left < right
    }

    /// The same order for edges: their requester's, then their position in it.
    package func sortsBefore(edge left: Int, _ right: Int) -> Bool {
        SourceLocation.order(dependencyLocation(left), dependencyLocation(right)) ?? (left < right)
    }

    private func dependencyLocation(_ edge: Int) -> SourceLocation? {
        location(ofEdge: edge, in: binding(ofEdge: edge))
    }
}
