#include "di_file_rename.h"

#include <errno.h>
#include <stdio.h>

int32_t di_file_rename(const char *_Nonnull from, const char *_Nonnull to) {
    // `rename` is C's (<stdio.h>), with POSIX's promise that `to` is replaced atomically; declared the same on
    // Apple platforms, glibc and musl.
    return rename(from, to) == 0 ? 0 : errno;
}
