/// Where a generated container gets a value: a chain of members read from `self`
/// (`self.appContainer.database`), optionally wrapped in a closure for lazy injection.
package struct ValueReference: Hashable, Sendable {
    /// Members after `self`; empty for the container itself.
    package var path: [String]
    /// `true` for `() -> T` (and the configured lazy typealias): rendered `{ [unowned self] in return … }`.
    package var isLazy: Bool
    /// Read with `await`: its getter is async, or runs on another actor than the code that reads it.
    package var needsAwait: Bool
    /// Read with `try`: its getter throws (an `async throws` initializer on the way).
    package var needsTry: Bool

    package init(path: [String], isLazy: Bool = false, needsAwait: Bool = false, needsTry: Bool = false) {
        self.path = path
        self.isLazy = isLazy
        self.needsAwait = needsAwait
        self.needsTry = needsTry
    }
}
