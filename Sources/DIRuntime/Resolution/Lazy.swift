import DIGraph
import Synchronization

/// A dependency resolved on first use, then kept: breaks a construction cycle, or defers an expensive
/// service until it is needed.
///
/// ```swift
/// final class Screen { init(analytics: Lazy<Analytics>) { … } }
/// let analytics = try screen.analytics.value   // resolved now, the same instance afterwards
/// ```
public final class Lazy<Value>: @unchecked Sendable {
    // @unchecked: `cached` is only touched under `lock`.
    private let container: Container
    private let tag: Tag?
    private let lock = Mutex(())
    private nonisolated(unsafe) var cached: Value?

    init(container: Container, tag: Tag?) {
        self.container = container
        self.tag = tag
    }

    /// The value, resolved from the container on the first access.
    ///
    /// - Throws: what the resolve throws (``ResolutionError``, ``FactoryError``); a failed resolve is tried
    ///   again on the next access.
    public var value: Value {
        get throws {
            try lock.withLock { _ throws -> Void in
                if cached == nil { cached = try container.resolve(Value.self, tagValue: tag) }
            }
            return cached.unsafelyUnwrapped
        }
    }

    /// The same as ``value``.
    public func callAsFunction() throws -> Value { try value }
}
