#!/usr/bin/env bash
# The generator's figures (issue: DIGen back half): resolve speed of a generated container against hand-written
# closures, and `digen generate` on a synthetic app of 10,000 services in 2,000 files and 50 containers —
# fresh, no-op re-run, and whether the generated code type-checks. Release builds; run from anywhere.
set -euo pipefail
cd "$(dirname "$0")"
work="${TMPDIR:-/tmp}/digen-benchmark"

swift build -c release --product GeneratorBenchmark
(cd .. && swift build -c release --product digen)
digen="$(cd .. && swift build -c release --show-bin-path)/digen"

echo "== resolve A -> B -> C, A -> D"
.build/release/GeneratorBenchmark

echo "== digen generate: 10,000 services, 2,000 files, 50 containers"
.build/release/GeneratorBenchmark synthesize "$work/app"
rm -rf "$work/out"
for run in fresh no-op no-op; do
    /usr/bin/time -f "$run: %e s wall, %U s user" "$digen" generate --out "$work/out" "$work/app"
done
touch "$work/app/File0.swift"
/usr/bin/time -f "one input touched (full pipeline, outputs unchanged): %e s wall, %U s user" \
    "$digen" generate --out "$work/out" "$work/app"

echo "== the generated code type-checks with the app"
/usr/bin/time -f "swiftc -typecheck: %e s wall" swiftc -typecheck -wmo -swift-version 6 "$work"/app/*.swift "$work"/out/*.swift
echo "type-check passed"
