#include "CDISync.h"

uintptr_t di_static_words[4] = {0, 0, 0, 0};
uintptr_t *const di_static_words_base = di_static_words;
