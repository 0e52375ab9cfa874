#!/usr/bin/env bash
# The generator's figures (issue: DIGen back half): resolve speed of a generated container against hand-written
# closures, and `digen generate` on a synthetic app of 10,000 services in 2,000 files and 50 containers —
# fresh, no-op re-run, and whether the generated code type-checks. Release builds; run from anywhere.
# Resolve figures come twice: both contestants in one process, then each from its own process, alternating.
# RESOLVE_ONLY=1 runs the resolve figures alone; RESOLVE_RUNS=n sets the processes per contestant (default 10).
set -euo pipefail
cd "$(dirname "$0")"
work="${TMPDIR:-/tmp}/digen-benchmark"

swift build -c release --product GeneratorBenchmark

echo "== resolve A -> B -> C, A -> D (nonisolated, then main actor: generated container vs hand-written closures)"
.build/release/GeneratorBenchmark

# The same figures with each taken in its own process, hand-written and generated alternating (RESOLVE_RUNS pairs,
# default 10): one process's heap and caches then never favour the contestant measured second.
runs="${RESOLVE_RUNS:-10}"
echo "== the same, each figure from its own process, alternating hand-written and generated, $runs processes each"
for graph in A D main-A; do
    for run in $(seq "$runs"); do
        for which in hand-written generated; do
            echo "$graph $which $(.build/release/GeneratorBenchmark time "$graph" "$which")"
        done
    done
done | python3 -c '
import statistics, sys
times = {}
for line in sys.stdin:
    graph, which, ns = line.split()
    times.setdefault(graph, {}).setdefault(which, []).append(float(ns))
names = {"A": "resolve A", "D": "singleton D", "main-A": "main actor, resolve A"}
for graph, sides in times.items():
    generated, hand = sides["generated"], sides["hand-written"]
    pairs = statistics.median(g / h for g, h in zip(generated, hand))
    print(f"{names[graph]}: generated container {statistics.median(generated):.1f} ns, hand-written closures "
          f"{statistics.median(hand):.1f} ns (medians of {len(generated)} processes); "
          f"median ratio of alternating pairs {pairs:.3f}×")'

# RESOLVE_ONLY=1 stops here, before building digen (a release build of the main package).
[ -n "${RESOLVE_ONLY:-}" ] && exit 0
(cd .. && swift build -c release --product digen)
digen="$(cd .. && swift build -c release --show-bin-path)/digen"

echo "== digen generate: 10,000 services, 2,000 files, 50 containers"
.build/release/GeneratorBenchmark synthesize "$work/app"
rm -rf "$work/out"
for run in fresh no-op no-op; do
    /usr/bin/time -f "$run: %e s wall, %U s user" "$digen" generate --out "$work/out" "$work/app"
done
touch "$work/app/File0.swift"
/usr/bin/time -f "one input touched (full pipeline, outputs unchanged): %e s wall, %U s user" \
    "$digen" generate --out "$work/out" "$work/app"

# Side by side with another digen (main's, say): BASELINE_DIGEN=/path/to/old/digen. Runs alternate old and new,
# fresh output each time, and the medians of wall and CPU time are compared (one figure, one machine state).
if [ -n "${BASELINE_DIGEN:-}" ]; then
    echo "== side by side: $BASELINE_DIGEN (old) and this digen (new), alternating, 20 runs each"
    for run in $(seq 20); do
        for which in old new; do
            binary="$digen"; [ "$which" = old ] && binary="$BASELINE_DIGEN"
            rm -rf "$work/out-$which"
            /usr/bin/time -f "$which %e %U %S" "$binary" generate --out "$work/out-$which" "$work/app" 2>&1 >/dev/null \
                | grep -E "^(old|new) "
        done
    done | awk '{ wall[$1] = wall[$1] " " $2; cpu[$1] = cpu[$1] " " ($3 + $4) }
        END { for (k in wall) print k "|" wall[k] "|" cpu[k] }' | python3 -c '
import statistics, sys
for line in sys.stdin:
    name, wall, cpu = line.strip().split("|")
    print(f"{name}: median wall {statistics.median(map(float, wall.split())):.3f} s, "
          f"median user+sys {statistics.median(map(float, cpu.split())):.3f} s")'
    diff -r -x .digen-stamp "$work/out-old" "$work/out-new" && echo "outputs identical"
fi

# The generated code's type-check cost (issue #20): the app's own sources alone, then with the generated files,
# alternating, TYPECHECK_RUNS of each (default 3); user seconds, as the shared machine's wall time is not theirs.
echo "== the generated code type-checks with the app: swiftc -typecheck -wmo -swift-version 6, app alone and with it"
for run in $(seq "${TYPECHECK_RUNS:-3}"); do
    for which in app app+generated; do
        files=("$work"/app/*.swift)
        [ "$which" = app+generated ] && files+=("$work"/out/*.swift)
        /usr/bin/time -o "$work/typecheck-time" -f "%U" swiftc -typecheck -wmo -swift-version 6 "${files[@]}"
        echo "$which $(cat "$work/typecheck-time")"
    done
done | python3 -c '
import statistics, sys
times = {}
for line in sys.stdin:
    which, user = line.split()
    times.setdefault(which, []).append(float(user))
app, both, runs = statistics.median(times["app"]), statistics.median(times["app+generated"]), len(times["app"])
print(f"app alone {app:.2f} s user, app + generated {both:.2f} s user (medians of {runs}): "
      f"the generated code costs {both - app:.2f} s, {(both - app) / app:.2f}x the app")'
echo "type-check passed"
