internal import Builtin  // the compiler's own module: its operations may appear in inlinable code whatever the import says

/// One byte read and written atomically with no ordering: for facts computed lazily that every thread computes
/// the same (two threads that both find one missing store the same bits), where a word would cost an object
/// its malloc size class.
///
/// A view on a byte at an address its owner keeps valid for as long as the view is used, as ``UnsafeAtomicWord``.
@frozen
public struct UnsafeAtomicByte {
    public let address: UnsafeMutablePointer<UInt8>

    @inlinable
    public init(at address: UnsafeMutablePointer<UInt8>) {
        self.address = address
    }

    @inlinable @inline(__always)
    public func loadRelaxed() -> UInt8 {
        UInt8(Builtin.atomicload_monotonic_Int8(address._rawValue))
    }

    @inlinable @inline(__always)
    public func storeRelaxed(_ value: UInt8) {
        Builtin.atomicstore_monotonic_Int8(address._rawValue, value._value)
    }

    /// Sets `bits` in one atomic step, so a thread changing other bits at the same moment loses nothing.
    @inlinable @inline(__always)
    public func setBitsRelaxed(_ bits: UInt8) {
        _ = Builtin.atomicrmw_or_monotonic_Int8(address._rawValue, bits._value)
    }

    /// Clears `bits` in one atomic step, as ``setBitsRelaxed(_:)``.
    @inlinable @inline(__always)
    public func clearBitsRelaxed(_ bits: UInt8) {
        _ = Builtin.atomicrmw_and_monotonic_Int8(address._rawValue, (~bits)._value)
    }
}
