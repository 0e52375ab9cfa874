public import DIGraph

/// The state of the top-level resolve under way on one thread: its innermost frame and the instances it shares.
///
/// One per thread, reached through ``ThreadResolution``, so a factory that calls `container.resolve()` takes
/// part in the same graph (shared instances, cycle detection, error path). Another thread has its own root,
/// so nothing here is locked.
@usableFromInline
struct ResolutionRoot {
    @usableFromInline var current: UnsafeMutablePointer<ResolutionFrame>?
    /// Instances of `shared` entries, `weakSingleton`s held until the outermost resolve ends, and kept
    /// instances whose `onResolved` blocks are running; allocated only when one is stored.
    @usableFromInline var instances: [ObjectIdentifier: Any]?

    /// Whether a top-level resolve is under way on the thread.
    @usableFromInline var isActive = false
    /// The actor the top-level resolve was called on (`#isolation`), `nil` when it was called nonisolated. A
    /// resolve is synchronous, so everything it makes runs there: a `@MainActor` factory may be called exactly
    /// when this is the main actor.
    @usableFromInline var executor: ObjectIdentifier?
    /// The tag the service being made was resolved with (Dip's `context.tag`): auto-wired parameters are looked
    /// up under it, falling back to their untagged registration. Set and restored by ``withTag(_:_:)`` around a
    /// tagged resolve, around an untagged one made inside a tagged graph, and around the `onResolved` blocks of an
    /// instance made under a tag; `nil` almost always.
    @usableFromInline var tag: Tag?
    /// Whether the error going up the resolve was reported where a factory threw it (see
    /// ``FactoryError/passing(_:in:entry:)``); cleared when it leaves the outermost resolve.
    @usableFromInline var isReportingFailure = false
    /// The lowest address of the thread's stack and the margin above it no frame may take
    /// (``ResolutionStackGuard``): a frame there throws `resolutionTooDeep` instead of running off the stack. A
    /// margin of 0 (the stack's bounds unknown) lets every frame pass.
    @usableFromInline var stackLowest: UInt = 0
    @usableFromInline var stackMargin: UInt = 0
    /// The thread's stack size in bytes, for the error's words; 0 where unknown.
    var stackSize = 0
    /// Whether this root's thread is the process's main thread, asked once when the root is made: there, every
    /// resolve runs on the main actor (see `Entry.checkIsolation`).
    var isMainThread = false
    /// The report of the last error a factory threw on this thread, kept after the resolve ends for a
    /// front-end to read (``FactoryError/takeLastOnThisThread()``).
    var lastFailure: FactoryError?
    /// The `onResolved` blocks this resolve owes, in the order their instances were made: they run once the
    /// whole graph is made (``finishing(_:_:)``); `nil` while there are none.
    @usableFromInline var pendingCompletions: [PendingCompletion]?
    /// The ``Resolvable`` instances whose `resolveDependencies(_:)` ran, for `didResolveDependencies()` once
    /// every block has run.
    @usableFromInline var resolvedResolvables: [any Resolvable] = []

    @inlinable
    init() {}

    /// The identity of the actor a resolve was called on, from its `#isolation`.
    @inlinable @inline(__always)
    static func executor(of isolation: (any Actor)?) -> ObjectIdentifier? {
        guard let isolation else { return nil }
        return ObjectIdentifier(isolation)
    }

    /// Ends the outermost resolve and hands back the shared and held instances, for the caller to release
    /// once the root is consistent again (a `deinit` may resolve). Most resolves store none: they return
    /// without touching the dictionary, so the caller has nothing to release.
    @inlinable
    mutating func end() -> [ObjectIdentifier: Any]? {
        // `current` is nil again already (every frame pops itself, thrown through or not), and `begin` sets
        // `executor`: neither is written here.
        assert(current == nil, "DIRuntime: a resolve ended with a frame still on its stack")
        isActive = false
        guard instances != nil else { return nil }
        defer { instances = nil }
        return instances
    }

