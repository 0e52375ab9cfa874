#!/usr/bin/env bash
# Swift code never talks to the operating system directly (DESIGN.md, Platforms): what it needs from the OS is a
# function or type of Sources/CDIPlatform, whose prototypes Swift imports with one signature on every platform.
# Code that only Apple platforms compile is never compiled on this machine, so the rule is checked as text: this
# fails on any Swift file under Sources/ that
#   - imports an OS module (Darwin, Glibc, Musl, Android, Bionic, WinSDK, ucrt, os),
#   - branches on the platform (`#if os(…)`, `arch(…)`, `targetEnvironment(…)`, `canImport(…)` of an OS module), or
#   - calls an OS function that Foundation re-exports (pthread_*, os_unfair_lock*, stat, exit, syscall, …):
#     as a free call (`exit(1)`, not `.exit(`), as `remove(path)` / `rename(from, to)` (no argument labels, so
#     not a method such as `remove(entry, from: &state)`), or through a module (`Foundation.exit(1)`).
# Plugins/ is not checked: its `canImport(XcodeProjectPlugin)` branch is SwiftPM's and Xcode's API, not the OS's.
#
# Usage: Scripts/check-platform-layer.sh [ROOT]   (ROOT defaults to the package; prints each offending line)
set -euo pipefail
cd "${1:-$(dirname "$0")/..}"

modules='Darwin|Glibc|Musl|Android|Bionic|WinSDK|ucrt|os'
imports="^[[:space:]]*(@_exported[[:space:]]+)?((public|package|internal|fileprivate|private)[[:space:]]+)?import[[:space:]]+(struct[[:space:]]+|func[[:space:]]+|var[[:space:]]+|enum[[:space:]]+|class[[:space:]]+)?(${modules})([[:space:].]|$)"
branches="^[[:space:]]*#(if|elseif)\b.*\b(os|arch|targetEnvironment)\(|^[[:space:]]*#(if|elseif)\b.*\bcanImport\((${modules})(\.[A-Za-z_.]+)?\)"
# Names no Swift code here declares: any free call is the C function (not `.write(`, not a declaration), in code
# (not after `//`).
os_functions='pthread_\w+|os_unfair_lock\w*|stat|lstat|fstat|exit|_exit|abort|atexit|syscall|sysctl\w*|getpid|gettid|mach_\w+|dlopen|dlsym|sched_yield|usleep|nanosleep|clock_gettime|gettimeofday|getenv|setenv|sigaction|mmap|munmap|sysconf|strerror|perror|fopen|fclose|fread|fwrite|fgets|fputs|fprintf|fflush|isatty|unlink|mkstemp|mkdtemp|tmpfile|realpath|mkdir|rmdir|chdir|getcwd|popen|pclose|fork|execv\w*|posix_spawn\w*|waitpid|malloc|calloc|realloc'
calls="(?<![.\\w])(?<!func )(${os_functions})\\s*\\("
# Names a type may use for its own methods too (`remove(entry, from: &state)`): the C function's call has no
# argument label, so a call whose arguments up to its first `)` hold none is the C one (`remove(path)`).
unlabeled_calls='(?<![.\w])(?<!func )(remove|rename)\s*\((?:(?!\w\s*:(?!:)).)*?\)'
# Any of them, and the C library's other common names, called through a module (`Foundation.exit(1)`).
qualified_calls="\\b(Foundation|Glibc|Darwin|Musl|Android|Bionic|WinSDK|ucrt)\\.(${os_functions}|remove|rename|open|close|read|write|free|system|signal|raise|kill|sleep|time|access|link|symlink|chmod)\\s*\\("

found=0
report() {
  local label=$1 hits=$2
  if [ -n "$hits" ]; then
    printf '%s\n' "$hits" | sed "s/\$/    <- $label/"
    found=1
  fi
}
report "imports an OS module" "$(git grep -nE "$imports" -- 'Sources/*.swift' || true)"
report "branches on the platform" "$(git grep -nE "$branches" -- 'Sources/*.swift' || true)"
report "calls the OS directly" "$(git grep -nP "^(?:(?!//).)*?$calls" -- 'Sources/*.swift' || true)"
report "calls the OS directly" "$(git grep -nP "^(?:(?!//).)*?$unlabeled_calls" -- 'Sources/*.swift' || true)"
report "calls the OS through a module" "$(git grep -nP "^(?:(?!//).)*?$qualified_calls" -- 'Sources/*.swift' || true)"

if [ "$found" -ne 0 ]; then
  echo >&2
  echo "error: Swift code under Sources/ must reach the operating system only through CDIPlatform (DESIGN.md," \
    "Platforms): add a C function with an explicit-nullability, fixed-width prototype to Sources/CDIPlatform and" \
    "call that instead" >&2
  exit 1
fi
echo "platform layer: no Swift file under Sources/ imports an OS module, branches on the platform or calls the OS" \
  "(C layer: $(cd Sources/CDIPlatform && ls *.c | tr '\n' ' ' | sed 's/ $//'))"
