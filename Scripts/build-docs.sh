#!/usr/bin/env bash
# Builds every DocC catalog (Sources/*/*.docc) with the toolchain alone, warnings as errors, so a broken
# ``Symbol`` or <doc:Article> link, a renamed API in an article or a malformed directive fails CI. No package
# dependency (no swift-docc-plugin):
#
#   1. The library is built with CI's first-step flags (a no-op right after that step; other flags would
#      rebuild everything), then `swift-symbolgraph-extract` reads each documented module's public symbols from
#      the built .swiftmodule.
#   2. `docc convert` builds each catalog with its symbol graphs, `--warnings-as-errors`, and
#      `--enable-experimental-external-link-support`, DIGraph first, so the other catalogs' links into it
#      (`<doc:/DIGraph/Diagnostics>`) resolve against DIGraph's archive (`--dependency`). Any `warning:` line
#      fails too, in case a DocC version downgrades one. Parameter validation is off
#      (`--disable-parameters-and-returns-validation`): the sources' house style documents an overload's
#      parameters as "as ``register(_:…)``, and - isolation: …", which DocC counts as missing documentation.
#   3. Diagnostics.md must have a `### code` section for every `DiagnosticCode` case.
#
# Prints one line per catalog (`DIRuntime.docc: 5 articles, warnings: 0`); on a failure, DocC's diagnostics.
# Archives go to .build-docs/ (gitignored): `.build-docs/DIRuntime.doccarchive`.
set -euo pipefail
cd "$(dirname "$0")/.."

build_flags=(--build-tests -Xswiftc -warnings-as-errors)   # .ci/run's first step
out=.build-docs
log=$(mktemp)
trap 'rm -f "$log"' EXIT

if ! swift build "${build_flags[@]}" >"$log" 2>&1; then cat "$log"; exit 1; fi
bin="$(swift build "${build_flags[@]}" --show-bin-path)"
toolchain_bin="$(dirname "$(readlink -f "$(command -v swift)")")"
triple="$(swiftc -print-target-info | sed -n 's/^ *"triple": "\(.*\)",*$/\1/p' | head -n 1)"
rm -rf "$out"
mkdir -p "$out"

status=0
# Dependencies first: each catalog may link into those before it.
for entry in DIGraph: DIRuntime:DIGraph DIWrappers:DIGraph,DIRuntime DIGen:DIGraph; do
    module="${entry%%:*}"
    dependencies="${entry#*:}"
    catalog="Sources/$module/$module.docc"
    graphs="$out/symbol-graphs/$module"
    mkdir -p "$graphs"
    if ! "$toolchain_bin/swift-symbolgraph-extract" -module-name "$module" -target "$triple" \
        -I "$bin/Modules" -Xcc -fmodule-map-file="$bin/CDIPlatform.build/module.modulemap" -minimum-access-level public -output-dir "$graphs" >"$log" 2>&1; then
        echo "$catalog: swift-symbolgraph-extract failed:"; cat "$log"; status=1; continue
    fi
    arguments=(convert "$catalog" --additional-symbol-graph-dir "$graphs" --output-path "$out/$module.doccarchive"
        --fallback-display-name "$module" --fallback-bundle-identifier "swiftdi.$module"
        --warnings-as-errors --enable-experimental-external-link-support --disable-parameters-and-returns-validation)
    for dependency in ${dependencies//,/ }; do arguments+=(--dependency "$out/$dependency.doccarchive"); done
    if "$toolchain_bin/docc" "${arguments[@]}" >"$log" 2>&1 && ! grep -q "warning:" "$log"; then
        echo "$catalog: $(find "$catalog" -name '*.md' | wc -l | tr -d ' ') articles, warnings: 0"
    else
        echo "$catalog: FAILED, warnings: $(grep -c "warning:" "$log" || true), errors: $(grep -c "error:" "$log" || true)"
        grep -v '^ *$' "$log"
        status=1
    fi
done

# The diagnostics reference lists every code the validator can report.
codes=$(sed -n 's/^ *case \([a-zA-Z]*\)$/\1/p' Sources/DIGraph/Diagnostics/DiagnosticCode.swift)
for code in $codes; do
    if ! grep -q "^### $code " Sources/DIGraph/DIGraph.docc/Diagnostics.md; then
        echo "Sources/DIGraph/DIGraph.docc/Diagnostics.md: error: no '### $code (severity)' section for DiagnosticCode.$code"
        status=1
    fi
done
exit $status
