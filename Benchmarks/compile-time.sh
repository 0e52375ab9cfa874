#!/usr/bin/env bash
# Release compile time of registrations (issue #20, "release compile time"): for each N, one Swift file of N
# distinct classes and one function with N factory registrations of them, once for DIRuntime
# (`container.register(.unique) { _ in S42() }`) and once for Swinject (`container.register(S42.self) { _ in S42() }`),
# each compiled alone with `swiftc -O -wmo -parse-as-library -c` against this package's release modules. Prints
# wall and user seconds of each compile, their ratio, and the object files' sizes and ratio; then the debug
# (-Onone) compile at each N. The two libraries' compiles alternate; REPEAT=k runs each k times, medians.
#
#   Benchmarks/compile-time.sh [N...]      default 300 600 1200
#   MODE=resolving Benchmarks/compile-time.sh 300
#   MODE=autowired Benchmarks/compile-time.sh 300
#
# MODE picks what each registration is (default `plain`): `plain`, a factory that makes its class
# (`{ _ in S42() }`); `resolving`, a factory that resolves the class before it (`{ c in S42(d: try c.resolve()) }`,
# Swinject's `{ r in S42(d: r.resolve(S41.self)!) }`), what most factories in an app look like; `autowired`, the
# initializer registered as it is (`register(S42.init, scope: .unique)`), beside the same Swinject factories;
# `scoped`, plain factories in a scope's declaration, beside Swinject's in a child container.
#
# SCRATCH_PATH=DIR builds the modules there instead of .build (a second checkout's measurements on one machine).
#
# Targets in the issue: release time <= 2x Swinject's, object <= 1.2x Swinject's size.
set -euo pipefail
cd "$(dirname "$0")"
sizes=("${@:-300 600 1200}"); sizes=(${sizes[*]})
repeat="${REPEAT:-1}"
mode="${MODE:-plain}"
case "$mode" in plain|resolving|autowired|scoped) ;; *) echo "error: MODE must be plain, resolving, autowired or scoped (got '$mode')" >&2; exit 2;; esac
work="$(mktemp -d)"; trap 'rm -rf "$work"' EXIT

# The modules the generated files import: DIRuntime (with DIGraph, DISync and the C module CDIPlatform under it) and
# Swinject, from the release build of this package's dependencies.
scratch=(${SCRATCH_PATH:+--scratch-path "$SCRATCH_PATH"})
swift build -c release "${scratch[@]}" --target DIRuntime >"$work/build.log" 2>&1 \
    && swift build -c release "${scratch[@]}" --target Swinject >>"$work/build.log" 2>&1 || { cat "$work/build.log"; exit 1; }
bin="$(swift build -c release "${scratch[@]}" --show-bin-path)"
flags=(-parse-as-library -c -swift-version 6 -I "$bin/Modules"
       -Xcc "-fmodule-map-file=$bin/CDIPlatform.build/module.modulemap")

generate() {  # library, N, file (the styles are generate-registrations.py's, shared with the CI guard)
    python3 generate-registrations.py "$1" "$2" "$3" "$mode"
}

compile() {  # library, N, optimization → "wall user bytes"
    local source="$work/$1$2.swift" object="$work/$1$2$3.o"
    # The frontend skips LLVM's optimization and code generation when the object it is to write exists and holds
    # the same module's hash (its incremental code generation): a repeat must not find the last run's object.
    rm -f "$object"
    /usr/bin/time -f "%e %U" -o "$work/time" swiftc "$3" -wmo -module-name "Registrations$1" "${flags[@]}" \
        "$source" -o "$object" 2>"$work/compile.log" || { cat "$work/compile.log"; exit 1; }
    echo "$(cat "$work/time") $(stat -c %s "$object")"
}

measure() {  # N, optimization → prints one row
    local n="$1" opt="$2"
    for run in $(seq "$repeat"); do
        for library in DIRuntime Swinject; do echo "$library $(compile "$library" "$n" "$opt")"; done
    done | python3 -c '
import statistics, sys
n, opt = sys.argv[1], sys.argv[2]
runs = {}
for line in sys.stdin:
    library, wall, user, size = line.split()
    runs.setdefault(library, []).append((float(wall), float(user), int(size)))
m = {k: [statistics.median(x[i] for x in v) for i in range(3)] for k, v in runs.items()}
d, s = m["DIRuntime"], m["Swinject"]
print(f"| {n} | {opt} | {d[0]:.2f} | {s[0]:.2f} | {d[0] / s[0]:.2f}x | {d[1]:.2f} | {s[1]:.2f} | {d[1] / s[1]:.2f}x "
      f"| {d[2] / 1024:.0f} | {s[2] / 1024:.0f} | {d[2] / s[2]:.2f}x |")' "$n" "$opt"
}

for n in "${sizes[@]}"; do
    generate DIRuntime "$n" "$work/DIRuntime$n.swift"
    generate Swinject "$n" "$work/Swinject$n.swift"
done
echo "swiftc -wmo -parse-as-library -c, one file of N classes and N registrations (MODE=$mode); median of $repeat run(s)"
echo "| N | opt | DIRuntime wall s | Swinject wall s | wall ratio | DIRuntime user s | Swinject user s | user ratio | DIRuntime .o KiB | Swinject .o KiB | size ratio |"
echo "|---:|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|"
for n in "${sizes[@]}"; do measure "$n" -O; done
for n in "${sizes[@]}"; do measure "$n" -Onone; done
echo "targets (issue 40): release time <= 1.5x Swinject's, object <= 1.2x its size, debug time <= 1.35x"
