/// What ``GraphIndex`` knows about collections: which interned keys are collection keys, their contributions and
/// declarations, and the collection nodes it synthesized. Built only for a graph that has a contribution or a
/// declared collection.
package struct CollectionTable: Sendable {
    /// One synthesized collection node: the collection `key` (interned as `id`) as `container` sees it.
    package struct Node: Sendable {
        package var key: ServiceKey
        package var id: Int
        package var container: Int
    }

    /// Key id → its contributions in known containers, in declaration order.
    package let contributions: [Int: [Int]]
    /// Key id → container → where the container declares the key may be empty (its first declaration).
    package let declarations: [Int: [Int: ContainerSpec.CollectionDeclaration]]
    /// The node number of the first synthesized node: the number of bindings in the graph as given.
    package let firstNode: Int
    /// (key id, container) slot → what a request from the container resolves to: a collection node, or the
    /// key's ordinary provider (or ``GraphIndex/ambiguousTarget``) when the container sees no contribution.
    package var routes: [Int: Int] = [:]
    /// The synthesized nodes, node `firstNode + n` being `nodes[n]`.
    package private(set) var nodes: [Node] = []

    /// Interns every declared key (so a request for a collection nothing contributes to is still found as one)
    /// and groups the contributions by key.
    package init(
        contributions list: [Int], declaredIn containers: [ContainerSpec], containerIndex: [String: Int],
        bindingContainer: [Int], fingerprints: [Fingerprint], keyTable: inout KeyTable, firstNode: Int
    ) {
        var contributions: [Int: [Int]] = [:]
        for binding in list where bindingContainer[binding] >= 0 {
            contributions[keyTable.insert(fingerprints[binding]), default: []].append(binding)
        }
        var declarations: [Int: [Int: ContainerSpec.CollectionDeclaration]] = [:]
        for (number, container) in containers.enumerated() where containerIndex[container.name] == number {
            for declaration in container.declaredCollections {
                let id = keyTable.insert(declaration.key.lookupFingerprint)
                if declarations[id]?[number] == nil { declarations[id, default: [:]][number] = declaration }
            }
        }
        self.contributions = contributions
        self.declarations = declarations
        self.firstNode = firstNode
    }

    /// Whether a request for key `id` is a request for a collection: something contributes to it or declares it.
    @inline(__always)
    package func isCollectionKey(_ id: Int) -> Bool { contributions[id] != nil || declarations[id] != nil }

    /// Adds a node for `key` as `container` sees it and returns its node number.
    package mutating func addNode(key: ServiceKey, id: Int, container: Int) -> Int {
        nodes.append(Node(key: key, id: id, container: container))
        return firstNode + nodes.count - 1
    }
}
