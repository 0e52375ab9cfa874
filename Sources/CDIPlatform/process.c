#include "di_process.h"

#include <stdlib.h>

__attribute__((noreturn)) void di_process_exit(int32_t status) {
    exit(status);
}
