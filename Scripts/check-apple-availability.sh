#!/usr/bin/env bash
# Proves on Linux that the package uses no toolchain API above its Apple deployment targets (`platforms:` in
# Package.swift). Linux does not enforce Apple availability, so without this a `Mutex` (macOS 15) or a
# `Task.immediate` (macOS 26) compiles here and fails only on a Mac.
#
# How:
#   1. The minimums come from `swift package describe`, i.e. Package.swift as SwiftPM evaluates it (so
#      `.iOS(.v17)`, `.iOS("17.0")` and variables all read right). No `platforms:` at all is an error.
#   2. References: the package and its tests are built with an index store (`swift build --build-tests
#      --enable-index-store`), and Scripts/index_store.py reads it with the toolchain's libIndexStore through
#      Python's ctypes. The index holds what the type checker resolved: every reference with its USR and
#      file:line:column, implicit ones too (the initializer `Mutex(0)` calls, an accessor, a literal's
#      initializer). A symbol graph of our own modules would list only declarations, and `-dump-ast` output
#      carries no USRs and is not a stable format.
#   3. Availability: `swift-symbolgraph-extract` of each toolchain module those references reach (Swift,
#      _Concurrency, Synchronization, Foundation / FoundationEssentials, Dispatch, Testing…) gives each
#      declaration's USR and its per-platform `availability`, as the compiler reads the .swiftinterface (macros
#      such as `SwiftStdlib 6.0` expanded). A member inherits what encloses it (`memberOf`, `requirementOf`), so a
#      method of `Atomic` needs what `Atomic` needs. Summaries are cached per toolchain in the scratch folder
#      (Scripts/symbol_graphs.py).
#   4. A reference fails when a declared platform's minimum is below the declaration's `introduced` version (or
#      the declaration is unavailable there), unless the reference sits in code guarded for that platform:
#      inside `if #available(…)` / `while #available(…)`, after `guard #available(…) else { … }`, in a
#      declaration marked `@available(macOS 15, …)`, or in an `#if` clause never compiled for an Apple platform
#      (`#if canImport(Glibc)`, the `#else` of `#if canImport(Darwin)`). Guards are read from the tokens of the
#      few files with findings (Scripts/source_guards.py); any other form, `#unavailable` included, is reported.
#
# Checked: every Swift target, tests included: libraries, the CLI, the plugin's tool, Examples/* (with the files
# the build plugin generates for them), and every test target's sources, the generated code committed under Tests/
# among them. Tests never ship, but SwiftPM builds a test target for the package's minimum deployment targets, so
# every contributor on a Mac compiles them at those minimums (macOS 14): an unguarded `Mutex` in a test is a
# `swift test` that does not build there. Tests use the package's own DISync primitives (`Locked`, `UnsafeAtomicWord`)
# or an `@available` guard.
# And Plugins/, at macOS 13 whatever `platforms:` says: SwiftPM runs a plugin on the developer's machine and
# compiles it for the deployment target of the toolchain's PackagePlugin library (PLUGIN_MINIMUMS in the helper
# says why 13). SwiftPM compiles plugins apart from the build, so the helper indexes them itself, as SwiftPM
# compiles them (swiftc against the toolchain's PackagePlugin module).
#
# Blind spots:
#   - Only code compiled on Linux is seen: `#if os(macOS)` / `#if canImport(Darwin)` branches and Apple-only
#     modules (Darwin, os, UIKit…) are not. C declarations (Glibc) carry no Apple availability here.
#   - Linux's Foundation (swift-foundation, swift-corelibs-foundation), Dispatch and Testing are not Apple's: their
#     annotations can differ from the Apple SDK's. Exit tests (`#expect(processExitsWith:)`) are one such
#     difference: Testing offers them on macOS and Linux, and not on iOS, tvOS, watchOS or visionOS, where a test
#     target that uses them does not compile. So they are checked from the source, before the build
#     (`apple_availability.py exit-tests`): each use must sit in an `#if` clause never compiled for those four.
#   - Apple's compiler ranks a potentially unavailable overload below an available one (swiftlang/swift#29921);
#     Linux's sees no availability, so here a call can resolve to a newer overload than it would on a Mac. A
#     protocol requirement added later with an older default implementation is handled (`&*` on
#     FixedWidthInteger), and so is the `next(isolation:)` a `for await` loop calls (below macOS 15 / iOS 18
#     Apple's compiler calls `next()`); other such overloads are reported (false positives, never silence).
#   - Members of underscored protocols (`_Pointer`, `_ArrayProtocol`) are left out of symbol graphs, so
#     references to them are not checked (`--verbose` names them). References the compiler does not index
#     (the iterator a `for … in` uses, string interpolation's `appendInterpolation`) are not seen.
#
# Usage: Scripts/check-apple-availability.sh [--verbose]   (--verbose names the references it could not check)
# Runtime on 2 cores: about 2 minutes from nothing (build with tests 105 s, symbol graphs 20 s), seconds when nothing
# changed.
# Scratch folder: .build-availability (its own build, so the index-store flag does not rebuild `.build`).
set -euo pipefail
cd "$(dirname "$0")/.."

scratch=.build-availability
helper=Scripts/apple_availability.py

mkdir -p "$scratch"
swift package --scratch-path "$scratch" describe --type json >"$scratch/package.json"
python3 "$helper" minimums "$scratch/package.json"
python3 "$helper" exit-tests "$scratch/package.json"

log="$scratch/build.log"
if ! swift build --scratch-path "$scratch" --enable-index-store --build-tests >"$log" 2>&1; then
  tail -n 40 "$log"
  echo "error: the availability check could not build the package and its tests (full log: $log); fix the" \
    "build, then rerun Scripts/check-apple-availability.sh" >&2
  exit 1
fi

store="$(swift build --scratch-path "$scratch" --show-bin-path)/index/store"
python3 "$helper" check "$scratch/package.json" --scratch "$scratch/availability" --store "$store" "$@"
