// What digen's generation stamp records of a file, read the same way on every platform (the `stat` structure
// names its modification time `st_mtimespec` on Apple platforms and `st_mtim` elsewhere).
#ifndef DI_FILE_STATUS_H
#define DI_FILE_STATUS_H

#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/// A file's size and modification time.
typedef struct di_file_status {
    int64_t size;
    int64_t modification_seconds;
    int64_t modification_nanoseconds;
} di_file_status;

/// Reads the status of the file at `path` (following symbolic links). Returns 0, or the platform's error number.
int32_t di_file_status_read(const char *_Nonnull path, di_file_status *_Nonnull status);

#ifdef __cplusplus
}
#endif

#endif
