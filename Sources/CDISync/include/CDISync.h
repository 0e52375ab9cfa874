// Static storage for DISync's atomic words. The atomic operations themselves are Swift compiler builtins (see
// `AtomicWord`): a C function, even a `static inline` one, is a call Swift's optimizer cannot see through.
#ifndef CDISYNC_H
#define CDISYNC_H

#include <stdint.h>

/// Words with static storage, zero before any code runs, so reading one needs no one-time initialization
/// (a Swift global would be initialized lazily, behind a check on every read).
/// Slot 0: a word that is never written (the flag of a ``OnceCell`` that never holds a value).
/// Slot 1: DIWrappers' shared-resolver state (see `AtomicWord.StaticSlot`).
/// Slots 8 to 15: never written, read as eight null pointers (DIRuntime's parameter bindings of an entry that has
/// none).
extern uintptr_t di_static_words[16];

/// The address of ``di_static_words``, a constant Swift reads without a call: a C call is opaque to Swift's
/// optimizer, which then retains what is borrowed around it. `_Nonnull`, so Swift imports it as a pointer, not
/// an implicitly unwrapped optional that every read tests for null.
extern uintptr_t *_Nonnull const di_static_words_base;

#if defined(__linux__) && !defined(__ANDROID__)
/// DIRuntime's resolution root of the calling thread, or null before its first resolve: a cache of what its
/// pthread key holds (the key's destructor frees the root, and clears this first). On Linux only (not Android,
/// whose Swift code is not `os(Linux)` and keeps the pthread key): glibc's
/// `pthread_getspecific` is a call of about twenty instructions, paid by every resolve that makes something,
/// where an initial-exec thread-local variable is one load from the thread pointer. On Apple platforms
/// `pthread_getspecific` is already a few instructions, and a thread-local variable would be a call.
/// Initial-exec: the variable sits in the static TLS block, which a library loaded with the program (how
/// SwiftPM links this package) always has room for.
extern __thread void *_Nullable di_thread_root __attribute__((tls_model("initial-exec")));

/// The calling thread's cached root (see ``di_thread_root``). Inline, so the load is inlined into Swift code.
static inline void *_Nullable di_thread_root_get(void) { return di_thread_root; }

/// Sets the calling thread's cached root (see ``di_thread_root``).
static inline void di_thread_root_set(void *_Nullable root) { di_thread_root = root; }
#endif

/// Whether the calling thread is the process's main thread (`pthread_main_np` on Apple platforms; on Linux,
/// whether its thread id is the process id). A system call on Linux: callers ask once per thread.
int di_is_main_thread(void);

#endif
