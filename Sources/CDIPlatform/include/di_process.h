#ifndef DI_PROCESS_H
#define DI_PROCESS_H

#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/// Ends the process with `status` after flushing its output streams (C's `exit`).
__attribute__((noreturn)) void di_process_exit(int32_t status);

#ifdef __cplusplus
}
#endif

#endif
