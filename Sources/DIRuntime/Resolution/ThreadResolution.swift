import DISync
public import CDIPlatform

/// The resolve in progress on the current thread, in a thread-local slot.
///
/// Each thread gets one ``ResolutionRoot``, allocated on its first resolve and freed when the thread ends, so
/// a resolve only reads the slot and never allocates. The outermost resolve marks the root active and clears it
/// when it ends; nested resolves on the same thread find it active and join it. Resolves are synchronous, so a
/// thread never interleaves two of them.
///
/// The slot is CDIPlatform's `di_thread_root`: a pthread key whose destructor frees the root, read on Linux
/// through an inlined thread-local cache (one load) and elsewhere through `pthread_getspecific`.
@usableFromInline
enum ThreadResolution {
    @usableFromInline typealias Key = di_thread_root_key

    @usableFromInline static let key: Key = {
        var key: Key = 0
        let status = di_thread_root_key_create(&key) { pointer in
            let root = pointer.assumingMemoryBound(to: ResolutionRoot.self)
            root.deinitialize(count: 1)
            root.deallocate()
        }
        precondition(status == 0, "DIRuntime could not create its thread-local slot (pthread_key_create: \(status))")
        return key
    }()

    /// The resolve under way on this thread, or `nil` when there is none.
    @usableFromInline
    static var current: UnsafeMutablePointer<ResolutionRoot>? {
        guard let root = di_thread_root_get(key)?.assumingMemoryBound(to: ResolutionRoot.self),
              root.pointee.isActive
        else { return nil }
        return root
    }

    /// This thread's root, made on its first resolve; active or not.
    @inlinable @inline(__always)
    static func root(key: Key) -> UnsafeMutablePointer<ResolutionRoot> {
        di_thread_root_get(key)?.assumingMemoryBound(to: ResolutionRoot.self) ?? makeRoot(key)
    }

    /// Runs `body` inside the current thread's resolve, starting one (and ending it after) when there is none.
    ///
    /// - Parameter executor: the actor the top-level resolve was called on (its `#isolation`), which every
    ///   factory of this resolve runs on too: nested resolves join the root and keep it.
    @inlinable
    static func withRoot<Result>(
        executor: ObjectIdentifier? = nil, _ body: (UnsafeMutablePointer<ResolutionRoot>) throws -> Result
    ) throws -> Result {
        let root = root(key: key)
        if root.pointee.isActive { return try body(root) }
        begin(root, executor: executor)
        defer { end(root) }
        return try ResolutionRoot.finishing(root, body)
    }

    /// Marks a resolve under way in `root`, called on `executor`.
    @inlinable @inline(__always)
    static func begin(_ root: UnsafeMutablePointer<ResolutionRoot>, executor: ObjectIdentifier?) {
        root.pointee.isActive = true
        root.pointee.executor = executor
    }

    /// Ends the resolve under way in `root`, releasing what it held once the root is consistent again.
    @inlinable @inline(__always)
    static func end(_ root: UnsafeMutablePointer<ResolutionRoot>) {
        let released = root.pointee.end()
        withExtendedLifetime(released) {}
    }

    /// ``withRoot(executor:_:)`` for the synchronous part of an async resolve: the root starts with the
    /// async resolve's `shared` instances and hands back the ones it made.
    static func withRoot<Result>(
        executor: ObjectIdentifier?, sharing shared: AsyncResolution.SharedInstances,
        _ body: (UnsafeMutablePointer<ResolutionRoot>) throws -> Result
    ) throws -> Result {
        let root = Self.root(key: key)
        if root.pointee.isActive { return try body(root) }
        begin(root, executor: executor)
        let seeded = shared.instances.withLock { $0 }
        if !seeded.isEmpty { root.pointee.instances = seeded }
        defer {
            if let made = root.pointee.instances {
                shared.instances.withLock { $0.merge(made) { kept, _ in kept } }
            }
            end(root)
        }
        return try ResolutionRoot.finishing(root, body)
    }

    /// This thread's root, if it ever resolved.
    static var existingRoot: UnsafeMutablePointer<ResolutionRoot>? {
        di_thread_root_get(key)?.assumingMemoryBound(to: ResolutionRoot.self)
    }

    /// This thread's root, made on its first resolve. Never inlined: once per thread, and the root's initial value
    /// would take room in the stack frame of every resolve that reaches for it.
    @usableFromInline @inline(never)
    static func makeRoot(_ key: Key) -> UnsafeMutablePointer<ResolutionRoot> {
        let root = UnsafeMutablePointer<ResolutionRoot>.allocate(capacity: 1)
        root.initialize(to: ResolutionRoot())
        root.pointee.isMainThread = MainActorCheck.isMainThread
        ResolutionStackGuard.install(in: root)
        let status = di_thread_root_set(key, root)
        precondition(status == 0, "DIRuntime could not set its thread-local slot (pthread_setspecific: \(status))")
        return root
    }
}
