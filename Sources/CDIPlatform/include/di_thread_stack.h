// Where the calling thread's stack ends, so a resolve nested too deep stops with an error before it runs off it:
// secondary threads get 512 KiB on Apple platforms, and a chain of factories that never ends would otherwise
// crash the app with a stack overflow.
#ifndef DI_THREAD_STACK_H
#define DI_THREAD_STACK_H

#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/// The calling thread's stack: its lowest address and its size in bytes (stacks grow down, towards `lowest`, on
/// every platform this package supports).
typedef struct di_thread_stack {
    uintptr_t lowest;
    uintptr_t size;
} di_thread_stack;

/// Reads the calling thread's stack. Returns 0, or the platform's error number (then `stack` is zeroed).
int32_t di_thread_stack_read(di_thread_stack *_Nonnull stack);

#ifdef __cplusplus
}
#endif

#endif
