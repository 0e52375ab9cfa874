extension Graph {
    /// The bindings in an order that constructs every dependency before its dependents.
    ///
    /// Only edges needed to construct (`direct`, and `optional` ones that are bound) order the result; deferred
    /// and injected edges do not. A binding that needs a collection comes after every contribution it collects.
    /// Among bindings free to go next, the one declared first (by location, then key) goes first, so the order does
    /// not depend on insertion order.
    ///
    /// ```swift
    /// for binding in try graph.constructionOrder() { print(binding.key) }
    /// ```
    /// - Throws: the `dependencyCycle` ``Diagnostic`` of the first cycle when there is no such order.
    /// - Complexity: O(V log V + E).
    public func constructionOrder() throws(Diagnostic) -> [Binding] {
        let index = GraphIndex(self)
        let rank = Self.ranks(bindings.indices.sorted { index.sortsBefore($0, $1) })
        var waitingOn = [Int](repeating: 0, count: bindings.count)
        var dependents = [[Int]](repeating: [], count: bindings.count)
        for binding in bindings.indices {
            for edge in index.edgeStart[binding]..<index.edgeStart[binding + 1]
            where index.edgeKinds[edge].isNeededToConstruct && index.edgeTargets[edge] >= 0 {
                let target = index.edgeTargets[edge]
                // A collection is made of its contributions: whoever needs it waits for each of them.
                let needed = index.isCollectionNode(target)
                    ? index.edgeTargets[index.edgeStart[target]..<index.edgeStart[target + 1]] : [target]
                for dependency in needed {
                    waitingOn[binding] += 1
                    dependents[dependency].append(binding)
                }
            }
        }
        var ready = MinimumHeap(bindings.indices.filter { waitingOn[$0] == 0 }.map { rank[$0] })
        let byRank = Self.ranks(rank)
        var order: [Binding] = []
        order.reserveCapacity(bindings.count)
        while let next = ready.popMinimum() {
            let binding = byRank[next]
            order.append(bindings[binding])
            for dependent in dependents[binding] {
                waitingOn[dependent] -= 1
                if waitingOn[dependent] == 0 { ready.insert(rank[dependent]) }
            }
        }
        guard order.count == bindings.count else {
            let cycle = DependencyCycleValidator().validate(index).first
            throw cycle ?? Diagnostic(.error, .dependencyCycle, "the graph has a dependency cycle")
        }
        return order
    }

    /// The inverse permutation: `ranks(p)[p[i]] == i`.
    private static func ranks(_ permutation: [Int]) -> [Int] {
        var inverse = [Int](repeating: 0, count: permutation.count)
        for (position, value) in permutation.enumerated() { inverse[value] = position }
        return inverse
    }
}
