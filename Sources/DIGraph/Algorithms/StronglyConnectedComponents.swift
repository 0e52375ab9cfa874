/// Tarjan's algorithm, iterative so a 100,000-node chain cannot overflow the stack.
package enum StronglyConnectedComponents {
    /// The components that contain a cycle: more than one node, or one node with an edge to itself.
    ///
    /// - Complexity: O(V + E).
    package static func cyclic(in graph: Adjacency) -> [[Int]] {
        let count = graph.nodeCount
        var order = [Int](repeating: -1, count: count)
        var low = [Int](repeating: 0, count: count)
        var onStack = [Bool](repeating: false, count: count)
        var stack: [Int] = []
        var frames: [(node: Int, edge: Int)] = []
        var counter = 0
        var components: [[Int]] = []

        for root in 0..<count where order[root] < 0 {
            order[root] = counter
            low[root] = counter
            counter += 1
            stack.append(root)
            onStack[root] = true
            frames.append((root, graph.start[root]))
            while let frame = frames.last {
                let node = frame.node
                if frame.edge < graph.start[node + 1] {
                    frames[frames.count - 1].edge += 1
                    let next = graph.targets[frame.edge]
                    if order[next] < 0 {
                        order[next] = counter
                        low[next] = counter
                        counter += 1
                        stack.append(next)
                        onStack[next] = true
                        frames.append((next, graph.start[next]))
                    } else if onStack[next] {
                        low[node] = min(low[node], order[next])
                    }
                    continue
                }
                frames.removeLast()
                if let parent = frames.last?.node { low[parent] = min(low[parent], low[node]) }
                guard low[node] == order[node] else { continue }
                var component: [Int] = []
                while let member = stack.popLast() {
                    onStack[member] = false
                    component.append(member)
                    if member == node { break }
                }
                if component.count > 1 || graph.targets[graph.edges(from: node)].contains(node) {
                    components.append(component)
                }
            }
        }
        return components
    }

    /// Convenience for small graphs given as successor lists (containers and their parents).
    package static func cyclic(successors: [[Int]]) -> (components: [[Int]], graph: Adjacency) {
        var edges: [(from: Int, to: Int, label: Int)] = []
        for (node, next) in successors.enumerated() {
            for target in next { edges.append((node, target, edges.count)) }
        }
        let graph = Adjacency(nodeCount: successors.count, edges: edges)
        return (cyclic(in: graph), graph)
    }
}
