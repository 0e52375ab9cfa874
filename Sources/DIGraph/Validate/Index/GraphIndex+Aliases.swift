extension GraphIndex {
    /// The binding an alias chain ends at (the binding itself when it is no alias). Bounded by the number of
    /// bindings, so an alias cycle (reported as a dependency cycle) cannot loop forever.
    package func aliasTarget(of binding: Int) -> Int {
        var current = binding
        for _ in 0..<graph.bindings.count {
            guard isAlias[current], edgeStart[current] < edgeStart[current + 1],
                  edgeTargets[edgeStart[current]] >= 0
            else { return current }
            current = edgeTargets[edgeStart[current]]
        }
        return current
    }
}
