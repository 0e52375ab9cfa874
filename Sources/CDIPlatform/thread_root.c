#include "di_thread_root.h"

#include <pthread.h>

static pthread_key_t di_thread_root_pthread_key;
static pthread_once_t di_thread_root_once = PTHREAD_ONCE_INIT;
static int32_t di_thread_root_key_status;
static di_thread_root_destructor di_thread_root_user_destructor;

#if defined(__linux__) && !defined(__ANDROID__)
__thread void *_Nullable di_thread_root_cache __attribute__((tls_model("initial-exec"))) = 0;
#endif

/// The key's destructor, as POSIX calls it: only for a thread whose value is not null, which is then already
/// cleared. The cache is cleared first, so a later destructor that resolves makes a new root.
static void di_thread_root_destroy(void *value) {
    if (value == 0) return;
#if defined(__linux__) && !defined(__ANDROID__)
    di_thread_root_cache = 0;
#endif
    __atomic_load_n(&di_thread_root_user_destructor, __ATOMIC_RELAXED)(value);
}

static void di_thread_root_create_key(void) {
    di_thread_root_key_status = pthread_key_create(&di_thread_root_pthread_key, di_thread_root_destroy);
}

int32_t di_thread_root_key_create(di_thread_root_key *_Nonnull key, di_thread_root_destructor _Nonnull destructor) {
    di_thread_root_destructor none = 0;
    __atomic_compare_exchange_n(&di_thread_root_user_destructor, &none, destructor, 0, __ATOMIC_RELAXED,
                                __ATOMIC_RELAXED);
    pthread_once(&di_thread_root_once, di_thread_root_create_key);
    *key = (di_thread_root_key)di_thread_root_pthread_key;
    return di_thread_root_key_status;
}

int32_t di_thread_root_set(di_thread_root_key key, void *_Nullable root) {
#if defined(__linux__) && !defined(__ANDROID__)
    di_thread_root_cache = root;
#endif
    return pthread_setspecific((pthread_key_t)key, root);
}

#if !(defined(__linux__) && !defined(__ANDROID__))
void *_Nullable di_thread_root_get(di_thread_root_key key) {
    return pthread_getspecific((pthread_key_t)key);
}
#endif
