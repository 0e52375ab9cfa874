// The package's one door to the operating system. Swift code never imports Darwin, Glibc or Musl and never
// branches on the platform: what it needs from the OS is declared here, with explicit nullability and fixed-width
// or pointer-sized types, so Swift imports one signature on every platform. The differences live in the C files
// beside this folder, each Apple-specific call commented with the header that declares it.
// Clients read these headers too, and as C++ when they turn C++ interoperability on: DISync's and DIRuntime's
// inlinable hot paths call them, so those modules import CDIPlatform publicly. Hence C that is also C++: <stdbool.h>'s
// `bool`, `extern "C"` around every declaration, `__attribute__((noreturn))` (Scripts/check-cxx-interop.sh).
#ifndef CDIPLATFORM_H
#define CDIPLATFORM_H

#include "di_static_words.h"
#include "di_lock.h"
#include "di_thread_root.h"
#include "di_thread_stack.h"
#include "di_main_thread.h"
#include "di_file_status.h"
#include "di_file_rename.h"
#include "di_process.h"

#endif
