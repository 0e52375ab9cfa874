#!/usr/bin/env bash
# Usage: measure.sh TOOLNAME [swift build args...] — clean build then two no-change builds; per build: planning?, tool links, tool runs, tool mtime.
tool=$1; shift
rm -rf .build
for i in 1 2 3; do
  log=$(swift build -v "$@" 2>&1)
  printf 'build %s: planning=%s tool-links=%s generator-runs=%s %s mtime=%s\n' "$i" \
    "$(grep -c '^Planning build' <<<"$log")" \
    "$(grep -c "ld.gold.* -o [^ ]*/${tool}-tool " <<<"$log")" \
    "$(grep -c "^[^ ]*/${tool}-tool " <<<"$log")" \
    "$(grep -o 'complete! ([^)]*)' <<<"$log")" \
    "$(stat -c %y .build/debug/${tool}-tool)"
done
