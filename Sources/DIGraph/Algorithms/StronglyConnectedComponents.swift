/// Tarjan's algorithm, iterative so a 100,000-node chain cannot overflow the stack.
package enum StronglyConnectedComponents {
    /// The components that contain a cycle: more than one node, or one node with an edge to itself.
    ///
    /// - Complexity: O(V + E).
    package static func cyclic(in graph: Adjacency) -> [[Int]] {
        cyclic(in: graph) { _ in true }
    }

    /// The cyclic components of the subgraph made of the edges `include` accepts (by edge position), so a
    /// caller can walk rows it already has instead of copying the edges it wants into new ones: on a
    /// 300,000-edge graph a copy is megabytes of fresh memory.
    ///
    /// Edges whose target is negative are skipped (they point at no node).
    /// - Complexity: O(V + E).
    package static func cyclic(in graph: Adjacency, include: (Int) -> Bool) -> [[Int]] {
        let count = graph.nodeCount
        // Int32 bookkeeping: half the memory of Int, which on large graphs is most of the cost.
        var order = [Int32](repeating: -1, count: count)
        var low = [Int32](repeating: 0, count: count)
        var onStack = [Bool](repeating: false, count: count)
        var stack: [Int32] = []
        var frames: [(node: Int, edge: Int)] = []
        var counter: Int32 = 0
        var components: [[Int]] = []

        for root in 0..<count where order[root] < 0 {
            order[root] = counter
            low[root] = counter
            counter += 1
            stack.append(Int32(root))
            onStack[root] = true
            frames.append((root, graph.start[root]))
            while let frame = frames.last {
                let node = frame.node
                if frame.edge < graph.start[node + 1] {
                    frames[frames.count - 1].edge += 1
                    let next = graph.targets[frame.edge]
                    guard next >= 0, include(frame.edge) else { continue }
                    if order[next] < 0 {
                        order[next] = counter
                        low[next] = counter
                        counter += 1
                        stack.append(Int32(next))
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
                    onStack[Int(member)] = false
                    component.append(Int(member))
                    if member == node { break }
                }
                if component.count > 1 || graph.edges(from: node).contains(where: { graph.targets[$0] == node && include($0) }) {
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
