#ifndef DI_MAIN_THREAD_H
#define DI_MAIN_THREAD_H

#include <stdbool.h>

#ifdef __cplusplus
extern "C" {
#endif

/// Whether the calling thread is the process's main thread (`pthread_main_np` on Apple platforms; on Linux,
/// whether its thread id is the process id). A system call on Linux: callers ask once per thread.
bool di_is_main_thread(void);

#ifdef __cplusplus
}
#endif

#endif
