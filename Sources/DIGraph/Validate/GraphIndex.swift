/// The graph interned into integers once, so every rule runs in O(V + E) over arrays instead of hashing
/// strings per edge; also the one place that decides what a container sees.
///
/// Nodes are binding indices. A provider is a binding index (≥ 0) or an external, encoded as `-(slot + 1)` into
/// ``externalSlots``. Every dependency edge is resolved once, in ``edgeTargets``.
package struct GraphIndex: Sendable {
    /// Outcome of looking a key up from a container.
    package enum Lookup: Hashable, Sendable {
        case found(Int)
        case missing
        /// Several parents provide the key; the providers, sorted.
        case ambiguous([Int])
    }

    /// The target of an edge in ``edgeTargets`` when it is not a provider.
    package static let missingTarget = Int.min
    package static let ambiguousTarget = Int.min + 1
    /// The edge's binding is in an unknown container; the edge is not looked up at all.
    package static let unplacedTarget = Int.min + 2

    package let graph: Graph
    /// Container name → index of its first declaration.
    package let containerIndex: [String: Int]
    /// Known parents of each container, in declaration order (unknown names left out; reported separately).
    package let parentIndices: [[Int]]
    /// The container of each binding, or -1 when it names none.
    package let bindingContainer: [Int]
    /// Every external as (container, index into that container's externals).
    package let externalSlots: [(container: Int, external: Int)]
    /// Provider keys interned: `ServiceKey.lookupKey` → id.
    package let keyIDs: [ServiceKey: Int]
    /// (container, key id) → the providers declared directly in that container, in declaration order.
    package let ownProviders: [Int: [Int]]
    /// For binding `b`, its edges are `edgeStart[b] ..< edgeStart[b + 1]` in ``edgeTargets`` and ``edgeKinds``.
    package let edgeStart: [Int]
    package let edgeTargets: [Int]
    package let edgeKinds: [Dependency.Kind]

    package init(_ graph: Graph) {
        self.graph = graph
        var containerIndex: [String: Int] = [:]
        containerIndex.reserveCapacity(graph.containers.count)
        for (index, container) in graph.containers.enumerated() where containerIndex[container.name] == nil {
            containerIndex[container.name] = index
        }
        self.containerIndex = containerIndex
        parentIndices = graph.containers.map { $0.parents.compactMap { containerIndex[$0] } }
        bindingContainer = graph.bindings.map { containerIndex[$0.container] ?? -1 }

        var externalSlots: [(container: Int, external: Int)] = []
        var keyIDs: [ServiceKey: Int] = [:]
        keyIDs.reserveCapacity(graph.bindings.count)
        var ownProviders: [Int: [Int]] = [:]
        ownProviders.reserveCapacity(graph.bindings.count)
        let containerCount = max(graph.containers.count, 1)
        func intern(_ key: ServiceKey) -> Int {
            let lookupKey = key.lookupKey
            if let id = keyIDs[lookupKey] { return id }
            let id = keyIDs.count
            keyIDs[lookupKey] = id
            return id
        }
        for (containerNumber, container) in graph.containers.enumerated()
        where containerIndex[container.name] == containerNumber {
            for externalNumber in container.externals.indices {
                let id = intern(container.externals[externalNumber].key)
                externalSlots.append((containerNumber, externalNumber))
                ownProviders[id * containerCount + containerNumber, default: []].append(-externalSlots.count)
            }
        }
        for (bindingNumber, binding) in graph.bindings.enumerated() {
            let container = bindingContainer[bindingNumber]
            let id = intern(binding.key)
            guard container >= 0 else { continue }
            ownProviders[id * containerCount + container, default: []].append(bindingNumber)
        }
        self.externalSlots = externalSlots
        self.keyIDs = keyIDs
        self.ownProviders = ownProviders

        var edgeStart: [Int] = []
        edgeStart.reserveCapacity(graph.bindings.count + 1)
        var edgeTargets: [Int] = []
        var edgeKinds: [Dependency.Kind] = []
        var resolver = VisibilityResolver(
            keyIDs: keyIDs, ownProviders: ownProviders, parentIndices: parentIndices, containerCount: containerCount)
        for (bindingNumber, binding) in graph.bindings.enumerated() {
            edgeStart.append(edgeTargets.count)
            let container = bindingContainer[bindingNumber]
            for dependency in binding.dependencies {
                edgeKinds.append(dependency.kind)
                guard container >= 0 else {
                    edgeTargets.append(Self.unplacedTarget)
                    continue
                }
                switch resolver.resolve(dependency.key, from: container) {
                case .found(let provider): edgeTargets.append(provider)
                case .missing: edgeTargets.append(Self.missingTarget)
                case .ambiguous: edgeTargets.append(Self.ambiguousTarget)
                }
            }
        }
        edgeStart.append(edgeTargets.count)
        self.edgeStart = edgeStart
        self.edgeTargets = edgeTargets
        self.edgeKinds = edgeKinds
    }

    /// What `key` resolves to from `container`, with tag fallback (see ``VisibilityResolver``).
    package func resolve(_ key: ServiceKey, from container: Int) -> Lookup {
        var resolver = VisibilityResolver(
            keyIDs: keyIDs, ownProviders: ownProviders, parentIndices: parentIndices,
            containerCount: max(graph.containers.count, 1))
        return resolver.resolve(key, from: container)
    }

    /// The providers of `key` (exact, no fallback) seen from each parent of `container`, for ambiguity notes.
    package func providersByParent(of key: ServiceKey, in container: Int) -> [(parent: Int, provider: Int)] {
        var resolver = VisibilityResolver(
            keyIDs: keyIDs, ownProviders: ownProviders, parentIndices: parentIndices,
            containerCount: max(graph.containers.count, 1))
        guard let id = keyIDs[key.lookupKey] else { return [] }
        var found: [(parent: Int, provider: Int)] = []
        for parent in parentIndices[container] {
            switch resolver.lookup(id, from: parent) {
            case .found(let provider): found.append((parent, provider))
            case .ambiguous(let providers): found += providers.map { (parent, $0) }
            case .missing: break
            }
        }
        return found
    }

    /// The key a provider provides.
    package func key(ofProvider provider: Int) -> ServiceKey {
        provider >= 0 ? graph.bindings[provider].key : external(provider).key
    }

    /// The container a provider is declared in.
    package func container(ofProvider provider: Int) -> Int {
        provider >= 0 ? bindingContainer[provider] : externalSlots[-provider - 1].container
    }

    /// Where a provider is declared.
    package func location(ofProvider provider: Int) -> SourceLocation? {
        provider >= 0 ? graph.bindings[provider].location : external(provider).location
    }

    package func external(_ provider: Int) -> ContainerSpec.External {
        let slot = externalSlots[-provider - 1]
        return graph.containers[slot.container].externals[slot.external]
    }

    package func containerName(_ container: Int) -> String { graph.containers[container].name }
}
