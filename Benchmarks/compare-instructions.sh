#!/usr/bin/env bash
# Instructions per iteration of RuntimeBenchmark and WrappersBenchmark rows, for two revisions of the library side
# by side, from callgrind (instruction counts do not move with the machine's load, which times on a shared machine
# do). Both revisions are built with *this* checkout's Benchmarks sources, so only the library differs.
#
#   Benchmarks/compare-instructions.sh OLD NEW       e.g. dc6dc7f HEAD
#
# Each row runs twice, at 100,000 and 200,000 iterations (plus LoopMeasurement's warm-up of a tenth); the
# difference divided by 110,000 is the loop's cost per iteration, with set-up cancelled out. Ratios are subject /
# baseline within one revision: RuntimeBenchmark's rows against row 0 (hand-written closures), WrappersBenchmark's
# subjects against their own baselines. Needs valgrind (apt-get install valgrind). Release builds are clean:
# an incremental release build of this package kept code inlined from the library's previous revision.
set -euo pipefail
cd "$(dirname "$0")/.."
old="${1:?usage: compare-instructions.sh OLD NEW}"; new="${2:?usage: compare-instructions.sh OLD NEW}"
work="$(mktemp -d)"; trap 'git worktree remove --force "$work/old" 2>/dev/null; git worktree remove --force "$work/new" 2>/dev/null; rm -rf "$work"' EXIT
runtime_rows="${RUNTIME_ROWS:-0 1 2 3 4}"
wrapper_rows="${WRAPPER_ROWS:-0 1 2 3 4 5 6 7 8 9 10 11 12 13 14 15}"

build() {  # revision, name
    git worktree add -q --detach "$work/$2" "$1"
    rm -rf "$work/$2/Benchmarks" && cp -R Benchmarks "$work/$2/Benchmarks" && rm -rf "$work/$2/Benchmarks/.build"
    (cd "$work/$2/Benchmarks" && swift build -c release --product RuntimeBenchmark >"$work/build.log" 2>&1 \
        && swift build -c release --product WrappersBenchmark >>"$work/build.log" 2>&1) || { cat "$work/build.log"; exit 1; }
    for product in RuntimeBenchmark WrappersBenchmark; do
        # valgrind 3.19 cannot read the DWARF 5 the toolchain writes; the symbols stay for annotation.
        cp "$work/$2/Benchmarks/.build/release/$product" "$work/$2-$product" && strip -g "$work/$2-$product"
    done
}

per_iteration() {  # binary, arguments…
    local binary="$1"; shift
    local counts=()
    for iterations in 100000 200000; do
        PROFILE_ITERATIONS=$iterations SWIFT_DETERMINISTIC_HASHING=1 valgrind --tool=callgrind \
            --callgrind-out-file="$work/out" "$binary" profile "$@" >/dev/null 2>&1
        counts+=("$(awk '/^(summary|totals):/ { print $2; exit }' "$work/out")")
    done
    python3 -c "print(round((${counts[1]} - ${counts[0]}) / 110000, 1))"
}

build "$old" old
build "$new" new
ratio() { python3 -c "print('%.2f' % ($1 / $2))"; }
change() { python3 -c "print('%+.1f%%' % (($2 / $1 - 1) * 100))"; }

echo "RuntimeBenchmark: instructions per resolve (old -> new), ratio to the hand-written closures (row 0)"
for side in A D; do
    base_old="$(per_iteration "$work/old-RuntimeBenchmark" 0 $side)"; base_new="$(per_iteration "$work/new-RuntimeBenchmark" 0 $side)"
    for row in $runtime_rows; do
        o="$(per_iteration "$work/old-RuntimeBenchmark" "$row" $side)"; n="$(per_iteration "$work/new-RuntimeBenchmark" "$row" $side)"
        echo "  row $row $side: $o -> $n ($(change "$o" "$n")); ratio $(ratio "$o" "$base_old") -> $(ratio "$n" "$base_new")"
    done
done
echo "WrappersBenchmark: instructions per operation, subject / baseline (old -> new)"
for row in $wrapper_rows; do
    os="$(per_iteration "$work/old-WrappersBenchmark" "$row" subject)"; ob="$(per_iteration "$work/old-WrappersBenchmark" "$row" baseline)"
    ns="$(per_iteration "$work/new-WrappersBenchmark" "$row" subject)"; nb="$(per_iteration "$work/new-WrappersBenchmark" "$row" baseline)"
    echo "  row $row: $os / $ob -> $ns / $nb; ratio $(ratio "$os" "$ob") -> $(ratio "$ns" "$nb") ($(change "$(ratio "$os" "$ob")" "$(ratio "$ns" "$nb")"))"
done
