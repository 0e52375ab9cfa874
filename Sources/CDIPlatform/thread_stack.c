#if defined(__linux__)
#define _GNU_SOURCE  // pthread_getattr_np
#elif defined(__APPLE__) && !defined(_DARWIN_C_SOURCE)
#define _DARWIN_C_SOURCE  // <pthread.h> declares its `_np` functions only with Darwin's extensions
#endif

#include "di_thread_stack.h"

#include <pthread.h>

int32_t di_thread_stack_read(di_thread_stack *_Nonnull stack) {
    stack->lowest = 0;
    stack->size = 0;
#if defined(__APPLE__)
    // <pthread.h>, Apple's extensions: the stack's highest address, and its size.
    pthread_t self = pthread_self();
    uintptr_t highest = (uintptr_t)pthread_get_stackaddr_np(self);
    size_t size = pthread_get_stacksize_np(self);
    stack->lowest = highest - size;
    stack->size = size;
    return 0;
#elif defined(__linux__)
    // glibc and musl: the thread's attributes, its stack among them (for the main thread, what the stack's
    // resource limit lets it grow to).
    pthread_attr_t attributes;
    int status = pthread_getattr_np(pthread_self(), &attributes);
    if (status != 0) return status;
    void *lowest = 0;
    size_t size = 0;
    status = pthread_attr_getstack(&attributes, &lowest, &size);
    pthread_attr_destroy(&attributes);
    if (status != 0) return status;
    stack->lowest = (uintptr_t)lowest;
    stack->size = size;
    return 0;
#else
    return 38;  // ENOSYS: no way to ask on this platform
#endif
}
