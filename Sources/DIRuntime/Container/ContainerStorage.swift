import DISync

/// What a container allocates beside the object itself: its registrations behind their mutex, its atomic words and
/// its caches. Apart from the object so that an opened scope, closed and gone, can leave them to the next open of its
/// scope (``RecycledScope``), which then allocates none of it; one object, so a container holds it with one
/// reference (and a copy of its most used lock, `Container.state`).
final class ContainerStorage: @unchecked Sendable {
    // @unchecked: `words` is read and written only as atomics (``UnsafeAtomicWord``).
    let state: Locked<ContainerState>
    /// The plan's address, the version, the collections' and the records' flags, the count of kept instances, the
    /// flag that keeps the storage from another open, the count of open scopes, the makes of kept instances under
    /// way in an opened scope, and the address of its ``KeptOrderList`` (0 when it has none).
    let words: UnsafeMutablePointer<UInt>
    let visibilityCache: Locked<VisibilityCache>
    let collaborators: Locked<[WeakContainer]>
    let factoryErrorObservers: Locked<[@Sendable (FactoryError) -> Void]>

    /// New storage, nothing registered.
    init() {
        state = Locked(ContainerState())
        words = UnsafeAtomicWord.allocate(9)
        visibilityCache = Locked(VisibilityCache())
        collaborators = Locked([])
        factoryErrorObservers = Locked([])
    }

    /// Frees what no container uses any more: the words, the list of kept instances, and the bindings of plans
    /// replaced by registrations.
    deinit {
        KeptOrderList(address: words[8])?.deallocate()
        UnsafeAtomicWord.deallocate(words)
        state.withLock { state in
            for bindings in state.retiredBindings { bindings.deallocate() }
        }
    }
}
