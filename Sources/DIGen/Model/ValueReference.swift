/// Where a generated container gets a value: a chain of members read from `self`
/// (`self.appContainer.database`), optionally wrapped in a closure for lazy injection.
public struct ValueReference: Hashable, Sendable {
    /// Members after `self`; empty for the container itself.
    public var path: [String]
    /// `true` for `() -> T` (and the configured lazy typealias): rendered `{ [unowned self] in return … }`.
    public var isLazy: Bool

    public init(path: [String], isLazy: Bool = false) {
        self.path = path
        self.isLazy = isLazy
    }
}
