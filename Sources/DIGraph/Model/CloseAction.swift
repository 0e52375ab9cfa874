/// Work a container does on an instance it kept when it closes: flush a cache, close a socket, stop observing.
///
/// The graph records only what a rule can check before anything runs: where the action was declared, and whether
/// it must be awaited (a synchronous close cannot run it).
public struct CloseAction: Hashable, Sendable {
    /// Where the action was declared (`onClose`, `@di.onClose`).
    public var location: SourceLocation?
    /// Whether running it needs `await`.
    public var isAsync: Bool

    public init(at location: SourceLocation? = nil, isAsync: Bool = false) {
        self.location = location
        self.isAsync = isAsync
    }
}
