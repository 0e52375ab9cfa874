#include "di_process.h"

#include <stdlib.h>

_Noreturn void di_process_exit(int32_t status) {
    exit(status);
}
