import DIGraph
/// A dependency resolved on every call: a `unique` service gives a new instance each time.
///
/// ```swift
/// final class Downloader { init(makeRequest: Provider<Request>) { … } }
/// let request = try makeRequest()
/// ```
public struct Provider<Value>: Sendable {
    /// Weak, as ``Lazy``'s: a singleton holding a `Provider` must not keep its container alive.
    private weak let container: Container?
    private let tag: Tag?

    init(container: Container, tag: Tag?) {
        self.container = container
        self.tag = tag
    }

    /// Resolves the value now, where it is called: on the main actor it may make a `@MainActor` service.
    ///
    /// - Throws: what the resolve throws (``ResolutionError``, ``FactoryError``).
    public func callAsFunction(isolation: isolated (any Actor)? = #isolation) throws -> Value {
        try ResolutionError.alive(container, resolving: Value.self, through: "Provider")
            .resolve(Value.self, tagValue: tag, executor: ResolutionRoot.executor(of: isolation))
    }
}
