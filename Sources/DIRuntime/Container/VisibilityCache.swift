import DIGraph

/// Answers of the DIGraph visibility rule for keys a container does not register itself, valid for one
/// ``Container/visibilityVersion`` (a registration into the container or an ancestor starts a new one).
@usableFromInline
struct VisibilityCache {
    @usableFromInline
    enum Answer {
        case found(Entry)
        case missing
        case failed(ResolutionError)
    }

    private(set) var version = -1
    var snapshot: GraphSnapshot?
    var index: GraphIndex?
    var answers: [RuntimeKey: Answer] = [:]
    /// How many snapshots the cache has taken, for tests that check what invalidates it.
    private(set) var snapshotsTaken = 0

    /// Forgets every answer unless they were given at `version`.
    mutating func validate(at version: Int) {
        guard version != self.version else { return }
        self.version = version
        snapshot = nil
        index = nil
        answers = [:]
    }

    /// The snapshot and index of `container`, taken now unless the cache holds them.
    mutating func snapshotAndIndex(of container: Container) -> (GraphSnapshot, GraphIndex) {
        if let snapshot, let index { return (snapshot, index) }
        let snapshot = GraphSnapshot(container)
        let index = GraphIndex(snapshot.graph)
        self.snapshot = snapshot
        self.index = index
        snapshotsTaken += 1
        return (snapshot, index)
    }
}
