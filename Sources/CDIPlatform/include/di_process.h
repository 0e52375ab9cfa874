#ifndef DI_PROCESS_H
#define DI_PROCESS_H

#include <stdint.h>

/// Ends the process with `status` after flushing its output streams (C's `exit`).
_Noreturn void di_process_exit(int32_t status);

#endif
