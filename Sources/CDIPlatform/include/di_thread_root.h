// The thread-local slot holding DIRuntime's resolution root: one per thread, made on the thread's first resolve,
// freed when the thread ends.
#ifndef DI_THREAD_ROOT_H
#define DI_THREAD_ROOT_H

#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/// The key of the slot (a pthread key, pointer-sized here because its type differs between platforms).
typedef uintptr_t di_thread_root_key;

/// Called with a thread's root when the thread ends; never with null.
typedef void (*di_thread_root_destructor)(void *_Nonnull root);

/// Creates the slot's key, once per process: later calls return the same key and ignore their destructor.
/// Returns 0, or the platform's error number (the process ran out of keys).
int32_t di_thread_root_key_create(di_thread_root_key *_Nonnull key, di_thread_root_destructor _Nonnull destructor);

/// Stores `root` as the calling thread's root. Returns 0, or the platform's error number.
int32_t di_thread_root_set(di_thread_root_key key, void *_Nullable root);

#if defined(__linux__) && !defined(__ANDROID__)
/// A cache of the calling thread's root, beside the pthread key (whose destructor frees the root and clears this
/// first): glibc's `pthread_getspecific` is a call into the C library, paid by every resolve that makes something,
/// where an initial-exec thread-local variable is one load from the thread pointer. Initial-exec: the variable sits
/// in the static TLS block, which a library loaded with the program (how SwiftPM links this package) always has
/// room for. Not on Android, whose bionic keeps pthread keys in the thread's own TLS slots.
extern __thread void *_Nullable di_thread_root_cache __attribute__((tls_model("initial-exec")));

/// The calling thread's root, or null before its first resolve. Inline, so the load is inlined into Swift code.
static inline void *_Nullable di_thread_root_get(di_thread_root_key key) {
    (void)key;
    return di_thread_root_cache;
}
#else
/// The calling thread's root, or null before its first resolve. On Apple platforms `pthread_getspecific` is a
/// few instructions, and a thread-local variable would be a call of its own.
void *_Nullable di_thread_root_get(di_thread_root_key key);
#endif

#ifdef __cplusplus
}
#endif

#endif
