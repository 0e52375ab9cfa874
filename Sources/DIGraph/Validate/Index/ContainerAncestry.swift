/// For each container, the set of containers it can see into (itself and every ancestor), as bit sets, so
/// "is this provider's container visible from here?" is one bit test instead of a walk up the parents.
///
/// Built only for up to ``maximumContainers`` containers (C² bits); beyond that callers walk the parents.
package struct ContainerAncestry: Sendable {
    package static let maximumContainers = 4096

    private let wordsPerContainer: Int
    private let bits: [UInt64]

    /// - Complexity: O(C · (C + P)) for C containers and P parent links, done once per validation.
    package init?(parents: [[Int]]) {
        let count = parents.count
        guard count <= Self.maximumContainers else { return nil }
        let words = (count + 63) / 64
        var bits = [UInt64](repeating: 0, count: words * count)
        var stack: [Int] = []
        for container in 0..<count {
            let base = container * words
            stack.append(container)
            while let next = stack.popLast() {
                let mask: UInt64 = 1 << UInt64(next % 64)
                guard bits[base + next / 64] & mask == 0 else { continue }
                bits[base + next / 64] |= mask
                stack.append(contentsOf: parents[next])
            }
        }
        wordsPerContainer = words
        self.bits = bits
    }

    /// Whether `container` sees bindings declared in `ancestor` (true for itself).
    @inline(__always)
    package func sees(_ ancestor: Int, from container: Int) -> Bool {
        bits[container * wordsPerContainer + ancestor / 64] & (1 << UInt64(ancestor % 64)) != 0
    }
}
