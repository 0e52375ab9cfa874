#ifndef MALLOC_COUNTER_H
#define MALLOC_COUNTER_H

/// Number of malloc / calloc / realloc / aligned allocations made by the process so far.
unsigned long malloc_counter_allocations(void);

/// Bytes currently allocated and not freed (glibc's in-use figure, mmapped blocks included).
unsigned long malloc_counter_bytes_in_use(void);

#endif
