/// The state of one top-level resolve on one thread: its innermost frame and the instances it shares.
///
/// Lives on the stack of the outermost `resolve`; nested resolves on the same thread reach it through
/// ``ThreadResolution``, so a factory that calls `container.resolve()` takes part in the same graph (shared
/// instances, cycle detection, error path). Another thread starts its own root, so nothing here is locked.
@usableFromInline
struct ResolutionRoot {
    @usableFromInline var current: UnsafeMutablePointer<ResolutionFrame>?
    /// Instances of `shared` entries, `weakSingleton`s held until the outermost resolve ends, and kept
    /// instances whose `onResolved` blocks are running; allocated only when one is stored.
    @usableFromInline var instances: [ObjectIdentifier: Any]?

    @inlinable
    init() {}

    @inlinable
    func instance(of entry: Entry) -> Any? {
        instances?[ObjectIdentifier(entry)]
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
