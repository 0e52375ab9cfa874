// Moving a file over another in one step: digen writes each generated file beside its destination and moves it
// into place, so a build never reads a half-written container.
#ifndef DI_FILE_RENAME_H
#define DI_FILE_RENAME_H

#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/// Renames the file at `from` to `to` on the same file system, replacing the file at `to` if there is one: a
/// reader of `to` sees the old file or the new one, never neither (POSIX `rename`). Returns 0, or the platform's
/// error number.
int32_t di_file_rename(const char *_Nonnull from, const char *_Nonnull to);

#ifdef __cplusplus
}
#endif

#endif
