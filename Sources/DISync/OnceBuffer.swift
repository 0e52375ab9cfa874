/// Fixed `Fields` and room for one `Value` that is made once under a lock and then read without one: an
/// ``UnsafeOnceCell`` in the owner's own allocation.
///
/// An ``UnsafeOnceCell`` is a separate allocation its owner points at, so a read of a made value loads the owner,
/// then the cell's address, then the flag. Here the cell (flag, lock, value) is the tail of one object whose header
/// holds the owner's fields, so a read is one load fewer, which matters most for a property wrapper's cell, read
/// on every access to the property.
///
/// The cell is reached by address from the object's tail, never as a Swift property: ThreadSanitizer reports
/// every Swift access to shared memory from two threads, however it is ordered. A struct around the object: a
/// `ManagedBuffer` subclass cannot be `Sendable`, and this one is, by ``UnsafeOnceCell``'s protocol. Copies share
/// the object. Not `Unsafe`, unlike the cell it holds: it owns the object, so the cell lives as long as any copy.
@frozen
public struct OnceBuffer<Fields, Value>: @unchecked Sendable {
    // @unchecked: the value is written once, under the cell's lock, before its flag is released, and read only
    // after an acquiring load of the flag sees it set, or under the lock; `fields` are never written after
    // creation.

    /// The object: `Fields` in its header, the cell's words in its tail.
    public final class Storage: ManagedBuffer<Fields, UInt> {
        /// The cell in the tail, aligned for `Value`; the tail has room for the alignment (see ``wordCount``).
        @inlinable @inline(__always)
        public var cell: UnsafeOnceCell {
            let layout = UnsafeOnceCell.Layout(Value.self)
            let tail = withUnsafeMutablePointerToElements { UnsafeMutableRawPointer($0) }
            guard layout.alignment > MemoryLayout<UInt>.alignment else { return UnsafeOnceCell(base: tail) }
            return UnsafeOnceCell(base: tail.alignedUp(toMultipleOf: layout.alignment))
        }

        /// Words of tail: the cell's size, and its alignment beyond a word's as slack.
        @usableFromInline
        static var wordCount: Int {
            let layout = UnsafeOnceCell.Layout(Value.self)
            let slack = max(layout.alignment - MemoryLayout<UInt>.alignment, 0)
            return (layout.size + slack + MemoryLayout<UInt>.size - 1) / MemoryLayout<UInt>.size
        }

        deinit {
            cell.deinitialize(Value.self)
        }
    }

    /// The object, for identity and for borrowing it without a reference count (`Unmanaged`).
    public let storage: Storage

    @inlinable
    public init(storage: Storage) {
        self.storage = storage
    }

    /// A new buffer holding `fields`, its value not set.
    public init(_ fields: Fields) {
        let buffer = Storage.create(minimumCapacity: Storage.wordCount) { _ in fields }
        storage = unsafeDowncast(buffer, to: Storage.self)
        let tail = storage.cell.base
        _ = UnsafeOnceCell.initialize(at: tail, for: Value.self)
    }

    /// The fields given at creation.
    @inlinable
    public var fields: Fields { storage.header }

    /// Whether the value is there; when it is, everything its maker did before setting it is visible.
    @inlinable @inline(__always)
    public var isSet: Bool { storage.cell.isSet }

    /// The value; only once ``isSet`` (or after ``publish(_:)`` under the lock).
    @inlinable @inline(__always)
    public var value: Value { storage.cell.value(Value.self).pointee }

    /// Stores the value, then sets the flag; only once, with the lock held.
    @inlinable
    public func publish(_ value: Value) {
        storage.cell.publish(value)
    }

    /// Runs `body` with the lock held.
    @inlinable
    public func withLock<Result>(_ body: () throws -> Result) rethrows -> Result {
        try storage.cell.withLock(Value.self, body)
    }
}
