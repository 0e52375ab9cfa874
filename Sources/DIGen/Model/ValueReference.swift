/// Where a generated container gets a value: a chain of members read from `self`
/// (`self.appContainer.database`), optionally wrapped in a closure for lazy injection.
public struct ValueReference: Hashable, Sendable {
    /// Members after `self`; empty for the container itself.
    public var path: [String]
    /// `true` for `() -> T` (and the configured lazy typealias): rendered `{ [unowned self] in return … }`.
    public var isLazy: Bool
    /// Read with `await`: its getter is async, or runs on another actor than the code that reads it.
    public var needsAwait: Bool
    /// Read with `try`: its getter throws (an `async throws` initializer on the way).
    public var needsTry: Bool

    public init(path: [String], isLazy: Bool = false, needsAwait: Bool = false, needsTry: Bool = false) {
        self.path = path
        self.isLazy = isLazy
        self.needsAwait = needsAwait
        self.needsTry = needsTry
    }
}