    /// Runs the outermost resolve's `body`, then the `onResolved` blocks of everything it made (Dip's
    /// `resolvingProperties`, Swinject's `initCompleted`): by then every instance of the graph exists, so a
    /// block that resolves something needing its own instance back finds it, from whichever side the cycle was
    /// entered. Blocks a block's resolves owe run after it, in turn.
    @inlinable
    static func finishing<Result>(
        _ root: UnsafeMutablePointer<ResolutionRoot>, _ body: (UnsafeMutablePointer<ResolutionRoot>) throws -> Result
    ) throws -> Result {
        do {
            let result = try body(root)
            try finish(root)
            return result
        } catch {
            abandon(root)
            throw error
        }
    }

    /// What ``finishing(_:_:)`` does once its body returned: runs the blocks owed, when there are any.
    @inlinable @inline(__always)
    static func finish(_ root: UnsafeMutablePointer<ResolutionRoot>) throws {
        if _slowPath(root.pointee.pendingCompletions != nil) { try runPendingCompletions(root) }
    }

    /// What ``finishing(_:_:)`` does when its body or a block threw: drops what the failed resolve owed.
    @inlinable
    static func abandon(_ root: UnsafeMutablePointer<ResolutionRoot>) {
        root.pointee.isReportingFailure = false
        root.pointee.pendingCompletions = nil
        root.pointee.resolvedResolvables = []
    }

    /// Runs the blocks owed until none is left.
    @usableFromInline
    static func runPendingCompletions(_ root: UnsafeMutablePointer<ResolutionRoot>) throws {
        while let pending = root.pointee.pendingCompletions {
            root.pointee.pendingCompletions = nil
            for completion in pending {
                try withTag(completion.tag, root) {
                    try completion.entry.runCompletions(on: completion.instance, madeAlong: completion.path, root: root)
                }
            }
            if root.pointee.pendingCompletions == nil && !root.pointee.resolvedResolvables.isEmpty {
                let resolved = root.pointee.resolvedResolvables
                root.pointee.resolvedResolvables = []
                for resolvable in resolved.reversed() { resolvable.didResolveDependencies() }
            }
        }
    }

    /// Owes `entry`'s blocks to `instance`, made along `path` under the resolve's current ``tag``.
    @usableFromInline
    mutating func owe(_ entry: Entry, _ instance: Any, path: [Entry]) {
        if pendingCompletions == nil { pendingCompletions = [] }
        pendingCompletions!.append(PendingCompletion(entry: entry, instance: instance, path: path, tag: tag))
    }

    /// Runs `body` with ``tag`` set to `tag`, then restores it: a resolve asked with a tag (or without one) sees
    /// that tag in what it makes, and the request that made it continues with its own.
    @inlinable
    static func withTag<Result>(
        _ tag: Tag?, _ root: UnsafeMutablePointer<ResolutionRoot>, _ body: () throws -> Result
    ) rethrows -> Result {
        let outer = root.pointee.tag
        root.pointee.tag = tag
        defer { root.pointee.tag = outer }
        return try body()
    }

    /// The instance `root` holds for `entry`, if any. Static, on the root's address: a method of the struct, called
    /// on `root.pointee`, would copy the whole root, with a retain per reference in it, to read one field.
    @inlinable
    static func instance(of entry: Entry, in root: UnsafeMutablePointer<ResolutionRoot>) -> Any? {
        root.pointee.instances?[ObjectIdentifier(entry)]
    }

    @usableFromInline
    mutating func store(_ instance: Any, for entry: Entry) {
        if instances == nil { instances = [:] }
        instances![ObjectIdentifier(entry)] = instance
    }

    /// The entries from the outermost to the innermost frame.
    @usableFromInline
    var path: [Entry] {
        var entries: [Entry] = []
        var cursor = current
        while let frame = cursor {
            entries.append(frame.pointee.entry.takeUnretainedValue())
            cursor = frame.pointee.parent
        }
        return entries.reversed()
    }
}
