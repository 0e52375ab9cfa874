#if defined(__linux__)
#define _GNU_SOURCE
#include <sys/syscall.h>
#include <unistd.h>
#elif defined(__APPLE__)
#if !defined(_DARWIN_C_SOURCE)
#define _DARWIN_C_SOURCE  // <pthread.h> declares its `_np` functions only with Darwin's extensions
#endif
#include <pthread.h>
#endif

#include "di_main_thread.h"

bool di_is_main_thread(void) {
#if defined(__APPLE__)
    return pthread_main_np() != 0;  // <pthread.h>, Apple's extension
#elif defined(__linux__)
    return syscall(SYS_gettid) == getpid();
#else
    return false;
#endif
}
