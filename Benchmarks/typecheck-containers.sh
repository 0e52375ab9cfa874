#!/usr/bin/env bash
# What digen's containers cost the type-checker next to the containers a person would write (issue 40: within 1.2x a
# hand-written container of the same graph). GeneratorBenchmark's synthetic Saber app (default 10,000 services in
# 2,000 files and 50 containers) is type-checked alone, with `digen generate`'s containers, and with
# hand-written-containers.py's, by `swiftc -typecheck -wmo -parse-as-library -swift-version 6`; the three alternate,
# RUNS rounds (default 3), and the medians of wall and user seconds are printed with each side's lines per service.
# The containers' cost is each run's time less the app's; their ratio is generated over hand-written. Seconds move
# with the machine's load: check-compile-instructions.sh holds the same comparison (at a small size) to a band.
#
#   Benchmarks/typecheck-containers.sh [SERVICES FILES CONTAINERS]
#
# digen is the debug build (its output does not depend on how it was built). SCRATCH_PATH / MAIN_SCRATCH_PATH build
# the Benchmarks package / the main package outside their .build.
set -euo pipefail
cd "$(dirname "$0")"
services="${1:-10000}"; files="${2:-2000}"; containers="${3:-50}"; runs="${RUNS:-3}"
work="$(mktemp -d)"; trap 'rm -rf "$work"' EXIT
scratch=(${SCRATCH_PATH:+--scratch-path "$SCRATCH_PATH"})
main_scratch=(${MAIN_SCRATCH_PATH:+--scratch-path "$MAIN_SCRATCH_PATH"})
{ swift build -c release "${scratch[@]}" --product GeneratorBenchmark \
    && (cd .. && swift build "${main_scratch[@]}" --product digen); } >"$work/build.log" 2>&1 \
    || { cat "$work/build.log"; exit 1; }
"$(swift build -c release "${scratch[@]}" --show-bin-path)/GeneratorBenchmark" synthesize "$work/app" \
    "$services" "$files" "$containers"
"$(cd .. && swift build "${main_scratch[@]}" --show-bin-path)/digen" generate --out "$work/generated" "$work/app"
python3 hand-written-containers.py "$work/app" "$work/hand-written"
generated_lines="$(cat "$work"/generated/*.swift | wc -l)"; hand_lines="$(cat "$work"/hand-written/*.swift | wc -l)"

for run in $(seq "$runs"); do
    for which in app generated hand-written; do
        sources=("$work"/app/*.swift)
        [[ "$which" == app ]] || sources+=("$work/$which"/*.swift)
        /usr/bin/time -o "$work/time" -f "%e %U" swiftc -typecheck -wmo -parse-as-library -swift-version 6 \
            -module-cache-path "$work/module-cache" "${sources[@]}"
        echo "$which $(cat "$work/time")"
    done
done | python3 -c '
import statistics, sys
services, generated_lines, hand_lines = int(sys.argv[1]), int(sys.argv[2]), int(sys.argv[3])
runs = {}
for line in sys.stdin:
    which, wall, user = line.split()
    runs.setdefault(which, []).append((float(wall), float(user)))
m = {k: [statistics.median(x[i] for x in v) for i in range(2)] for k, v in runs.items()}
app, generated, hand = m["app"], m["generated"], m["hand-written"]
count = len(runs["app"])
for i, unit in ((0, "wall"), (1, "user")):
    g, h = generated[i] - app[i], hand[i] - app[i]
    print(f"{unit}: app alone {app[i]:.2f} s, with generated {generated[i]:.2f} s, with hand-written {hand[i]:.2f} s "
          f"(medians of {count}); the containers cost {g:.2f} s generated, {h:.2f} s hand-written: {g / h:.2f}x")
print(f"lines: generated {generated_lines} ({generated_lines / services:.1f} per service), hand-written {hand_lines} "
      f"({hand_lines / services:.1f} per service)")' "$services" "$generated_lines" "$hand_lines"
