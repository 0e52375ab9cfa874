#if canImport(Darwin)
public import Darwin
#elseif canImport(Glibc)
public import Glibc
#elseif canImport(Musl)
public import Musl
#endif

/// The operating system's lock, at an address that never moves: `os_unfair_lock` on Apple platforms (iOS 10 /
/// macOS 10.12; it never spins and donates priority to the holder), a pthread mutex elsewhere.
///
/// ThreadSanitizer sees both (it intercepts pthread mutexes on Linux), which it cannot do for
/// `Synchronization.Mutex`, a futex it never hears of.
@frozen
public enum LockPrimitive {
    #if canImport(Darwin)
    public typealias Storage = os_unfair_lock
    #else
    public typealias Storage = pthread_mutex_t
    #endif

    @inlinable
    public static func initialize(_ lock: UnsafeMutablePointer<Storage>) {
        #if canImport(Darwin)
        lock.initialize(to: os_unfair_lock())
        #else
        lock.initialize(to: pthread_mutex_t())
        let status = pthread_mutex_init(lock, nil)
        precondition(status == 0, "pthread_mutex_init failed: \(status)")
        #endif
    }

    @inlinable
    public static func destroy(_ lock: UnsafeMutablePointer<Storage>) {
        #if !canImport(Darwin)
        pthread_mutex_destroy(lock)
        #endif
        lock.deinitialize(count: 1)
    }

    @inlinable @inline(__always)
    public static func lock(_ lock: UnsafeMutablePointer<Storage>) {
        #if canImport(Darwin)
        os_unfair_lock_lock(lock)
        #else
        pthread_mutex_lock(lock)
        #endif
    }

    @inlinable @inline(__always)
    public static func unlock(_ lock: UnsafeMutablePointer<Storage>) {
        #if canImport(Darwin)
        os_unfair_lock_unlock(lock)
        #else
        pthread_mutex_unlock(lock)
        #endif
    }
}
