internal import Builtin  // the compiler's own module: its operations may appear in inlinable code whatever the import says
public import CDIPlatform

/// One machine word read and written atomically, at an address its owner allocates and frees.
///
/// Not `Synchronization.Atomic`: that needs macOS 15 / iOS 18, above this package's deployment targets. The
/// operations are the compiler's own atomic builtins (what `Synchronization` and swift-atomics are built on),
/// which lower to plain instructions and need nothing from the OS. Not C functions: a call into C is opaque to
/// Swift's optimizer, which must then assume it may release any object and retains what is borrowed around it;
/// a builtin it knows releases nothing, so the lock-free read paths keep their borrowed references borrowed.
///
/// A Swift stored property has no address a program may keep, so the word lives in memory the owner allocates
/// (or in static storage), and this view holds only its address: copying the view never copies the word.
/// `Unsafe`, as swift-atomics' `UnsafeAtomic`: nothing keeps that memory alive for the view, or checks it is.
@frozen
public struct UnsafeAtomicWord: @unchecked Sendable {
    // @unchecked: the word is only ever reached through the atomic operations below.
    public let address: UnsafeMutablePointer<UInt>

    /// A view of the word at `address`, which the caller keeps allocated for as long as the view is used.
    @inlinable
    public init(at address: UnsafeMutablePointer<UInt>) {
        self.address = address
    }

    /// Words with static storage, zero when the process starts; reading one needs no one-time initialization.
    public enum StaticSlot: Int32, Sendable {
        /// Never written: the flag of an ``UnsafeOnceCell`` that never holds a value.
        case neverSet = 0
        /// DIWrappers: whether a resolver was ever bound, or the process-wide container's address.
        case sharedResolverState = 1
        /// The first of eight words never written: DIRuntime's parameter bindings of an entry that has none.
        case nullWords = 8
    }

    /// The word in `slot`.
    @inlinable
    public static func statically(_ slot: StaticSlot) -> UnsafeAtomicWord {
        UnsafeAtomicWord(at: di_static_words_base + Int(slot.rawValue))
    }

    /// Allocates `count` consecutive words, each set to `initial`; free them with ``deallocate(_:)``.
    public static func allocate(_ count: Int, initial: UInt = 0) -> UnsafeMutablePointer<UInt> {
        let words = UnsafeMutablePointer<UInt>.allocate(capacity: count)
        words.initialize(repeating: initial, count: count)
        return words
    }

    /// Frees words from ``allocate(_:initial:)``.
    public static func deallocate(_ words: UnsafeMutablePointer<UInt>) {
        words.deallocate()
    }

    /// The value, ordered after what the thread that stored it did before a ``store(_:ordering:)-swift.method``
    /// with `.releasing` (with `.acquiring`), or with no ordering (with `.relaxed`).
    @inlinable @inline(__always)
    public func load(ordering: LoadOrdering) -> UInt {
        switch ordering {
        case .acquiring: UInt(Builtin.atomicload_acquire_Word(address._rawValue))
        case .relaxed: UInt(Builtin.atomicload_monotonic_Word(address._rawValue))
        }
    }

    /// `word`, which is not zero, as the address it holds. One conversion, where `UnsafeRawPointer(bitPattern:)`
    /// makes an optional for the caller to unwrap: a branch and two blocks that the optimizer removes only late,
    /// in every function that inlines the read (a user's every resolve and auto-wired registration among them).
    @inlinable @inline(__always)
    public static func address(_ word: UInt) -> UnsafeRawPointer {
        UnsafeRawPointer(Builtin.inttoptr_Word(word._builtinWordValue))
    }

    @inlinable @inline(__always)
    public func store(_ value: UInt, ordering: StoreOrdering) {
        switch ordering {
        case .releasing: Builtin.atomicstore_release_Word(address._rawValue, value._builtinWordValue)
        case .relaxed: Builtin.atomicstore_monotonic_Word(address._rawValue, value._builtinWordValue)
        }
    }

    /// Stores `desired` if the word holds `expected` (acquire-release); returns whether it did and the value
    /// found.
    @inlinable @inline(__always)
    public func compareExchange(expected: UInt, desired: UInt) -> (exchanged: Bool, original: UInt) {
        let (original, exchanged) = Builtin.cmpxchg_acqrel_acquire_Word(
            address._rawValue, expected._builtinWordValue, desired._builtinWordValue)
        return (Bool(exchanged), UInt(original))
    }

    /// Adds `value`, wrapping, with release ordering; returns the new value.
    @inlinable @inline(__always)
    @discardableResult
    public func wrappingAdd(_ value: UInt) -> UInt {
        UInt(Builtin.atomicrmw_add_release_Word(address._rawValue, value._builtinWordValue)) &+ value
    }

    public enum LoadOrdering: Sendable { case acquiring, relaxed }
    public enum StoreOrdering: Sendable { case releasing, relaxed }
}
