import DIGraph
import DISync

/// A dependency resolved on first use, then kept: breaks a construction cycle, or defers an expensive
/// service until it is needed.
///
/// ```swift
/// final class Screen { init(analytics: Lazy<Analytics>) { … } }
/// let analytics = try screen.analytics.value   // resolved now, the same instance afterwards
/// ```
public final class Lazy<Value>: @unchecked Sendable {
    // @unchecked: the value is made under the cell's lock and published once (see `UnsafeOnceCell`).
    /// Weak: a singleton that holds a `Lazy` of its own container would otherwise keep the container, and so
    /// itself, alive forever.
    private weak let container: Container?
    private let tag: Tag?
    private let cell = UnsafeOnceCell.allocate(for: Value.self)

    init(container: Container, tag: Tag?) {
        self.container = container
        self.tag = tag
    }

    deinit {
        cell.deallocate(Value.self)
    }

    /// The value, resolved from the container on the first access.
    ///
    /// - Throws: what the resolve throws (``ResolutionError``, ``FactoryError``); a failed resolve is tried
    ///   again on the next access.
    public var value: Value {
        get throws { try value(executor: nil) }
    }

    /// The same as ``value``, resolved where it is called: on the main actor the first access may make a
    /// `@MainActor` service (``value``, a property, cannot know where it is read).
    public func callAsFunction(isolation: isolated (any Actor)? = #isolation) throws -> Value {
        try value(executor: ResolutionRoot.executor(of: isolation))
    }

    /// Made under the cell's lock, so two threads never make two values. On the thread already making it (its
    /// factory asked this `Lazy` for the value it is making), the resolve runs without the lock: it meets the
    /// value's registration on its own resolution path and throws the container's `dependencyCycle`, where taking
    /// the lock again would trap on Apple platforms and hang on Linux. (Re-entered from an `onResolved` block,
    /// after the value was made, it resolves as a `Lazy` without a lock would.)
    private func value(executor: ObjectIdentifier?) throws -> Value {
        if !cell.isSet {
            return try cell.withLock(Value.self, reentered: { try resolveReentered(executor: executor) }) {
                if !cell.isSet { cell.publish(try resolve(executor: executor)) }
                return cell.value(Value.self).pointee
            }
        }
        return cell.value(Value.self).pointee
    }

    /// The resolve of a read on the thread already making the value, without the lock; its cycle says how the
    /// `Lazy` closed it, which the resolution path alone does not show.
    private func resolveReentered(executor: ObjectIdentifier?) throws -> Value {
        do {
            return try resolve(executor: executor)
        } catch var error as ResolutionError where error.code == .dependencyCycle {
            // The validator's advice (make an edge lazy) does not fit a cycle a `Lazy` already closes.
            error.diagnostic.notes.append(
                .init("the cycle closes through a 'Lazy' whose value was read while that value was being made"))
            error.diagnostic.suggestions = [
                .init("read the 'Lazy' once its value is made, not from the factory that makes it")
            ]
            throw error
        }
    }

    private func resolve(executor: ObjectIdentifier?) throws -> Value {
        let container = try ResolutionError.alive(container, resolving: Value.self, through: "Lazy")
        return try container.resolve(Value.self, tagValue: tag, executor: executor)
    }
}
