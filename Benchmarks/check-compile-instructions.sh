#!/usr/bin/env bash
# CI guard on build cost (issue 40): counts the compiler's own work with callgrind and fails (exit 1) when a row of
# Benchmarks/compile-instruction-bands.txt leaves its band, naming the row, both sides' counts, its ratio and limit.
# Compile seconds move with the machine's load (and this machine is shared); the instructions swift-frontend runs
# for a given input do not, so they can gate a build where compile-time.sh's seconds cannot.
#
#   Benchmarks/check-compile-instructions.sh          (needs valgrind: apt-get install valgrind)
#
# What it compiles, each under `valgrind --tool=callgrind` as the frontend job `swiftc -###` prints (the driver
# only spawns it; the work is the frontend's):
# - per registration style (generate-registrations.py: plain factories, factories that resolve, auto-wired, plain
#   factories in a scope's declaration against Swinject's in a child container), one
#   file of N registrations for DIRuntime and the same for Swinject, `-O -wmo -parse-as-library -c` against the
#   release modules; and once per library the file with no registrations, whose count (the frontend's start, the
#   import) is taken off both sides, so the ratio is the registrations' own cost;
# - the synthetic Saber app of GeneratorBenchmark (S services) type-checked (`-typecheck -wmo`) alone, with digen's
#   containers, and with hand-written-containers.py's; the containers' cost is each run's count less the app's.
# The clang module cache is private to the run and warmed first, so no count includes building it. The frontend
# runs with SWIFT_DETERMINISTIC_HASHING=1: parts of its optimizer are written in Swift, whose hashing is seeded per
# process, and the order they visit things in changes its work from one run to the next on the same input
# (Benchmarks/README.md has the figures).
#
# N (registrations, default 30) and S (services, default 400) are small so the whole guard takes about seven
# minutes; the counts per registration are steady from N = 20 up. SCRATCH_PATH / MAIN_SCRATCH_PATH build the
# Benchmarks package / the main package somewhere other than their .build (a second checkout on one machine).
set -euo pipefail
cd "$(dirname "$0")"
n="${N:-30}"; services="${S:-400}"
work="$(mktemp -d)"; trap 'rm -rf "$work"' EXIT
scratch=(${SCRATCH_PATH:+--scratch-path "$SCRATCH_PATH"})
main_scratch=(${MAIN_SCRATCH_PATH:+--scratch-path "$MAIN_SCRATCH_PATH"})

# The release modules the registration files import (as compile-time.sh), the synthetic app's writer, and digen
# (a debug build: its output does not depend on how it was built, and CI has built it already).
{ swift build -c release "${scratch[@]}" --target DIRuntime \
    && swift build -c release "${scratch[@]}" --target Swinject \
    && swift build -c release "${scratch[@]}" --product GeneratorBenchmark \
    && (cd .. && swift build "${main_scratch[@]}" --product digen); } >"$work/build.log" 2>&1 \
    || { cat "$work/build.log"; exit 1; }
bin="$(swift build -c release "${scratch[@]}" --show-bin-path)"
digen="$(cd .. && swift build "${main_scratch[@]}" --show-bin-path)/digen"
cache="$work/module-cache"

# frontend_job SWIFTC_ARGUMENTS... -> the one swift-frontend command line swiftc would run, one argument per line
frontend_job() {
    swiftc -module-cache-path "$cache" "$@" -### | python3 -c '
import shlex, sys
jobs = [shlex.split(line) for line in sys.stdin if line.strip()]
if len(jobs) != 1 or not jobs[0][0].endswith("swift-frontend"):
    sys.exit("error: expected swiftc to run one swift-frontend job, it would run:\n" + "\n".join(map(shlex.join, jobs)))
print("\n".join(jobs[0]))'
}

