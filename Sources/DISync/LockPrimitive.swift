public import CDIPlatform

/// The operating system's lock, at an address that never moves (`di_lock` in CDIPlatform: `os_unfair_lock` on
/// Apple platforms, a futex word on Linux, a pthread mutex elsewhere), with one behaviour everywhere: taking it
/// again on the thread that holds it is reported to the caller instead of trapping (Apple) or deadlocking.
///
/// ThreadSanitizer sees it: the futex word's atomics are C, instrumented in a sanitized build, where
/// `Synchronization.Mutex`'s are in the standard library, which is not. Taking and giving back are inline C
/// (`di_lock.h`), compiled into the caller: an uncontended take calls only `pthread_self`, where a call into
/// CDIPlatform saved and restored registers around it. Locks are taken on rare paths only (registration, a kept
/// instance's first make, a scope's open and close), never by a resolve of a made singleton.
@frozen
public enum LockPrimitive {
    public typealias Storage = di_lock

    @inlinable
    public static func initialize(_ lock: UnsafeMutablePointer<Storage>) {
        lock.initialize(to: di_lock())
        let status = di_lock_initialize(lock)
        precondition(status == 0, "DISync could not initialize a lock (error \(status))")
    }

    @inlinable
    public static func destroy(_ lock: UnsafeMutablePointer<Storage>) {
        di_lock_destroy(lock)
        lock.deinitialize(count: 1)
    }

    /// Takes the lock and returns true, or returns false at once when this thread holds it already.
    @inlinable @inline(__always)
    public static func acquire(_ lock: UnsafeMutablePointer<Storage>) -> Bool {
        di_lock_acquire(lock)
    }

    /// Takes the lock; this thread must not hold it already (a lock the library holds around its own code only).
    @inlinable @inline(__always)
    public static func lock(_ lock: UnsafeMutablePointer<Storage>) {
        guard acquire(lock) else {
            preconditionFailure("DISync: a lock was taken again on the thread that holds it (a re-entrant call)")
        }
    }

    /// Gives the processor to another thread: for a wait of a few instructions on a thread that may have been
    /// preempted (a reader copying out a value a lock-free cell publishes).
    @inlinable
    public static func yieldThread() {
        di_thread_yield()
    }

    @inlinable @inline(__always)
    public static func unlock(_ lock: UnsafeMutablePointer<Storage>) {
        di_lock_release(lock)
    }
}
