/// A directed graph over `0..<nodeCount` in compressed sparse rows: the successors of `node` are
/// `targets[start[node] ..< start[node + 1]]`, and `labels` carries, per edge, the caller's own edge number.
///
/// Arrays instead of `[[Int]]` keep a 300,000-edge walk free of per-node allocations.
package struct Adjacency: Sendable {
    package let start: [Int]
    package let targets: [Int]
    package let labels: [Int]

    package var nodeCount: Int { start.count - 1 }

    /// Builds from edges given as (from, to, label), in any order; each node's successors keep the given order.
    ///
    /// - Parameter labelled: whether to keep the labels; without them ``labels`` is empty.
    package init(nodeCount: Int, edges: [(from: Int, to: Int, label: Int)], labelled: Bool = true) {
        var counts = [Int](repeating: 0, count: nodeCount + 1)
        var isSorted = true
        var previous = Int.min
        for edge in edges {
            counts[edge.from + 1] += 1
            if edge.from < previous { isSorted = false }
            previous = edge.from
        }
        for node in 0..<nodeCount { counts[node + 1] += counts[node] }
        start = counts
        if isSorted {
            // Already grouped by source (the usual case: ids are handed out in edge order): no scatter.
            targets = edges.map(\.to)
            labels = labelled ? edges.map(\.label) : []
            return
        }
        var cursor = counts
        var targets = [Int](repeating: 0, count: edges.count)
        var labels = [Int](repeating: 0, count: labelled ? edges.count : 0)
        for edge in edges {
            targets[cursor[edge.from]] = edge.to
            if labelled { labels[cursor[edge.from]] = edge.label }
            cursor[edge.from] += 1
        }
        self.targets = targets
        self.labels = labels
    }

    /// The edge positions leaving `node`.
    package func edges(from node: Int) -> Range<Int> { start[node]..<start[node + 1] }
}

extension Adjacency {
    /// Rows already built by the caller.
    package init(start: [Int], targets: [Int], labels: [Int]) {
        self.start = start
        self.targets = targets
        self.labels = labels
    }

    /// Rows without targets: lets ``CyclePath/sourceNode(of:in:)`` map an edge position to its row.
    package init(rowStarts: [Int]) {
        start = rowStarts
        targets = []
        labels = []
    }
}
