#if defined(__linux__)
#define _GNU_SOURCE
#include <sys/syscall.h>
#include <unistd.h>
#elif defined(__APPLE__)
#include <pthread.h>
#endif

#include "CDISync.h"

uintptr_t di_static_words[16] = {0};
uintptr_t *_Nonnull const di_static_words_base = di_static_words;

#if defined(__linux__) && !defined(__ANDROID__)
__thread void *di_thread_root __attribute__((tls_model("initial-exec"))) = 0;
#endif

int di_is_main_thread(void) {
#if defined(__APPLE__)
    return pthread_main_np() != 0;
#elif defined(__linux__)
    return syscall(SYS_gettid) == getpid();
#else
    return 0;
#endif
}
