#!/usr/bin/env bash
# Cold registration (issue #20): registrations as at app launch, each type's the first in the process. Runs every
# mode in a fresh process, ROUNDS times (default 15), the modes alternating within each round so drift hits them
# alike, and prints the medians per registration, then DIRuntime against Swinject and the issue's targets.
#
#   Benchmarks/cold-registration.sh            (ROUNDS=n to change the number of processes per mode)
#
# Modes: RuntimeBenchmark cold factory|autowired|swinject (10,000 generic keys, one unspecialized walk; see
# Sources/RuntimeBenchmark/Cold.swift) and ColdRegistrationBenchmark
# concrete-factory|concrete-autowired|concrete-swinject (2,000 generated concrete classes, one line each). `cold` is
# the first pass into a fresh container, `warm` the same types again into a second one; `harness` is the generic
# walk alone, part of the generic modes' times.
set -euo pipefail
cd "$(dirname "$0")"
rounds="${ROUNDS:-15}"
work="$(mktemp -d)"; trap 'rm -rf "$work"' EXIT

for product in RuntimeBenchmark ColdRegistrationBenchmark; do
    swift build -c release --product "$product" >"$work/build.log" 2>&1 || { cat "$work/build.log"; exit 1; }
done
bin="$(swift build -c release --show-bin-path)"

for round in $(seq "$rounds"); do
    for mode in factory autowired swinject; do "$bin/RuntimeBenchmark" cold "$mode"; done
    for mode in concrete-factory concrete-autowired concrete-swinject; do "$bin/ColdRegistrationBenchmark" "$mode"; done
done >"$work/runs.txt"

python3 - "$work/runs.txt" "$rounds" <<'EOF'
import statistics, sys
runs = {}
for line in open(sys.argv[1]):
    fields = dict(field.split("=", 1) for field in line.split())
    runs.setdefault(fields.pop("mode"), []).append(fields)
def median(mode, key):
    return statistics.median(float(run[key]) for run in runs[mode])
print(f"cold registration, per registration, medians of {sys.argv[2]} fresh processes per mode "
      "(thread CPU time; heap bytes in use with the container alive)")
print("| mode | registrations | cold ns | cold heap bytes | cold mallocs | warm ns | warm heap bytes | warm mallocs | harness ns |")
print("|---|---:|---:|---:|---:|---:|---:|---:|---:|")
names = {
    "factory": "DIRuntime factory, generic keys", "autowired": "DIRuntime auto-wired, generic keys",
    "swinject": "Swinject factory, generic keys", "concrete-factory": "DIRuntime factory, concrete classes",
    "concrete-autowired": "DIRuntime auto-wired, concrete classes", "concrete-swinject": "Swinject factory, concrete classes",
}
for mode, name in names.items():
    harness = f"{median(mode, 'harness_ns'):.0f}" if "harness_ns" in runs[mode][0] else "—"
    print(f"| {name} | {runs[mode][0]['registrations']} | {median(mode, 'cold_ns'):.0f} | {median(mode, 'cold_bytes'):.0f} "
          f"| {median(mode, 'cold_mallocs'):.2f} | {median(mode, 'warm_ns'):.0f} | {median(mode, 'warm_bytes'):.0f} "
          f"| {median(mode, 'warm_mallocs'):.2f} | {harness} |")
print("against Swinject (targets: <= 0.5x Swinject's time, <= 256 heap bytes per registration):")
for mode, swinject in [("factory", "swinject"), ("autowired", "swinject"), ("concrete-factory", "concrete-swinject"),
                       ("concrete-autowired", "concrete-swinject")]:
    time = median(mode, "cold_ns") / median(swinject, "cold_ns")
    # The generic walk costs both sides alike; without it the ratio is the registrations' own.
    net = ""
    if "harness_ns" in runs[mode][0]:
        net = (f", {(median(mode, 'cold_ns') - median(mode, 'harness_ns')) / (median(swinject, 'cold_ns') - median(swinject, 'harness_ns')):.2f}x"
               " without the walk")
    bytes_ = median(mode, "cold_bytes")
    print(f"  {names[mode]}: cold time {time:.2f}x Swinject's{net} ({'met' if time <= 0.5 else 'missed'}); "
          f"warm {median(mode, 'warm_ns') / median(swinject, 'warm_ns'):.2f}x; "
          f"{bytes_:.0f} heap bytes cold ({'met' if bytes_ <= 256 else 'missed'}), {median(mode, 'warm_bytes'):.0f} warm")
EOF
