#include "di_static_words.h"

uintptr_t di_static_words[16] = {0};
uintptr_t *_Nonnull const di_static_words_base = di_static_words;
