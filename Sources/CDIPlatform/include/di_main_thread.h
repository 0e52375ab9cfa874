#ifndef DI_MAIN_THREAD_H
#define DI_MAIN_THREAD_H

/// Whether the calling thread is the process's main thread (`pthread_main_np` on Apple platforms; on Linux,
/// whether its thread id is the process id). A system call on Linux: callers ask once per thread.
_Bool di_is_main_thread(void);

#endif
