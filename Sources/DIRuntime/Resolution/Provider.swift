import DIGraph
/// A dependency resolved on every call: a `unique` service gives a new instance each time.
///
/// ```swift
/// final class Downloader { init(makeRequest: Provider<Request>) { … } }
/// let request = try makeRequest()
/// ```
public struct Provider<Value>: Sendable {
    private let container: Container
    private let tag: Tag?

    init(container: Container, tag: Tag?) {
        self.container = container
        self.tag = tag
    }

    /// Resolves the value now.
    ///
    /// - Throws: what the resolve throws (``ResolutionError``, ``FactoryError``).
    public func callAsFunction() throws -> Value {
        try container.resolve(Value.self, tagValue: tag)
    }
}
