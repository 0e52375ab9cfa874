/// Room for one value that is made once under a lock and then read without one: a singleton's instance, a
/// `Lazy`'s value, a wrapper's first read.
///
/// One allocation holds a flag word, the lock and the value. The maker stores the value and then sets the flag
/// with release ordering; a reader that sees the flag with an acquiring load sees the whole value, so a made
/// value costs one load and a copy. Not generic itself, so a class that is not generic can hold one at a fixed
/// offset; the methods take the value's type.
///
/// ``never`` is a cell that is never set and has no room, for owners that never keep a value: reading its flag
/// costs what reading a real one does, so the fast path has no extra branch.
///
/// `Unsafe`: a view of memory, not its owner. Its owner frees it (``deallocate(_:)``, or ``OnceBuffer``'s
/// object going), and nothing stops a copy of the view from outliving that.
@frozen
public struct UnsafeOnceCell: @unchecked Sendable {
    // @unchecked: the value is written once, under the lock, before the flag is released, and read only after
    // an acquiring load of the flag or under the lock.
    @usableFromInline let base: UnsafeMutableRawPointer

    @inlinable
    init(base: UnsafeMutableRawPointer) {
        self.base = base
    }

    /// A cell with no room that is never set.
    @inlinable
    public static var never: UnsafeOnceCell {
        UnsafeOnceCell(base: UnsafeMutableRawPointer(UnsafeAtomicWord.statically(.neverSet).address))
    }

    /// Whether this is ``never``.
    @inlinable
    public var isNever: Bool { base == UnsafeMutableRawPointer(UnsafeAtomicWord.statically(.neverSet).address) }

    /// A new, unset cell for a `Value`; free it with ``deallocate(_:)``.
    @inlinable
    public static func allocate<Value>(for type: Value.Type) -> UnsafeOnceCell {
        let layout = Layout(Value.self)
        return initialize(at: UnsafeMutableRawPointer.allocate(byteCount: layout.size, alignment: layout.alignment), for: Value.self)
    }

    /// A new, unset cell for a `Value` in memory the caller owns: ``Layout/size`` bytes at `base`, aligned to
    /// ``Layout/alignment``. Undo with ``deinitialize(_:)``.
    @usableFromInline
    static func initialize<Value>(at base: UnsafeMutableRawPointer, for type: Value.Type) -> UnsafeOnceCell {
        base.initializeMemory(as: UInt.self, to: 0)
        LockPrimitive.initialize((base + Layout(Value.self).lockOffset).assumingMemoryBound(to: LockPrimitive.Storage.self))
        return UnsafeOnceCell(base: base)
    }

    /// Destroys the value if it was set, the lock, and frees the cell; does nothing to ``never``.
    @inlinable
    public func deallocate<Value>(_ type: Value.Type) {
        guard !isNever else { return }
        deinitialize(Value.self)
        base.deallocate()
    }

    /// Destroys the value if it was set and the lock, leaving the memory to its owner.
    @usableFromInline
    func deinitialize<Value>(_ type: Value.Type) {
        if isSet { value(Value.self).deinitialize(count: 1) }
        LockPrimitive.destroy(lock(Value.self))
    }

    /// Whether the value is there; when it is, everything its maker did before setting it is visible.
    @inlinable @inline(__always)
    public var isSet: Bool {
        UnsafeAtomicWord(at: base.assumingMemoryBound(to: UInt.self)).load(ordering: .acquiring) != 0
    }

    /// The value's room: initialized once ``isSet`` (or after ``publish(_:)`` under the lock).
    @inlinable @inline(__always)
    public func value<Value>(_ type: Value.Type) -> UnsafeMutablePointer<Value> {
        (base + Layout.valueOffset(of: Value.self)).assumingMemoryBound(to: Value.self)
    }

    /// Stores the value, then sets the flag; only once, with the lock held. Always inlined: left a call, the
    /// optimizer may keep it unspecialized, the value copied in through its metadata.
    @inlinable @inline(__always)
    public func publish<Value>(_ value: Value) {
        self.value(Value.self).initialize(to: value)
        UnsafeAtomicWord(at: base.assumingMemoryBound(to: UInt.self)).store(1, ordering: .releasing)
    }

    /// Destroys the value, if it was set, and unsets the flag: the cell is as new. Only with the lock held, when no
    /// other thread can read the cell (its reader's load of the flag would race with the store).
    @inlinable
    public func clear<Value>(_ type: Value.Type) {
        guard isSet else { return }
        UnsafeAtomicWord(at: base.assumingMemoryBound(to: UInt.self)).store(0, ordering: .releasing)
        value(Value.self).deinitialize(count: 1)
    }

    /// Runs `body` with the cell's lock held; for a cell of `Value`. The calling thread must not hold it already.
    @inlinable
    public func withLock<Value, Result>(_ type: Value.Type, _ body: () throws -> Result) rethrows -> Result {
        let lock = lock(Value.self)
        LockPrimitive.lock(lock)
        defer { LockPrimitive.unlock(lock) }
        return try body()
    }

    /// Runs `body` with the cell's lock held, or `reentered` without it when the calling thread holds the lock
    /// already: the value's maker asked for the value it is making, a cycle the caller reports (taking the lock
    /// again would trap on Apple platforms and deadlock on Linux).
    @inlinable
    public func withLock<Value, Result>(
        _ type: Value.Type, reentered: () throws -> Result, _ body: () throws -> Result
    ) rethrows -> Result {
        let lock = lock(Value.self)
        guard LockPrimitive.acquire(lock) else { return try reentered() }
        defer { LockPrimitive.unlock(lock) }
        return try body()
    }

    @inlinable
    func lock<Value>(_ type: Value.Type) -> UnsafeMutablePointer<LockPrimitive.Storage> {
        (base + Layout.lockOffset).assumingMemoryBound(to: LockPrimitive.Storage.self)
    }

    /// Flag word, lock, value, each at its alignment; constant where `Value` is known.
    @usableFromInline
    struct Layout {
        @usableFromInline let lockOffset: Int
        @usableFromInline let valueOffset: Int
        @usableFromInline let size: Int
        @usableFromInline let alignment: Int

        @inlinable @inline(__always)
        init<Value>(_ type: Value.Type) {
            lockOffset = Self.lockOffset
            valueOffset = Self.valueOffset(of: Value.self)
            size = max(valueOffset + MemoryLayout<Value>.size, 1)
            alignment = max(
                max(MemoryLayout<UInt>.alignment, MemoryLayout<LockPrimitive.Storage>.alignment),
                MemoryLayout<Value>.alignment)
        }

        /// The lock's offset, after the flag word.
        @inlinable @inline(__always)
        static var lockOffset: Int {
            align(MemoryLayout<UInt>.size, to: MemoryLayout<LockPrimitive.Storage>.alignment)
        }

        /// The value's offset, after the lock. Its own function, not the initializer's: every read of a kept
        /// instance inlines it, and a release build of the code that reads one then has no more to fold away.
        @inlinable @inline(__always)
        static func valueOffset<Value>(of type: Value.Type) -> Int {
            align(lockOffset + MemoryLayout<LockPrimitive.Storage>.size, to: MemoryLayout<Value>.alignment)
        }

        @inlinable @inline(__always)
        static func align(_ offset: Int, to alignment: Int) -> Int {
            (offset + alignment - 1) & ~(alignment - 1)
        }
    }
}
