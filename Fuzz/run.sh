#!/usr/bin/env bash
# Fuzzes DIGen's scanner + parser with libFuzzer (Linux, swiftc -sanitize=fuzzer,address).
#
#   Fuzz/run.sh SECONDS [extra libFuzzer flags]     e.g. Fuzz/run.sh 30            (CI: a bounded short run)
#   Fuzz/run.sh 0 -runs=10000000                    (a run bounded by executions instead of time)
#
# The binary is built from the DIGraph and DIGen sources plus FuzzEntry.swift into .build-fuzz/ (ignored by git);
# the corpus starts from Fuzz/seeds plus, when present, real sources under /tmp/digen-corpus, and grows in
# .build-fuzz/corpus. Any crash or hang (input over 1 s) fails the run and is saved as .build-fuzz/crash-*;
# each one becomes a regression test in Tests/DIGenTests/FuzzRegressionTests.swift.
set -euo pipefail
cd "$(dirname "$0")/.."
SECONDS_TO_RUN="${1:-30}"
shift || true
OUT=.build-fuzz
mkdir -p "$OUT/corpus" "$OUT/module"
# DIGraph and DIGen are compiled as two modules, as in the package, so `package`/`import` rules hold; the entry
# point joins their package, since the parser it drives is `package`, not API.
swiftc -parse-as-library -sanitize=fuzzer,address -O -g -swift-version 6 \
  -enable-upcoming-feature ExistentialAny -enable-upcoming-feature InternalImportsByDefault \
  -emit-module -emit-module-path "$OUT/module/DIGraph.swiftmodule" -module-name DIGraph -package-name SwiftDI \
  -emit-object -wmo -o "$OUT/DIGraph.o" $(find Sources/DIGraph -name '*.swift')
swiftc -parse-as-library -sanitize=fuzzer,address -O -g -swift-version 6 \
  -enable-upcoming-feature ExistentialAny -enable-upcoming-feature InternalImportsByDefault \
  -I "$OUT/module" -emit-module -emit-module-path "$OUT/module/DIGen.swiftmodule" -module-name DIGen \
  -package-name SwiftDI -emit-object -wmo -o "$OUT/DIGen.o" $(find Sources/DIGen -name '*.swift')
swiftc -parse-as-library -sanitize=fuzzer,address -O -g -swift-version 6 -I "$OUT/module" -package-name SwiftDI \
  -module-name FuzzEntry Fuzz/FuzzEntry.swift "$OUT/DIGraph.o" "$OUT/DIGen.o" -o "$OUT/fuzz-digen"
SEEDS=(Fuzz/seeds)
if [ -d /tmp/digen-corpus ] && [ -z "$(ls -A "$OUT/corpus")" ]; then
  # A few hundred real files, the small ones, as starting points.
  find /tmp/digen-corpus -name '*.swift' -size -12k | sort | awk 'NR % 25 == 0' | head -400 \
    | while read -r file; do cp "$file" "$OUT/corpus/$(echo "$file" | md5sum | cut -c1-16).swift"; done
fi
ARGS=(-timeout=1 -rss_limit_mb=4096 -max_len=${FUZZ_MAX_LEN:-2048} -print_final_stats=1 -artifact_prefix="$OUT/")
[ "$SECONDS_TO_RUN" != 0 ] && ARGS+=(-max_total_time="$SECONDS_TO_RUN")
exec "$OUT/fuzz-digen" "${ARGS[@]}" "$@" "$OUT/corpus" "${SEEDS[@]}"
