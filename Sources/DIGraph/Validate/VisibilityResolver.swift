/// The visibility rule, in one place: what a key resolves to from a container.
///
/// A container sees its own bindings and externals first, then, transitively, its parents'. A key found
/// through two parents that lead to different providers is ambiguous (a diamond reaching one provider is not).
/// A tagged key that nothing provides falls back to the untagged key; an untagged key never falls back to a
/// tagged one. Results are memoized per (container, key), so resolving every edge of a graph is O(V + E).
package struct VisibilityResolver {
    private let keyIDs: [ServiceKey: Int]
    private let ownProviders: [Int: [Int]]
    private let parentIndices: [[Int]]
    private let containerCount: Int
    private var memo: [Int: GraphIndex.Lookup] = [:]
    /// Containers whose lookup is under way: a container cycle ends the walk instead of recursing forever.
    private var visiting: Set<Int> = []

    init(keyIDs: [ServiceKey: Int], ownProviders: [Int: [Int]], parentIndices: [[Int]], containerCount: Int) {
        self.keyIDs = keyIDs
        self.ownProviders = ownProviders
        self.parentIndices = parentIndices
        self.containerCount = containerCount
    }

    /// Looks `key` up from `container`, falling back from a tagged key to the untagged one.
    package mutating func resolve(_ key: ServiceKey, from container: Int) -> GraphIndex.Lookup {
        let lookupKey = key.lookupKey
        let exact = keyIDs[lookupKey].map { lookup($0, from: container) } ?? .missing
        guard case .missing = exact, lookupKey.tag != nil, let untagged = keyIDs[lookupKey.untagged] else {
            return exact
        }
        return lookup(untagged, from: container)
    }

    /// Looks an interned key up from `container`, without tag fallback.
    package mutating func lookup(_ id: Int, from container: Int) -> GraphIndex.Lookup {
        let slot = id * containerCount + container
        if let own = ownProviders[slot] { return .found(own[0]) }
        if parentIndices[container].isEmpty { return .missing }
        if let known = memo[slot] { return known }
        guard visiting.insert(container).inserted else { return .missing }
        defer { visiting.remove(container) }
        var providers: [Int] = []
        for parent in parentIndices[container] {
            switch lookup(id, from: parent) {
            case .found(let provider): providers.append(provider)
            case .ambiguous(let several): providers += several
            case .missing: break
            }
        }
        let distinct = Array(Set(providers)).sorted()
        let result: GraphIndex.Lookup = switch distinct.count {
        case 0: .missing
        case 1: .found(distinct[0])
        default: .ambiguous(distinct)
        }
        memo[slot] = result
        return result
    }
}
