/// A value only reached while holding its lock; the value and the lock share one allocation.
///
/// Stands where `Synchronization.Mutex` would (macOS 15 / iOS 18), at this package's older deployment targets.
/// A `ManagedBuffer` gives both a stable address, which a lock needs and a Swift stored property does not
/// promise; this struct is one reference to it, so copies share the lock.
@frozen
public struct Locked<Value>: @unchecked Sendable {
    // @unchecked: the value is only touched in `withLock`, under the lock.

    @usableFromInline
    final class Buffer: ManagedBuffer<Value, LockPrimitive.Storage> {
        deinit {
            withUnsafeMutablePointerToElements { LockPrimitive.destroy($0) }
        }
    }

    @usableFromInline let buffer: Buffer

    /// A new lock holding `value`.
    public init(_ value: Value) {
        let buffer = Buffer.create(minimumCapacity: 1) { buffer in
            buffer.withUnsafeMutablePointerToElements { LockPrimitive.initialize($0) }
            return value
        }
        self.buffer = unsafeDowncast(buffer, to: Buffer.self)
    }

    /// Runs `body` on the value with the lock held.
    @inlinable
    public func withLock<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result {
        try buffer.withUnsafeMutablePointers { value, lock in
            LockPrimitive.lock(lock)
            defer { LockPrimitive.unlock(lock) }
            return try body(&value.pointee)
        }
    }
}

/// A lock that guards no value of its own: held while a section must run alone.
public typealias Lock = Locked<Void>

extension Locked where Value == Void {
    /// A new lock.
    public init() { self.init(()) }

    /// Runs `body` with the lock held.
    @inlinable
    public func withLock<Result>(_ body: () throws -> Result) rethrows -> Result {
        try withLock { (_: inout Void) in try body() }
    }
}
