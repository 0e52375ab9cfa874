#!/usr/bin/env bash
# CI guard on speed: runs the rows in Benchmarks/instruction-bands.txt under callgrind and fails (exit 1) when a
# row's instructions per iteration over its baseline's leave their band, naming the row, its ratio and its limit.
# Instruction counts do not move with the machine's load, so they can gate a build; times cannot.
#
#   Benchmarks/check-instruction-counts.sh          (needs valgrind: apt-get install valgrind)
#
# Each row runs at 100,000 and 200,000 iterations (plus LoopMeasurement's warm-up of a tenth); the difference
# over 110,000 is the loop's cost with set-up cancelled out. The release build is clean: an incremental release
# build of this package kept code inlined from the library's previous sources.
set -euo pipefail
cd "$(dirname "$0")"
work="$(mktemp -d)"; trap 'rm -rf "$work"' EXIT

rm -rf .build/*/release .build/release
for product in RuntimeBenchmark WrappersBenchmark GeneratorBenchmark; do
    swift build -c release --product "$product" >"$work/build.log" 2>&1 || { cat "$work/build.log"; exit 1; }
    # valgrind 3.19 cannot read the DWARF 5 the toolchain writes; the symbols stay for annotation.
    cp ".build/release/$product" "$work/$product" && strip -g "$work/$product"
done

per_iteration() {  # product, "row:side"
    local counts=()
    for iterations in 100000 200000; do
        PROFILE_ITERATIONS=$iterations SWIFT_DETERMINISTIC_HASHING=1 valgrind --tool=callgrind \
            --callgrind-out-file="$work/out" "$work/$1" profile "${2%%:*}" "${2##*:}" >/dev/null 2>&1
        counts+=("$(awk '/^(summary|totals):/ { print $2; exit }' "$work/out")")
    done
    python3 -c "print(round((${counts[1]} - ${counts[0]}) / 110000, 1))"
}

failures=0
while read -r name product subject baseline limit target; do
    [[ -z "$name" || "$name" == \#* ]] && continue
    s="$(per_iteration "$product" "$subject")"; b="$(per_iteration "$product" "$baseline")"
    verdict="$(python3 -c "r = $s / $b; print('%.2f %s' % (r, 'ok' if r <= $limit else 'OUT'))")"
    ratio="${verdict% *}"
    printf '%-34s %8s / %8s instructions = %s× (limit %s×, target %s)\n' "$name" "$s" "$b" "$ratio" "$limit" "$target"
    if [[ "${verdict#* }" == OUT ]]; then
        echo "error: $name: $ratio× its baseline's instructions, above its band's limit of $limit× (Benchmarks/instruction-bands.txt)"
        failures=$((failures + 1))
    fi
done < instruction-bands.txt
[[ $failures -eq 0 ]] && echo "instruction counts: every row within its band" || exit 1
