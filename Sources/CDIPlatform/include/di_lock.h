// The operating system's lock, with the same behaviour everywhere: re-entering it on the thread that holds it is
// reported, not left to the platform (Apple's `os_unfair_lock` traps there, a futex or a pthread mutex deadlocks).
#ifndef DI_LOCK_H
#define DI_LOCK_H

#include <stdbool.h>
#include <stdint.h>

#if defined(__APPLE__)
#include <os/lock.h>
#elif !defined(__linux__)
#include <pthread.h>
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

/// Takes the lock, waiting while another thread holds it, and returns true; when the calling thread holds it
/// already, returns false at once and does nothing (the caller decides what re-entry means).
bool di_lock_acquire(di_lock *_Nonnull lock);

/// Releases a lock the calling thread holds.
void di_lock_release(di_lock *_Nonnull lock);

/// Whether the calling thread holds the lock.
bool di_lock_is_held_by_caller(const di_lock *_Nonnull lock);

/// A nonzero word naming the calling thread, unique among running threads.
uintptr_t di_thread_identity(void);

/// Gives the processor to another thread (`sched_yield`, <sched.h>), for a wait of a few instructions on another
/// thread that may have been preempted.
void di_thread_yield(void);

#ifdef __cplusplus
}
#endif

#endif
