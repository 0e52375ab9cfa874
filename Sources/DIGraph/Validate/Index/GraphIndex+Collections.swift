/// The collection rule, in one place: which contributions a request for a collection key sees, and in which
/// order. The validator, the exports and every front-end's collection plan read it from here.
extension GraphIndex {
    /// The containers whose contributions `container` sees, in the order their contributions are collected:
    /// depth-first post-order over ``ContainerSpec/parents`` in declaration order, each container once, ending
    /// with `container` itself.
    ///
    /// So the farthest ancestor comes first, a parent's contributions precede its children's, and with two parents
    /// the first parent's line (its own ancestors first) precedes the second's; a container cycle ends the walk.
    /// Collaborators (``ContainerSpec/collaborators``) are not followed: they answer a key a container lacks, as a
    /// fallback, and a collection gathered through them would change with what the container happens to bind.
    ///
    /// - Complexity: O(C + P) for the C containers and P parent links it reaches.
    package func collectionOrder(from container: Int) -> [Int] {
        var order: [Int] = []
        var seen: Set<Int> = [container]
        var stack: [(container: Int, nextParent: Int)] = [(container, 0)]
        while let top = stack.last {
            let parents = parentIndices[top.container]
            guard top.nextParent < parents.count else {
                order.append(top.container)
                stack.removeLast()
                continue
            }
            stack[stack.count - 1].nextParent += 1
            if seen.insert(parents[top.nextParent]).inserted { stack.append((parents[top.nextParent], 0)) }
        }
        return order
    }

    /// The contributions to interned key `id` that `container` sees, in collection order: the containers of
    /// ``collectionOrder(from:)``, each one's contributions in declaration (registration) order.
    ///
    /// - Complexity: O(C + P + K) for K contributions to the key.
    package func visibleContributions(ofKey id: Int, from container: Int) -> [Int] {
        guard let all = collections?.contributions[id] else { return [] }
        var byContainer: [Int: [Int]] = [:]
        for contribution in all { byContainer[bindingContainer[contribution], default: []].append(contribution) }
        guard byContainer.count > 1 || byContainer[container] == nil else { return byContainer[container] ?? [] }
        return collectionOrder(from: container).flatMap { byContainer[$0] ?? [] }
    }

    /// The declaration that key `id` may be empty nearest to `container` (its own, else an ancestor's), if any.
    package func declaration(ofKey id: Int, visibleFrom container: Int) -> ContainerSpec.CollectionDeclaration? {
        guard let declared = collections?.declarations[id] else { return nil }
        if let own = declared[container] { return own }
        return collectionOrder(from: container).reversed().lazy.compactMap { declared[$0] }.first
    }

    /// The bindings a request for `key` from `container` collects, in the collection's order; `nil` when nothing
    /// in the graph contributes to `key` or declares it (it is no collection key).
    ///
    /// A front-end builds its collection from this list, so its order and the validator's are one rule.
    package func contributions(to key: ServiceKey, in container: Int) -> [Int]? {
        guard let collections, let id = keyTable.id(of: key), collections.isCollectionKey(id) else { return nil }
        return visibleContributions(ofKey: id, from: container)
    }

    /// Whether node `node` is a collection node the index synthesized rather than a binding of the graph as given.
    @inline(__always)
    package func isCollectionNode(_ node: Int) -> Bool { node >= firstCollectionNode }

    /// The bindings that really make what an edge target holds: the target's alias target, or for a collection
    /// node each of its contributions' (a collection is transparent: who holds it holds its elements).
    package func makers(of target: Int) -> [(maker: Int, reached: Int)] {
        let end = aliasTarget(of: target)
        guard isCollectionNode(end) else { return [(end, target)] }
        return edgeTargets[edgeStart[end]..<edgeStart[end + 1]].map { (aliasTarget(of: $0), $0) }
    }
}

extension Graph {
    /// The contributions a request for `key` from the container named `container` collects, in the order of the
    /// collection: its ancestors' first (the farthest first; with several parents, depth-first over them in
    /// declaration order, each container once), then its own, each container's in registration order.
    ///
    /// ```swift
    /// let plugins = graph.contributions(to: ServiceKey(try TypeName(parsing: "[any Plugin]")), in: "Feature")
    /// ```
    ///
    /// - Returns: the contributing bindings; empty when nothing visible contributes, or the container is unknown.
    /// - Complexity: O(V + E) to index the graph; a front-end asking often keeps one index instead.
    public func contributions(to key: ServiceKey, in container: String) -> [Binding] {
        let index = GraphIndex(self)
        guard let number = index.containerIndex[container] else { return [] }
        return (index.contributions(to: key, in: number) ?? []).map { bindings[$0] }
    }
}

extension GraphIndex {
    /// What stops a front-end from making the collection `key` for a request from `container` that sees
    /// `contributions` (``contributions(to:in:)``): the key is also provided there (``CollectionConflictValidator``'s
    /// error), or two of the entries share a dictionary key (``DuplicateEntryValidator``'s); `nil` when nothing
    /// does. The same diagnostics, worded as the validator words them, so a runtime resolve throws what
    /// `validate()` reports.
    package func collectionProblem(for key: ServiceKey, contributions: [Int], in container: Int) -> Diagnostic? {
        guard let first = contributions.first else { return nil }
        if case .found(let provider) = resolve(key, from: container), !isCollectionNode(provider) {
            return conflictDiagnostic(provider, first)
        }
        var seen: [DictionaryKey: Int] = [:]
        for entry in contributions {
            guard case .entry(let dictionaryKey) = graph.bindings[entry].contribution else { continue }
            guard let earlier = seen[dictionaryKey] else {
                seen[dictionaryKey] = entry
                continue
            }
            // Seen from the later entry's container when that sees both (a child over its parent), as the
            // validator reports it; else from the requester (a child of two siblings).
            let later = bindingContainer[entry]
            let viewer = collectionOrder(from: later).contains(bindingContainer[earlier]) ? later : container
            return duplicateEntryDiagnostic(dictionaryKey, earlier, entry, seenFrom: viewer)
        }
        return nil
    }
}
