/// The visibility rule, in one place: what a key resolves to from a container.
///
/// A container sees its own bindings and externals first, then, transitively, its parents'. A key found
/// through two parents that lead to different providers is ambiguous (a diamond reaching one provider is not).
/// A tagged key that nothing provides falls back to the untagged key; an untagged key never falls back to a
/// tagged one. `T?` that nothing provides falls back to `T`, never the other way. What a container's own graph
/// (its bindings and its parents') lacks is looked up in its collaborators' own graphs, breadth first.
/// Contributions (``Binding/contribution``) are no providers here: a request for a collection key is routed to its
/// collection by ``GraphIndex`` (see `GraphIndex+Collections.swift`), which asks this resolver only when the
/// requester sees no contribution.
///
/// Fast paths keep resolving every edge of a graph O(V + E): a key with a provider in the asking container is
/// found at once; a key with a single provider is visible exactly when ``ContainerAncestry`` says so. Only keys
/// bound in several containers walk the parents, memoized per (container, key).
package struct VisibilityResolver {
    private let index: GraphIndex
    private var memo: [Int: GraphIndex.Lookup] = [:]
    /// Containers whose walk is under way: a container cycle ends the walk instead of recursing forever.
    private var visiting: Set<Int> = []

    package init(_ index: GraphIndex) {
        self.index = index
    }

    /// Looks `key` up from `container`, falling back from a tagged key to the untagged one, and from `T?` to `T`.
    ///
    /// `T?` is satisfied by a binding of `T` when nothing provides `T?` itself, as Saber and Dip resolve an
    /// optional: Swift wraps the value where a `T?` is expected. `T` never falls back to `T?`: a `nil` could not
    /// be passed where `T` is expected.
    package mutating func resolve(_ key: ServiceKey, from container: Int) -> GraphIndex.Lookup {
        let found = resolveCollaborating(key, from: container)
        guard case .missing = found, key.type.optionality == .optional else { return found }
        return resolveCollaborating(ServiceKey(key.type.unwrapped, tag: key.tag), from: container)
    }

    /// The container's own graph (its bindings, then its parents'), then each collaborator's own graph, breadth
    /// first, every container once: the first that finds the key answers, as Dip's collaborating containers do.
    private mutating func resolveCollaborating(_ key: ServiceKey, from container: Int) -> GraphIndex.Lookup {
        let own = resolveTagged(key, from: container)
        guard case .missing = own, !index.collaboratorIndices[container].isEmpty else { return own }
        var visited: Set<Int> = [container]
        var pending = index.collaboratorIndices[container]
        var position = 0
        while position < pending.count {
            let collaborator = pending[position]
            position += 1
            guard visited.insert(collaborator).inserted else { continue }
            let found = resolveTagged(key, from: collaborator)
            guard case .missing = found else { return found }
            pending += index.collaboratorIndices[collaborator]
        }
        return .missing
    }

    private mutating func resolveTagged(_ key: ServiceKey, from container: Int) -> GraphIndex.Lookup {
        let exact = index.keyTable.id(of: key).map { lookup($0, from: container) } ?? .missing
        guard case .missing = exact, key.tag != nil, let untagged = index.keyTable.id(of: key.untagged) else {
            return exact
        }
        return lookup(untagged, from: container)
    }

    /// Looks an interned key up from `container`, without tag fallback.
    ///
    /// Inlined: indexing a graph asks this once per edge, nearly always for a key with one provider, which is
    /// answered from ``GraphIndex/soleProviders`` and ``ContainerAncestry`` alone.
    @inline(__always)
    package mutating func lookup(_ id: Int, from container: Int) -> GraphIndex.Lookup {
        let sole = index.soleProviders[id]
        if sole.provider != Int32.min {
            if Int(sole.container) == container { return .found(Int(sole.provider)) }
            if index.ancestry != nil {
                return index.ancestry.unsafelyUnwrapped.sees(Int(sole.container), from: container)
                    ? .found(Int(sole.provider)) : .missing
            }
        }
        return lookupAmongSeveral(id, from: container)
    }

    /// ``lookup(_:from:)`` for a key with several providers (or a graph too large for ancestry bit sets).
    @inline(never)
    private mutating func lookupAmongSeveral(_ id: Int, from container: Int) -> GraphIndex.Lookup {
        let providers = index.providers(ofKey: id)
        for provider in providers where index.container(ofProvider: provider) == container {
            return .found(provider)
        }
        if providers.isEmpty || index.parentIndices[container].isEmpty { return .missing }
        return walkParents(id, from: container)
    }

    /// The union of what the parents see, computed bottom-up with an explicit stack (a chain of thousands of
    /// containers must not overflow the thread's stack), each container's answer memoized.
    private mutating func walkParents(_ id: Int, from start: Int) -> GraphIndex.Lookup {
        if let known = memo[slot(id, start)] { return known }
        var stack: [(container: Int, nextParent: Int)] = [(start, 0)]
        visiting.insert(start)
        while let top = stack.last {
            let parents = index.parentIndices[top.container]
            if top.nextParent < parents.count {
                stack[stack.count - 1].nextParent += 1
                let parent = parents[top.nextParent]
                if own(id, in: parent) == nil, memo[slot(id, parent)] == nil, !index.parentIndices[parent].isEmpty,
                   visiting.insert(parent).inserted {
                    stack.append((parent, 0))
                }
                continue
            }
            var found: [Int] = []
            for parent in parents {
                if let provider = own(id, in: parent) {
                    found.append(provider)
                    continue
                }
                switch memo[slot(id, parent)] {
                case .found(let provider)?: found.append(provider)
                case .ambiguous(let several)?: found += several
                case .missing?, nil: break
                }
            }
            let distinct = Array(Set(found)).sorted()
            memo[slot(id, top.container)] = switch distinct.count {
            case 0: .missing
            case 1: .found(distinct[0])
            default: .ambiguous(distinct)
            }
            visiting.remove(top.container)
            stack.removeLast()
        }
        return memo[slot(id, start)] ?? .missing
    }

    /// The first provider of `id` declared in `container` itself.
    private func own(_ id: Int, in container: Int) -> Int? {
        index.providers(ofKey: id).first { index.container(ofProvider: $0) == container }
    }

    private func slot(_ id: Int, _ container: Int) -> Int { id &* index.graph.containers.count &+ container }
}
