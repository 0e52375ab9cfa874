#!/usr/bin/env bash
# A client with C++ interoperability on (Xcode's "C++ and Objective-C Interoperability" setting,
# `-cxx-interoperability-mode=default`) reads every module it imports as C++, CDIPlatform's headers among them:
# DISync and DIRuntime import CDIPlatform publicly, since their inlinable hot paths call it (an `internal import`
# would make each of those a call the client cannot inline). This builds Reproductions/CxxInteropClient, a small
# client of DIRuntime and DIWrappers in that mode, optimized so those hot paths are inlined into it, runs it, and
# fails when it does not compile or does not print what it resolved.
#
# Usage: Scripts/check-cxx-interop.sh   (scratch folder: .build-cxx-interop)
set -euo pipefail
cd "$(dirname "$0")/.."

scratch="$PWD/.build-cxx-interop"
client=Reproductions/CxxInteropClient
log="$scratch/build.log"
build=(swift build -c release --package-path "$client" --scratch-path "$scratch")
mkdir -p "$scratch"
if ! "${build[@]}" -Xswiftc -warnings-as-errors >"$log" 2>&1; then
  grep -E '^[^ |].*(error|warning): ' "$log" | awk '!seen[$0]++' | head -n 20
  echo "error: a client with C++ interoperability on does not build against DIRuntime and DIWrappers (full log:" \
    "$log); CDIPlatform's headers must read as C++ too (<stdbool.h>'s bool, extern \"C\" guards)" >&2
  exit 1
fi
output="$("$("${build[@]}" --show-bin-path)/CxxInteropClient")"
expected="DIRuntime: hello; DIWrappers: hello"
if [ "$output" != "$expected" ]; then
  printf 'error: the C++-interop client printed %q, expected %q\n' "$output" "$expected" >&2
  exit 1
fi
echo "C++ interoperability: a client of DIRuntime and DIWrappers builds and runs with it on ($output)"
