// The operating system's lock, with the same behaviour everywhere: re-entering it on the thread that holds it is
// reported, not left to the platform (Apple's `os_unfair_lock` traps there, a futex or a pthread mutex deadlocks).
#ifndef DI_LOCK_H
#define DI_LOCK_H

#include <stdbool.h>
#include <stdint.h>

#include <pthread.h>
#if defined(__APPLE__)
#include <os/lock.h>
#endif

#ifdef __cplusplus
extern "C" {
#endif

/// A lock at an address that never moves (its owner allocates it and never copies it). Swift code treats it as
/// opaque storage and calls only the functions below.
typedef struct di_lock {
#if defined(__APPLE__)
    /// `os_unfair_lock` (<os/lock.h>, iOS 10 / macOS 10.12): never spins, donates priority to the holder.
    os_unfair_lock system;
#elif defined(__linux__)
    /// A futex word (<linux/futex.h>): 0 free, 1 held, 2 held with a thread waiting. Taken and given back by one
    /// atomic operation each when no other thread wants it, where a pthread mutex also checks its kind, its owner
    /// and its robustness. The atomics are C, so ThreadSanitizer sees them in an instrumented build.
    uint32_t system;
#else
    /// A default pthread mutex.
    pthread_mutex_t system;
#endif
    /// The thread holding the lock (``di_thread_identity``), 0 when none does; written only by the holder.
    uintptr_t owner;
} di_lock;

/// Initializes the lock in place, unlocked. Returns 0, or the platform's error number.
int32_t di_lock_initialize(di_lock *_Nonnull lock);

/// Destroys an unlocked lock; its memory may then be freed.
void di_lock_destroy(di_lock *_Nonnull lock);

/// Whether the calling thread holds the lock.
bool di_lock_is_held_by_caller(const di_lock *_Nonnull lock);

#if defined(__linux__)
/// Waits for a futex lock another thread holds (`seen`: the word's value the failed take found). Out of line: only
/// a contended lock gets there.
void di_lock_wait(uint32_t *_Nonnull word, uint32_t seen);
/// Wakes one thread waiting for a futex lock just given back.
void di_lock_wake(uint32_t *_Nonnull word);
#endif

/// A nonzero word naming the calling thread, unique among running threads. Inline, as the lock that records it.
static inline __attribute__((always_inline)) uintptr_t di_thread_identity(void) {
    // `pthread_self` (<pthread.h>) is a pointer on Apple platforms and glibc, an integer on musl; never 0 for a
    // running thread.
    return (uintptr_t)pthread_self();
}

/// Takes the lock, waiting while another thread holds it, and returns true; when the calling thread holds it
/// already, returns false at once and does nothing (the caller decides what re-entry means). Inline: a call to
/// the C library is then the only call an uncontended take makes.
static inline __attribute__((always_inline)) bool di_lock_acquire(di_lock *_Nonnull lock) {
    uintptr_t self = di_thread_identity();
    if (__atomic_load_n(&lock->owner, __ATOMIC_RELAXED) == self) return false;
#if defined(__APPLE__)
    os_unfair_lock_lock(&lock->system);  // <os/lock.h>
#elif defined(__linux__)
    uint32_t seen = 0;
    if (!__atomic_compare_exchange_n(&lock->system, &seen, 1, false, __ATOMIC_ACQUIRE, __ATOMIC_RELAXED)) {
        di_lock_wait(&lock->system, seen);
    }
#else
    int status = pthread_mutex_lock(&lock->system);
    // A default mutex fails only when misused (EINVAL for an uninitialized one); never silently unlocked.
    if (status != 0) __builtin_trap();
#endif
    __atomic_store_n(&lock->owner, self, __ATOMIC_RELAXED);
    return true;
}

/// Releases a lock the calling thread holds.
static inline __attribute__((always_inline)) void di_lock_release(di_lock *_Nonnull lock) {
#if defined(__linux__)
    // A release by a thread that does not hold the lock would free it under its holder: stop instead, as a
    // pthread mutex's EPERM does below.
    if (__atomic_load_n(&lock->owner, __ATOMIC_RELAXED) != di_thread_identity()) __builtin_trap();
#endif
    __atomic_store_n(&lock->owner, 0, __ATOMIC_RELAXED);
#if defined(__APPLE__)
    os_unfair_lock_unlock(&lock->system);  // <os/lock.h>
#elif defined(__linux__)
    if (__atomic_exchange_n(&lock->system, 0, __ATOMIC_RELEASE) == 2) di_lock_wake(&lock->system);
#else
    int status = pthread_mutex_unlock(&lock->system);
    if (status != 0) __builtin_trap();  // EPERM: released by a thread that does not hold it
#endif
}

/// Gives the processor to another thread (`sched_yield`, <sched.h>), for a wait of a few instructions on another
/// thread that may have been preempted.
void di_thread_yield(void);

#ifdef __cplusplus
}
#endif

#endif
