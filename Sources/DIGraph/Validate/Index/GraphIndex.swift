/// The graph interned into integers once, so every rule runs in O(V + E) over arrays instead of hashing
/// strings per edge; with ``VisibilityResolver``, the one place that decides what a container sees.
///
/// Nodes are binding indices. A provider is a binding index (≥ 0) or an external, encoded as `-(slot + 1)` into
/// ``externalSlots``. Every dependency edge is resolved once, into ``edgeTargets``.
///
/// A graph with contributions (``Binding/contribution``) also gets one synthesized node per (container, collection
/// key) some edge requests, appended after the given bindings in ``graph`` (see ``CollectionTable``): a `transient`
/// binding of the collection's key whose `direct` edges go to every contribution the container sees, in collection
/// order. Every rule then sees paths through a collection as it sees any other.
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

    /// The graph as given, plus the synthesized collection nodes after its bindings, if it has contributions.
    package private(set) var graph: Graph
    /// Container name → index of its first declaration.
    package let containerIndex: [String: Int]
    /// Known parents of each container, in declaration order (unknown names left out; reported separately).
    package let parentIndices: [[Int]]
    /// Known collaborators of each container (``ContainerSpec/collaborators``), in declaration order.
    package let collaboratorIndices: [[Int]]
    /// What each container sees into; `nil` for graphs with very many containers.
    package let ancestry: ContainerAncestry?
    /// The container of each binding, or -1 when it names none.
    package private(set) var bindingContainer: [Int]
    /// Each binding's lifetime, and whether it is an alias, copied out so rules over every binding read a
    /// byte each instead of a whole `Binding`.
    package private(set) var lifetimes: [Lifetime]
    package private(set) var isAlias: [Bool]
    /// Collection keys, contributions and collection nodes; `nil` for a graph without contributions or declared
    /// collections, which is then indexed exactly as if collections did not exist.
    package private(set) var collections: CollectionTable?
    /// The number of the first collection node (``CollectionTable/firstNode``), or `Int.max` when there is none:
    /// rules ask "is this a collection?" per edge, which must cost a compare, not a copy of the table.
    package private(set) var firstCollectionNode = Int.max
    /// The bindings (not aliases) made on a global actor or with `await`, in declaration order; usually none,
    /// so the rules about them cost nothing on a graph without any.
    package let isolatedOrAsync: [Int]
    /// Every external as (container, index into that container's externals).
    package let externalSlots: [(container: Int, external: Int)]
    /// Provider keys interned (as ``ServiceKey/lookupKey``) to ids `0 ..< keyTable.count`.
    package let keyTable: KeyTable
    /// The providers of key `id` are `keyProviders[keyProviderStart[id] ..< keyProviderStart[id + 1]]`:
    /// externals first, then bindings, each in declaration order. Bindings in unknown containers are left out.
    package let keyProviderStart: [Int]
    package private(set) var keyProviders: [Int]
    /// Per key id, its only provider and that provider's container, so the common lookup is one array read;
    /// `provider == Int32.min` when the key has several providers (or none).
    package let soleProviders: [SoleProvider]
    /// For binding `b`, its edges are `edgeStart[b] ..< edgeStart[b + 1]` in ``edgeTargets`` and ``edgeKinds``.
    package private(set) var edgeStart: [Int] = []
    package private(set) var edgeTargets: [Int] = []
    package private(set) var edgeKinds: [Dependency.Kind] = []

    /// The sum the cache-warming reads produce, kept so the optimizer cannot drop them.
    private var warmth: UInt64 = 0

    package struct SoleProvider: Sendable {
        package var provider: Int32
        package var container: Int32
    }

    package init(_ graph: Graph) {
        self.graph = graph
        var containerIndex: [String: Int] = [:]
        containerIndex.reserveCapacity(graph.containers.count)
        for (index, container) in graph.containers.enumerated() where containerIndex[container.name] == nil {
            containerIndex[container.name] = index
        }
        self.containerIndex = containerIndex
        let parentIndices = graph.containers.map { $0.parents.compactMap { containerIndex[$0] } }
        self.parentIndices = parentIndices
        collaboratorIndices = graph.containers.map { $0.collaborators.compactMap { containerIndex[$0] } }
        ancestry = ContainerAncestry(parents: parentIndices)
        var externalSlots: [(container: Int, external: Int)] = []
        let externalCount = graph.containers.reduce(0) { $0 + $1.externals.count }
        let declarationCount = graph.containers.reduce(0) { $0 + $1.declaredCollections.count }
        var keyTable = KeyTable(capacity: graph.bindings.count + externalCount + declarationCount)
        var providerKeys: [(from: Int, to: Int, label: Int)] = []
        providerKeys.reserveCapacity(graph.bindings.count + externalCount)
        for (containerNumber, container) in graph.containers.enumerated()
        where containerIndex[container.name] == containerNumber {
            for externalNumber in container.externals.indices {
                externalSlots.append((containerNumber, externalNumber))
                let id = keyTable.insert(container.externals[externalNumber].key.lookupFingerprint)
                providerKeys.append((id, -externalSlots.count, containerNumber))
            }
        }
        // One pass over the bindings: each is a large value, so every field needed later is read here once.
        var bindingContainer = [Int](repeating: -1, count: graph.bindings.count)
        var lifetimes = [Lifetime](repeating: .transient, count: graph.bindings.count)
        var isAlias = [Bool](repeating: false, count: graph.bindings.count)
        var providesNothing: [Int] = []
        var contributions: [Int] = []
        var isolatedOrAsync: [Int] = []
        var bindingFingerprints = [Fingerprint](repeating: Fingerprint(high: 0, low: 0), count: graph.bindings.count)
        var lastName: String?
        var lastContainer = -1
        graph.bindings.withUnsafeBufferPointer { bindings in
            for number in bindings.indices {
                if bindings[number].container != lastName {
                    lastName = bindings[number].container
                    lastContainer = containerIndex[bindings[number].container] ?? -1
                }
                bindingContainer[number] = lastContainer
                lifetimes[number] = bindings[number].lifetime
                switch bindings[number].source {
                case .alias: isAlias[number] = true
                case .injectOnly: providesNothing.append(number)
                default: break
                }
                if bindings[number].contribution != nil, providesNothing.last != number {
                    providesNothing.append(number)
                    contributions.append(number)
                }
                if !isAlias[number], bindings[number].isAsync || bindings[number].isolation != .nonisolated {
                    isolatedOrAsync.append(number)
                }
                bindingFingerprints[number] = bindings[number].key.lookupFingerprint
            }
        }
        warmth = keyTable.warm(for: bindingFingerprints)
        // Inject-only bindings and contributions (rare, listed in order) are keys but provide nothing.
        var nextProvidingNothing = 0
        for number in bindingFingerprints.indices {
            let id = keyTable.insert(bindingFingerprints[number])
            if nextProvidingNothing < providesNothing.count, providesNothing[nextProvidingNothing] == number {
                nextProvidingNothing += 1
                continue
            }
            if bindingContainer[number] >= 0 { providerKeys.append((id, number, bindingContainer[number])) }
        }
        if !contributions.isEmpty || declarationCount > 0 {
            collections = CollectionTable(
                contributions: contributions, declaredIn: graph.containers, containerIndex: containerIndex,
                bindingContainer: bindingContainer, fingerprints: bindingFingerprints, keyTable: &keyTable,
                firstNode: graph.bindings.count)
        }
        self.bindingContainer = bindingContainer
        self.lifetimes = lifetimes
        self.isAlias = isAlias
        self.isolatedOrAsync = isolatedOrAsync
        self.externalSlots = externalSlots
        self.keyTable = keyTable
        var soleProviders = [SoleProvider](repeating: SoleProvider(provider: Int32.min, container: -1), count: keyTable.count)
        var providerCounts = [UInt8](repeating: 0, count: keyTable.count)
        for entry in providerKeys {
            providerCounts[entry.from] = min(providerCounts[entry.from], 1) + 1
            soleProviders[entry.from] = providerCounts[entry.from] == 1
                ? SoleProvider(provider: Int32(entry.to), container: Int32(entry.label))
                : SoleProvider(provider: Int32.min, container: -1)
        }
        self.soleProviders = soleProviders
        let rows = Adjacency(nodeCount: keyTable.count, edges: providerKeys, labelled: false)
        keyProviderStart = rows.start
        keyProviders = rows.targets
        sortSharedKeys()
        resolveEdges()
    }

    /// Orders the providers of every key that has several (externals first, then by location), so which one is
    /// "first" — the one a duplicate is reported against and a lookup returns — never depends on input order.
    private mutating func sortSharedKeys() {
        for id in 0..<keyTable.count where keyProviderStart[id + 1] - keyProviderStart[id] > 1 {
            let range = keyProviderStart[id]..<keyProviderStart[id + 1]
            let sorted = keyProviders[range].sorted { providerSortsBefore($0, $1) }
            keyProviders.replaceSubrange(range, with: sorted)
        }
    }

    private func providerSortsBefore(_ left: Int, _ right: Int) -> Bool {
        switch (left < 0, right < 0) {
        case (true, false): return true
        case (false, true): return false
        case (false, false): return sortsBefore(left, right)
        case (true, true):
            let leftContainer = containerName(container(ofProvider: left))
            let rightContainer = containerName(container(ofProvider: right))
            if leftContainer != rightContainer { return leftContainer < rightContainer }
            return (location(ofProvider: left)?.description ?? "") < (location(ofProvider: right)?.description ?? "")
        }
    }

    /// Resolves every edge: collect the fingerprints (reading each binding's dependencies once, in order), sweep
    /// the key table to warm it (independent reads whose cache misses overlap), then look each edge up and apply
    /// visibility, binding by binding. No per-edge scratch beyond the fingerprints: on 300,000 edges every
    /// extra array is megabytes of fresh memory.
    private mutating func resolveEdges() {
        var edgeStart: [Int] = []
        edgeStart.reserveCapacity(graph.bindings.count + 1)
        // A guess, not a count: counting would read every binding's dependency array one more time.
        let edgeCount = graph.bindings.count * 4
        var fingerprints: [Fingerprint] = []
        fingerprints.reserveCapacity(edgeCount)
        var edgeKinds: [Dependency.Kind] = []
        edgeKinds.reserveCapacity(edgeCount)
        graph.bindings.withUnsafeBufferPointer { bindings in
            for number in bindings.indices {
                edgeStart.append(fingerprints.count)
                bindings[number].dependencies.withUnsafeBufferPointer { dependencies in
                    for dependency in dependencies.indices {
                        fingerprints.append(dependencies[dependency].key.lookupFingerprint)
                        edgeKinds.append(dependencies[dependency].kind)
                    }
                }
            }
        }
        edgeStart.append(fingerprints.count)
        warmth &+= keyTable.warm(for: fingerprints)
        var edgeTargets = [Int](repeating: Self.missingTarget, count: fingerprints.count)
        var resolver = VisibilityResolver(self)
        // A graph without contributions pays this flag's test per edge and nothing else.
        let hasCollections = collections != nil
        var collectionTable = collections
        for binding in bindingContainer.indices {
            let container = bindingContainer[binding]
            let edges = edgeStart[binding]..<edgeStart[binding + 1]
            guard container >= 0 else {
                for edge in edges { edgeTargets[edge] = Self.unplacedTarget }
                continue
            }
            for edge in edges {
                let id = keyTable.id(of: fingerprints[edge])
                if hasCollections, let id, collectionTable.unsafelyUnwrapped.isCollectionKey(id) {
                    edgeTargets[edge] = route(
                        graph.bindings[binding].dependencies[edge - edges.lowerBound].key, id, from: container,
                        table: &collectionTable!, resolver: &resolver)
                    continue
                }
                var lookup = id.map { resolver.lookup($0, from: container) } ?? .missing
                if case .missing = lookup {
                    // Tag fallback and anything unusual take the general path.
                    lookup = resolver.resolve(graph.bindings[binding].dependencies[edge - edges.lowerBound].key, from: container)
                }
                switch lookup {
                case .found(let provider): edgeTargets[edge] = provider
                case .missing: edgeTargets[edge] = Self.missingTarget
                case .ambiguous: edgeTargets[edge] = Self.ambiguousTarget
                }
            }
        }
        if let collectionTable {
            collections = collectionTable
            firstCollectionNode = collectionTable.nodes.isEmpty ? Int.max : collectionTable.firstNode
            appendCollectionNodes(edgeStart: &edgeStart, edgeTargets: &edgeTargets, edgeKinds: &edgeKinds)
        }
        self.edgeStart = edgeStart
        self.edgeTargets = edgeTargets
        self.edgeKinds = edgeKinds
    }

    /// What a request for collection key `id` from `container` resolves to, decided once per (key, container):
    /// the collection node when a contribution or a declaration is visible; else the key's ordinary provider, if
    /// any (a container that sees only a plain binding of `[T]` gets it); else an empty collection node, which
    /// `emptyCollection` reports.
    private func route(
        _ key: ServiceKey, _ id: Int, from container: Int, table: inout CollectionTable, resolver: inout VisibilityResolver
    ) -> Int {
        let slot = id &* graph.containers.count &+ container
        if let known = table.routes[slot] { return known }
        var target: Int?
        if visibleContributions(ofKey: id, from: container).isEmpty, declaration(ofKey: id, visibleFrom: container) == nil {
            switch resolver.lookup(id, from: container) {
            case .found(let provider): target = provider
            case .ambiguous: target = Self.ambiguousTarget
            case .missing: break
            }
        }
        let resolved = target ?? table.addNode(key: key, id: id, container: container)
        table.routes[slot] = resolved
        return resolved
    }

    /// Appends each synthesized collection node as a binding of the graph, with its edges to the contributions its
    /// container sees; each edge carries its contribution's location, so a note about it points at the contribution.
    private mutating func appendCollectionNodes(edgeStart: inout [Int], edgeTargets: inout [Int], edgeKinds: inout [Dependency.Kind]) {
        guard let table = collections else { return }
        for node in table.nodes {
            let members = visibleContributions(ofKey: node.id, from: node.container)
            edgeTargets += members
            edgeKinds += repeatElement(.direct, count: members.count)
            edgeStart.append(edgeTargets.count)
            graph.bindings.append(Binding(
                node.key, in: containerName(node.container), source: .factory, lifetime: .transient,
                dependencies: members.map { Dependency(node.key, location: graph.bindings[$0].location) }))
            bindingContainer.append(node.container)
            lifetimes.append(.transient)
            isAlias.append(false)
        }
    }

    /// The dependency edges as rows over bindings, sharing this index's arrays (no copy); a target that is
    /// not a binding is negative.
    package var edgeRows: Adjacency { Adjacency(start: edgeStart, targets: edgeTargets, labels: []) }

    /// The providers of an interned key, externals first, then bindings, in declaration order.
    package func providers(ofKey id: Int) -> ArraySlice<Int> {
        keyProviders[keyProviderStart[id]..<keyProviderStart[id + 1]]
    }

    /// What `key` resolves to from `container`, with tag fallback (see ``VisibilityResolver``). A collection key
    /// resolves as the edges from that container resolved it: to its collection node when some edge requested it
    /// there (``contributions(to:in:)`` answers for any container).
    package func resolve(_ key: ServiceKey, from container: Int) -> Lookup {
        if let collections, let id = keyTable.id(of: key), collections.isCollectionKey(id) {
            let route = collections.routes[id &* graph.containers.count &+ container]
            switch route {
            case Self.ambiguousTarget?: return .ambiguous(providersByParent(of: key, in: container).map(\.provider).sorted())
            case let target?: return .found(target)
            case nil: break
            }
        }
        var resolver = VisibilityResolver(self)
        return resolver.resolve(key, from: container)
    }

    /// The providers of `key` (exact, no fallback) seen from each parent of `container`, for ambiguity notes.
    package func providersByParent(of key: ServiceKey, in container: Int) -> [(parent: Int, provider: Int)] {
        guard let id = keyTable.id(of: key) else { return [] }
        var resolver = VisibilityResolver(self)
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
