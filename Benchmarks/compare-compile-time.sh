#!/usr/bin/env bash
# Release compile time of one file of N registrations against two revisions of the library side by side: each
# revision's release modules are built once, then the same file is compiled against each in turn, ROUNDS times,
# alternating, so drift on a shared machine hits both alike. Prints the median user and wall seconds and the
# object's size per revision, and new/old. MODE picks the registrations as compile-time.sh's does (the file is
# generate-registrations.py's, shared with it and the CI guard): `plain` (default, `{ _ in S42() }`), `resolving`,
# `autowired`.
#
#   Benchmarks/compare-compile-time.sh OLD NEW [N]      e.g. f490e00 HEAD 300; ROUNDS=9 by default
#   MODE=resolving Benchmarks/compare-compile-time.sh 39ffed0 HEAD 300
set -euo pipefail
cd "$(dirname "$0")/.."
old="${1:?usage: compare-compile-time.sh OLD NEW [N]}"; new="${2:?usage: compare-compile-time.sh OLD NEW [N]}"
n="${3:-300}"; rounds="${ROUNDS:-9}"
mode="${MODE:-plain}"
case "$mode" in plain|resolving|autowired|scoped) ;; *) echo "error: MODE must be plain, resolving, autowired or scoped (got '$mode')" >&2; exit 2;; esac
work="$(mktemp -d)"; trap 'git worktree remove --force "$work/old" 2>/dev/null; git worktree remove --force "$work/new" 2>/dev/null; rm -rf "$work"' EXIT

for side in old new; do
    revision="$old"; [[ "$side" == new ]] && revision="$new"
    git worktree add -q --detach "$work/$side" "$revision"
    (cd "$work/$side" && swift build -c release --target DIRuntime >"$work/build.log" 2>&1) || { cat "$work/build.log"; exit 1; }
done
python3 Benchmarks/generate-registrations.py DIRuntime "$n" "$work/Registrations.swift" "$mode"
for round in $(seq "$rounds"); do
    for side in old new; do
        bin="$(cd "$work/$side" && swift build -c release --show-bin-path)"
        # A round must not find the last round's object: the frontend skips LLVM for an object whose module hash
        # matches (its incremental code generation), and the round would time the frontend without it.
        rm -f "$work/$side.o"
        /usr/bin/time -f "%e %U" -o "$work/time" swiftc -O -wmo -module-name Registrations -parse-as-library -c \
            -swift-version 6 -I "$bin/Modules" -Xcc "-fmodule-map-file=$bin/CDIPlatform.build/module.modulemap" \
            "$work/Registrations.swift" -o "$work/$side.o"
        echo "$side $(cat "$work/time") $(stat -c %s "$work/$side.o")"
    done
done | python3 -c '
import statistics, sys
runs = {}
for line in sys.stdin:
    side, wall, user, size = line.split()
    runs.setdefault(side, []).append((float(wall), float(user), int(size)))
m = {k: [statistics.median(x[i] for x in v) for i in range(3)] for k, v in runs.items()}
for side in ("old", "new"):
    print(f"{side}: user {m[side][1]:.3f} s, wall {m[side][0]:.3f} s, object {m[side][2]:.0f} bytes (median of {len(runs[side])})")
old, new = m["old"], m["new"]
print(f"new / old: user {new[1] / old[1]:.3f}x, wall {new[0] / old[0]:.3f}x, object {new[2] / old[2]:.3f}x")'
