#include "di_lock.h"

#include <pthread.h>

_Static_assert(sizeof(pthread_t) <= sizeof(uintptr_t), "a thread's identity must fit a word");

uintptr_t di_thread_identity(void) {
    // `pthread_self` (<pthread.h>) is a pointer on Apple platforms and glibc, an integer on musl; never 0 for a
    // running thread.
    return (uintptr_t)pthread_self();
}

int32_t di_lock_initialize(di_lock *_Nonnull lock) {
    lock->owner = 0;
#if defined(__APPLE__)
    lock->system = OS_UNFAIR_LOCK_INIT;  // <os/lock.h>
    return 0;
#else
    return pthread_mutex_init(&lock->system, NULL);
#endif
}

void di_lock_destroy(di_lock *_Nonnull lock) {
#if !defined(__APPLE__)
    pthread_mutex_destroy(&lock->system);
#else
    (void)lock;  // an os_unfair_lock needs no teardown (<os/lock.h>)
#endif
}

bool di_lock_is_held_by_caller(const di_lock *_Nonnull lock) {
    // Relaxed: only the holder writes the owner, so the caller reads its own identity only if it wrote it.
    return __atomic_load_n(&lock->owner, __ATOMIC_RELAXED) == di_thread_identity();
}

bool di_lock_acquire(di_lock *_Nonnull lock) {
    uintptr_t self = di_thread_identity();
    if (__atomic_load_n(&lock->owner, __ATOMIC_RELAXED) == self) return false;
#if defined(__APPLE__)
    os_unfair_lock_lock(&lock->system);  // <os/lock.h>
#else
    int status = pthread_mutex_lock(&lock->system);
    // A default mutex fails only when misused (EINVAL for an uninitialized one); never silently unlocked.
    if (status != 0) __builtin_trap();
#endif
    __atomic_store_n(&lock->owner, self, __ATOMIC_RELAXED);
    return true;
}

void di_lock_release(di_lock *_Nonnull lock) {
    __atomic_store_n(&lock->owner, 0, __ATOMIC_RELAXED);
#if defined(__APPLE__)
    os_unfair_lock_unlock(&lock->system);  // <os/lock.h>
#else
    int status = pthread_mutex_unlock(&lock->system);
    if (status != 0) __builtin_trap();  // EPERM: released by a thread that does not hold it
#endif
}
