#include "di_lock.h"

#include <pthread.h>
#include <sched.h>

#if defined(__linux__)
#include <linux/futex.h>  // FUTEX_WAIT_PRIVATE, FUTEX_WAKE_PRIVATE
#include <sys/syscall.h>  // SYS_futex
#include <unistd.h>       // syscall
#endif

_Static_assert(sizeof(pthread_t) <= sizeof(uintptr_t), "a thread's identity must fit a word");

void di_thread_yield(void) {
    sched_yield();  // <sched.h>
}

int32_t di_lock_initialize(di_lock *_Nonnull lock) {
    lock->owner = 0;
#if defined(__APPLE__)
    lock->system = OS_UNFAIR_LOCK_INIT;  // <os/lock.h>
    return 0;
#elif defined(__linux__)
    lock->system = 0;
    return 0;
#else
    return pthread_mutex_init(&lock->system, NULL);
#endif
}

void di_lock_destroy(di_lock *_Nonnull lock) {
#if defined(__APPLE__) || defined(__linux__)
    (void)lock;  // an os_unfair_lock (<os/lock.h>) or a futex word needs no teardown
#else
    pthread_mutex_destroy(&lock->system);
#endif
}

bool di_lock_is_held_by_caller(const di_lock *_Nonnull lock) {
    // Relaxed: only the holder writes the owner, so the caller reads its own identity only if it wrote it.
    return __atomic_load_n(&lock->owner, __ATOMIC_RELAXED) == di_thread_identity();
}

#if defined(__linux__)
/// The futex mutex of Drepper's "Futexes Are Tricky" (its third): the word goes to 2 while anyone waits, so the
/// holder knows to wake one when it gives the lock back. Out of line: only a contended lock gets here.
void di_lock_wait(uint32_t *_Nonnull word, uint32_t seen) {
    if (seen != 2) seen = __atomic_exchange_n(word, 2, __ATOMIC_ACQUIRE);
    while (seen != 0) {
        // Sleeps only while the word is still 2; EAGAIN (it changed) and EINTR just try again.
        syscall(SYS_futex, word, FUTEX_WAIT_PRIVATE, 2, NULL, NULL, 0);
        seen = __atomic_exchange_n(word, 2, __ATOMIC_ACQUIRE);
    }
}

void di_lock_wake(uint32_t *_Nonnull word) {
    syscall(SYS_futex, word, FUTEX_WAKE_PRIVATE, 1, NULL, NULL, 0);
}
#endif