# instructions NAME SWIFTC_ARGUMENTS... -> swift-frontend's instruction count for that compile, run under callgrind
instructions() {
    local name="$1"; shift
    mapfile -t job < <(frontend_job "$@")
    [[ ${#job[@]} -gt 1 ]] || exit 1
    "${job[@]}" >"$work/warm.log" 2>&1 || { echo "error: $name does not compile:"; cat "$work/warm.log"; exit 1; } >&2
    # The frontend skips LLVM's optimization and code generation when the object it is to write exists and holds
    # the same module's hash (its incremental code generation): the counted run must not find the warm run's.
    rm -f "$work"/*.o
    SWIFT_DETERMINISTIC_HASHING=1 valgrind --tool=callgrind --callgrind-out-file="$work/callgrind.out" "${job[@]}" \
        >"$work/valgrind.log" 2>&1 \
        || { echo "error: $name under callgrind failed:"; tail -20 "$work/valgrind.log"; exit 1; } >&2
    awk '/^(summary|totals):/ { print $2; exit }' "$work/callgrind.out"
}

release=(-O -wmo -parse-as-library -c -swift-version 6 -I "$bin/Modules"
         -Xcc "-fmodule-map-file=$bin/CDIPlatform.build/module.modulemap")
registrations() {  # library, N, style -> instructions
    python3 generate-registrations.py "$1" "$2" "$work/$1-$2-$3.swift" "$3"
    instructions "$1 $3 x$2" "${release[@]}" -module-name "Registrations$1" "$work/$1-$2-$3.swift" \
        -o "$work/$1.o"
    # The object is there only if the counted run wrote it, so LLVM's work is in the count.
    [[ -s "$work/$1.o" ]] || { echo "error: $1 $3 x$2: the counted compile wrote no object" >&2; exit 1; }
}

typecheck=(-typecheck -wmo -parse-as-library -swift-version 6 -module-name App)
declare -A fixed=()
measure() {  # style -> sets subject and baseline (instructions less the fixed cost) and their names
    local style="$1"
    if [[ "$style" == typecheck ]]; then
        if [[ -z "${fixed[app]:-}" ]]; then
            "$bin/GeneratorBenchmark" synthesize "$work/app" "$services" "$((services / 5))" 4 >/dev/null
            "$digen" generate --out "$work/generated" "$work/app" >/dev/null 2>&1
            python3 hand-written-containers.py "$work/app" "$work/hand-written" >/dev/null
            fixed[app]="$(instructions "app alone" "${typecheck[@]}" "$work"/app/*.swift)"
        fi
        subject="$(instructions "app + generated" "${typecheck[@]}" "$work"/app/*.swift "$work"/generated/*.swift)"
        baseline="$(instructions "app + hand-written" "${typecheck[@]}" "$work"/app/*.swift \
            "$work"/hand-written/*.swift)"
        subject=$((subject - fixed[app])); baseline=$((baseline - fixed[app]))
        subject_name=generated; baseline_name=hand-written
    else
        # The file without registrations is the same for every style but `scoped` (an empty declaration).
        local kind=plain; [[ "$style" == scoped ]] && kind=scoped
        for library in DIRuntime Swinject; do
            [[ -n "${fixed[$library-$kind]:-}" ]] || fixed[$library-$kind]="$(registrations "$library" 0 "$kind")"
        done
        subject="$(registrations DIRuntime "$n" "$style")"; baseline="$(registrations Swinject "$n" "$style")"
        subject=$((subject - fixed[DIRuntime-$kind])); baseline=$((baseline - fixed[Swinject-$kind]))
        subject_name=DIRuntime; baseline_name=Swinject
    fi
}

echo "swift-frontend instructions (callgrind), fixed cost taken off: $n registrations per style (-O -wmo), and the"
echo "synthetic app's containers at $services services (-typecheck -wmo); ratio = subject / baseline"
failures=0
while read -r name style limit target; do
    [[ -z "$name" || "$name" == \#* ]] && continue
    measure "$style" </dev/null
    per=$n; [[ "$style" == typecheck ]] && per=$services
    verdict="$(python3 -c "r = $subject / $baseline; print('%.2f %s' % (r, 'ok' if r <= $limit else 'OUT'))")"
    ratio="${verdict% *}"
    printf '%-26s %s %6.1fM / %s %6.1fM per %s = %s× (limit %s×, target %s×)\n' "$name" \
        "$subject_name" "$(python3 -c "print($subject / $per / 1e6)")" \
        "$baseline_name" "$(python3 -c "print($baseline / $per / 1e6)")" \
        "$([[ "$style" == typecheck ]] && echo service || echo registration)" "$ratio" "$limit" "$target"
    if [[ "${verdict#* }" == OUT ]]; then
        echo "error: $name: $subject_name costs $ratio× the compiler instructions of $baseline_name," \
             "above its band's limit of $limit× (Benchmarks/compile-instruction-bands.txt)"
        failures=$((failures + 1))
    fi
done < compile-instruction-bands.txt
[[ $failures -eq 0 ]] && echo "compile instructions: every row within its band" || exit 1
