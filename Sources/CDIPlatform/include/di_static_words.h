// Static storage for DISync's atomic words. The atomic operations themselves are Swift compiler builtins (see
// `UnsafeAtomicWord`): a C function, even a `static inline` one, is a call Swift's optimizer cannot see through.
#ifndef DI_STATIC_WORDS_H
#define DI_STATIC_WORDS_H

#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/// Words with static storage, zero before any code runs, so reading one needs no one-time initialization
/// (a Swift global would be initialized lazily, behind a check on every read).
/// Slot 0: a word that is never written (the flag of an ``UnsafeOnceCell`` that never holds a value).
/// Slot 1: DIWrappers' shared-resolver state (see `UnsafeAtomicWord.StaticSlot`).
/// Slots 8 to 15: never written, read as eight null pointers (DIRuntime's parameter bindings of an entry that has
/// none).
extern uintptr_t di_static_words[16];

/// The address of ``di_static_words``, a constant Swift reads without a call: a C call is opaque to Swift's
/// optimizer, which then retains what is borrowed around it. `_Nonnull`, so Swift imports it as a pointer, not
/// an implicitly unwrapped optional that every read tests for null.
extern uintptr_t *_Nonnull const di_static_words_base;

#ifdef __cplusplus
}
#endif

#endif
