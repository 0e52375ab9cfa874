#!/usr/bin/env bash
# Generated Swift is committed (so a clone builds without Python) and must be exactly what its script writes: this
# regenerates every generated file into a temporary directory and fails, naming the file and the command that fixes
# it, when a committed copy differs (a hand edit, or a template changed without regenerating).
#
# Usage: Scripts/check-generated.sh   (prints a diff of each stale file, committed copy first)
set -euo pipefail
cd "$(dirname "$0")/.."
work="$(mktemp -d)"; trap 'rm -rf "$work"' EXIT

# Each generator, and how to run it; each writes under --root the same relative paths it writes in the package.
generators=("Scripts/generate-arity-overloads.py" "Scripts/generate-module-benchmark.py")

failures=0
for generator in "${generators[@]}"; do
    "$generator" --root "$work/a" >"$work/written"
    "$generator" --root "$work/b" >/dev/null
    while read -r file; do
        if ! cmp -s "$work/a/$file" "$work/b/$file"; then
            echo "error: $generator is not deterministic: two runs wrote different $file"
            failures=$((failures + 1))
        elif ! cmp -s "$file" "$work/a/$file"; then
            echo "error: $file differs from the output of $generator (generated code is not edited by hand)"
            diff -u --label "$file (committed)" --label "$file (generated)" "$file" "$work/a/$file" || true
            echo "fix: edit the template if the change is wanted, then run $generator and commit $file"
            failures=$((failures + 1))
        fi
    done <"$work/written"
done
[[ $failures -eq 0 ]] && echo "generated files: each is its script's output" || exit 1
