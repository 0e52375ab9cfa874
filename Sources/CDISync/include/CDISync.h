// Atomic operations on plain words, for DISync. The Swift standard library's own atomics
// (`Synchronization.Atomic`) need macOS 15 / iOS 18, above the package's deployment targets; these builtins are
// as old as the compilers and lower to the same instructions (a plain load or store on x86_64, `ldar` / `stlr` on
// arm64), so the lock-free read paths cost what they did. ThreadSanitizer sees them, as it sees any atomic.
//
// `static inline`: Swift imports each body and inlines it, so a call is the instruction, not a function call.
#ifndef CDISYNC_H
#define CDISYNC_H

#include <stdint.h>

static inline uintptr_t di_word_load_acquire(const uintptr_t *address) {
    return __atomic_load_n(address, __ATOMIC_ACQUIRE);
}

static inline uintptr_t di_word_load_relaxed(const uintptr_t *address) {
    return __atomic_load_n(address, __ATOMIC_RELAXED);
}

static inline void di_word_store_release(uintptr_t *address, uintptr_t value) {
    __atomic_store_n(address, value, __ATOMIC_RELEASE);
}

static inline void di_word_store_relaxed(uintptr_t *address, uintptr_t value) {
    __atomic_store_n(address, value, __ATOMIC_RELAXED);
}

/// Returns the value found; it equals `expected` exactly when `desired` was stored (acquire-release).
static inline uintptr_t di_word_compare_exchange(uintptr_t *address, uintptr_t expected, uintptr_t desired) {
    __atomic_compare_exchange_n(address, &expected, desired, 0, __ATOMIC_ACQ_REL, __ATOMIC_ACQUIRE);
    return expected;
}

/// Adds `value` with release ordering and returns the new value (wrapping).
static inline uintptr_t di_word_add_release(uintptr_t *address, uintptr_t value) {
    return __atomic_add_fetch(address, value, __ATOMIC_RELEASE);
}

/// Words with static storage, zero before any code runs, so reading one needs no one-time initialization.
/// Slot 0: a word that is never written (the flag of a ``OnceCell`` that never holds a value).
/// Slot 1: DIWrappers' shared-resolver state.
extern uintptr_t di_static_words[4];

static inline uintptr_t *di_static_word(int slot) {
    return &di_static_words[slot];
}

#endif
