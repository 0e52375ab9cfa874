#if canImport(Glibc)
public import Glibc
#elseif canImport(Musl)
public import Musl
#elseif canImport(Darwin)
public import Darwin
#endif

/// The lock a kept instance is made under, held across the user's factory.
///
/// A `Synchronization.Mutex` cannot be used here: its `withLock` body must return a `sending` value, and the
/// made instance is also stored in the entry. One lock per entry, never a global one, so unrelated resolves
/// never wait for each other.
@usableFromInline
final class CreationLock: @unchecked Sendable {
    // @unchecked: the pthread mutex is the synchronization; it is allocated once and never moved, and
    // `weakInstance` is only touched while it is held.
    @usableFromInline let mutex: UnsafeMutablePointer<pthread_mutex_t>
    /// A `weakSingleton`'s instance, kept here rather than in every entry; read and written under the lock.
    weak var weakInstance: AnyObject?

    @usableFromInline
    init() {
        mutex = .allocate(capacity: 1)
        mutex.initialize(to: pthread_mutex_t())
        pthread_mutex_init(mutex, nil)
    }

    deinit {
        pthread_mutex_destroy(mutex)
        mutex.deallocate()
    }

    @inlinable
    func withLock<Result>(_ body: () throws -> Result) rethrows -> Result {
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        return try body()
    }
}
