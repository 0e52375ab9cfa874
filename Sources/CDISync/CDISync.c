#include "CDISync.h"

uintptr_t di_static_words[4] = {0, 0, 0, 0};
