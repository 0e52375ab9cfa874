/// Extracts one readable cycle from a cyclic component: the shortest one through a chosen node or edge.
package enum CyclePath {
    /// The shortest cycle through `start` that stays inside `members`, as edge positions in `graph`
    /// (the first leaves `start`, the last returns to it); `nil` when there is none.
    ///
    /// - Complexity: O(size of the component).
    package static func shortest(through start: Int, within members: Set<Int>, in graph: Adjacency) -> [Int]? {
        for edge in graph.edges(from: start) where graph.targets[edge] == start { return [edge] }
        guard let path = shortestPath(from: start, to: start, within: members, in: graph) else { return nil }
        return path
    }

    /// The shortest path of edges from `source` to `destination` inside `members` (at least one edge).
    package static func shortestPath(
        from source: Int, to destination: Int, within members: Set<Int>, in graph: Adjacency
    ) -> [Int]? {
        var arrivedBy: [Int: Int] = [:]
        var queue = [source]
        var head = 0
        while head < queue.count {
            let node = queue[head]
            head += 1
            for edge in graph.edges(from: node) {
                let next = graph.targets[edge]
                guard members.contains(next), arrivedBy[next] == nil, next != source || destination == source else {
                    continue
                }
                arrivedBy[next] = edge
                if next == destination { return reconstruct(to: destination, from: source, arrivedBy, graph) }
                if next != source { queue.append(next) }
            }
        }
        return nil
    }

    private static func reconstruct(to destination: Int, from source: Int, _ arrivedBy: [Int: Int], _ graph: Adjacency) -> [Int] {
        var edges: [Int] = []
        var node = destination
        repeat {
            guard let edge = arrivedBy[node] else { break }
            edges.append(edge)
            node = sourceNode(of: edge, in: graph)
        } while node != source
        return edges.reversed()
    }

    /// The node an edge position leaves from (binary search over the row starts).
    package static func sourceNode(of edge: Int, in graph: Adjacency) -> Int {
        var low = 0
        var high = graph.nodeCount - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if graph.start[middle] <= edge { low = middle } else { high = middle - 1 }
        }
        return low
    }
}
