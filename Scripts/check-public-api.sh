#!/usr/bin/env bash
# The public API of the library products (DIGraph, DIRuntime, DIWrappers, DIWrappersTesting, DIGen) is what
# CHANGELOG.md's versioning promise covers, and API/<Module>.json is its baseline: the toolchain's API digester
# (`swift-api-digester -dump-sdk`) output for each module, kept to its public declarations (Scripts/public_api.py).
#
#   Scripts/check-public-api.sh             regenerate the dumps from the current sources and compare them
#   Scripts/check-public-api.sh --update    write the dumps to API/ (the one command after a deliberate change)
#
# The check fails (exit 1, with the declarations that differ, one readable line each) when:
#   - a public declaration differs from the baseline in the working tree (the baseline was not updated); or
#   - the baseline changed but CHANGELOG.md did not, in the commits checked or the uncommitted changes.
# Where CHANGELOG.md must change: in the uncommitted changes when API/ has some (the commit being made); else in
# $PUBLIC_API_RANGE when set (`origin/main...HEAD` for a pull request, as `git diff` reads it), else in the last
# commit (`HEAD~1..HEAD`; on main in CI, the merge or commit that made HEAD). A clone without the parent commit
# (a shallow clone) checks the baseline only, and says so.
#
# The build is CI's first step (a no-op after it); set SCRATCH_PATH to build elsewhere (`--scratch-path`). The
# baseline is dumped on Linux, where CI runs: a dump on macOS lists Apple's conformances and attributes too.
set -euo pipefail
cd "$(dirname "$0")/.."

modules=(DIGraph DIRuntime DIWrappers DIWrappersTesting DIGen)
update_command="Scripts/check-public-api.sh --update"
mode=check
case "${1:-}" in
  --update) mode=update ;;
  "") ;;
  *) echo "usage: Scripts/check-public-api.sh [--update]" >&2; exit 2 ;;
esac

build_flags=(--build-tests -Xswiftc -warnings-as-errors)   # .ci/run's first step
[ -n "${SCRATCH_PATH:-}" ] && build_flags+=(--scratch-path "$SCRATCH_PATH")
log=$(mktemp)
work=$(mktemp -d)
trap 'rm -rf "$log" "$work"' EXIT
if ! swift build "${build_flags[@]}" >"$log" 2>&1; then cat "$log"; exit 1; fi
bin="$(swift build "${build_flags[@]}" --show-bin-path)"

digester="$(dirname "$(readlink -f "$(command -v swift)")")/swift-api-digester"
[ -x "$digester" ] || digester="$(xcrun --find swift-api-digester 2>/dev/null || command -v swift-api-digester)"

mkdir -p "$work/current"
for module in "${modules[@]}"; do
  # The modules SwiftPM built, and CDIPlatform's module map (DIRuntime and DISync import the C target).
  "$digester" -dump-sdk -module "$module" -I "$bin/Modules" -I "$bin/CDIPlatform.build" \
    -avoid-location -avoid-tool-args -o "$work/$module.raw.json"
  python3 Scripts/public_api.py dump "$module" "$work/$module.raw.json" "$work/current/$module.json"
done

if [ "$mode" = update ]; then
  mkdir -p API
  for module in "${modules[@]}"; do
    cp "$work/current/$module.json" "API/$module.json"
    python3 Scripts/public_api.py count "API/$module.json"
  done
  echo "API/ updated. Say what changed in CHANGELOG.md, and commit both with the change."
  exit 0
fi

failed=0
for module in "${modules[@]}"; do
  baseline="API/$module.json"
  if [ ! -f "$baseline" ]; then
    echo "error: no baseline $baseline for the public API of $module"
    failed=1
    continue
  fi
  if ! differences=$(python3 Scripts/public_api.py diff "$baseline" "$work/current/$module.json"); then
    echo "error: the public API of $module differs from its baseline $baseline (- baseline, + sources):"
    echo "$differences"
    failed=1
  fi
done
if [ "$failed" = 1 ]; then
  echo
  echo "A public declaration of a library product is API under Semantic Versioning (CHANGELOG.md, Versioning)."
  echo "If the change is meant, update the baseline:"
  echo
  echo "    $update_command"
  echo
  echo "then say what changed in CHANGELOG.md, and commit the sources, API/ and CHANGELOG.md together."
  exit 1
fi

# The baseline matches the sources; if it changed, CHANGELOG.md must have changed with it: in the uncommitted
# changes when API/ has some (the commit being made), else in the commits checked.
range="${PUBLIC_API_RANGE:-HEAD~1..HEAD}"
base=""
if [ -n "$(git status --porcelain -- API)" ]; then
  checked="the uncommitted changes"
  base=HEAD
  changed=$( { git diff --name-only HEAD; git ls-files --others --exclude-standard -- API CHANGELOG.md; } )
else
  checked="$range"
  if [[ "$range" == *...* ]]; then
    base=$(git merge-base "${range%%...*}" "${range##*...}" 2>/dev/null || true)
  elif [[ "$range" == *..* ]]; then
    base=$(git rev-parse --verify -q "${range%%..*}^{commit}" || true)
  fi
  if [ -n "$base" ]; then
    changed=$(git diff --name-only "$range")
  else
    echo "note: $range is not in this clone (shallow?): only the baseline is checked, not CHANGELOG.md"
    changed=""
  fi
fi
if grep -q '^API/' <<<"$changed" && ! grep -qx 'CHANGELOG.md' <<<"$changed"; then
  echo "error: the public API baseline changed without CHANGELOG.md (checked: $checked):"
  for module in "${modules[@]}"; do
    before="$work/before-$module.json"
    if [ -n "$base" ] && git cat-file -e "$base:API/$module.json" 2>/dev/null; then
      git show "$base:API/$module.json" >"$before"
    else
      echo '{"ABIRoot": {"kind": "Root", "name": "'"$module"'", "printedName": "'"$module"'", "children": []}}' >"$before"
    fi
    if ! differences=$(python3 Scripts/public_api.py diff "$before" "API/$module.json"); then
      echo "$module:"
      echo "$differences"
    fi
  done
  echo
  echo "Say in CHANGELOG.md what changed (under [Unreleased]), and commit it with the change and API/."
  exit 1
fi
for module in "${modules[@]}"; do python3 Scripts/public_api.py count "API/$module.json"; done
echo "public API matches API/ (public declarations written in source, per module, above)"
