#!/usr/bin/env bash
# Compiles every fenced ```swift block of README.md and of every DocC article (Sources/*/*.docc/*.md) against the
# library as it is now, so a sample that stops compiling fails CI at its Markdown file and line:
#
#   Sources/DIRuntime/DIRuntime.docc/GettingStarted.md:42:11: error: cannot find 'bootstrapp' in scope
#
# Writing samples (how to mark a block; the marker is an HTML comment on the line right before the fence, which
# GitHub and DocC both hide):
#
#   <!-- sample: fragment: why -->        not compiled: an excerpt (a Package.swift line, code with `…` elisions)
#   <!-- sample: compile-error: message --> compiled, and must fail with an error containing `message`
#   <!-- sample: other-library: name -->  not compiled: code of the library a migration guide starts from (Dip…)
#   <!-- sample: continues -->            compiled after the file's previous swift block, in the same module
#
#   <!-- sample-context
#   ```swift                              hidden Swift the following blocks of the file compile with (the types
#   @MainActor final class Database {}    they mention); the next sample-context replaces it. The fence keeps
#   ```                                   DocC from reading a line that starts with '@' as a directive.
#   -->
#
# A block compiles as a main.swift of its own (top-level statements allowed), importing its catalog's module
# (README.md: DIWrappers, which re-exports DIRuntime and DIGraph), in the Swift 6 language mode. Warnings are not
# reported: samples leave values unused on purpose. Every other block is compiled, so an unmarked block that does
# not compile is a failure, and so is a marker without a reason.
#
# How: the library is built with CI's first-step flags (a no-op after that step), then Scripts/doc_samples.py
# writes one small module per block (or chain of `continues` blocks) under .build-doc-samples/ and runs
# `swiftc -emit-sil` on them in parallel against the modules that build made: type checking plus the Swift 6
# data-race and initialization diagnostics, no code generation, no second package build.
# Output: one summary line, then one line per skipped block with its reason; on a failure the compiler's errors.
set -euo pipefail
cd "$(dirname "$0")/.."

build_flags=(--build-tests -Xswiftc -warnings-as-errors)   # .ci/run's first step
log=$(mktemp)
trap 'rm -f "$log"' EXIT
if ! swift build "${build_flags[@]}" >"$log" 2>&1; then cat "$log"; exit 1; fi
bin="$(swift build "${build_flags[@]}" --show-bin-path)"

work=.build-doc-samples
rm -rf "$work"
mkdir -p "$work"
mapfile -t files < <(ls README.md Sources/*/*.docc/*.md)
exec python3 Scripts/doc_samples.py "$PWD" "$bin" "$work" "${files[@]}"
