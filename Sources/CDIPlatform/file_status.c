#if defined(__APPLE__) && !defined(_DARWIN_C_SOURCE)
// <sys/stat.h> gives `struct stat` its `st_mtimespec` only with Darwin's extensions: a build defining
// _POSIX_C_SOURCE alone gets `st_mtime` and `st_mtimensec` there instead.
#define _DARWIN_C_SOURCE
#elif !defined(__APPLE__)
// POSIX.1-2008's `st_mtim`, also under a strict `-std=c11` (Apple's headers name it differently, below).
#define _POSIX_C_SOURCE 200809L
#endif

#include "di_file_status.h"

#include <errno.h>
#include <sys/stat.h>

int32_t di_file_status_read(const char *_Nonnull path, di_file_status *_Nonnull status) {
    struct stat info;
    if (stat(path, &info) != 0) return errno;
    status->size = (int64_t)info.st_size;
#if defined(__APPLE__)
    // <sys/stat.h> on Apple platforms names it `st_mtimespec` and has no `st_mtim`, neither member nor macro
    // (_POSIX_C_SOURCE without _DARWIN_C_SOURCE, above, would make it `st_mtime` and `st_mtimensec`).
    status->modification_seconds = (int64_t)info.st_mtimespec.tv_sec;
    status->modification_nanoseconds = (int64_t)info.st_mtimespec.tv_nsec;
#else
    status->modification_seconds = (int64_t)info.st_mtim.tv_sec;
    status->modification_nanoseconds = (int64_t)info.st_mtim.tv_nsec;
#endif
    return 0;
}
