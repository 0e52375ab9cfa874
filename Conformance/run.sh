#!/usr/bin/env bash
# Conformance of DIGen's declaration parser against swift-syntax on real Swift sources.
#
# Exports the newest release tag of each Swift package under /opt/swift-packages (bare git repositories) into a
# scratch corpus directory outside the repository, builds the checker (release) and runs it.
#
#   Conformance/run.sh [CORPUS_DIR] [--show N]      (default corpus: /tmp/digen-corpus)
#   PREPARE_ONLY=1 Conformance/run.sh             (only export the corpus)
set -euo pipefail
cd "$(dirname "$0")"
CORPUS="${1:-/tmp/digen-corpus}"
shift || true
PACKAGES=/opt/swift-packages
REPOS=(
  apple/swift-nio apple/swift-collections apple/swift-algorithms apple/swift-argument-parser apple/swift-asn1
  apple/swift-async-algorithms apple/swift-atomics apple/swift-certificates apple/swift-crypto apple/swift-log
  apple/swift-metrics apple/swift-nio-extras apple/swift-nio-http2 apple/swift-nio-ssh apple/swift-nio-ssl
  apple/swift-numerics apple/swift-openapi-generator apple/swift-openapi-runtime apple/swift-protobuf
  apple/swift-system apple/swift-distributed-tracing apple/swift-http-types apple/swift-configuration
  swiftlang/swift-syntax vapor/vapor vapor/fluent-kit vapor/postgres-nio vapor/sql-kit vapor/routing-kit
  vapor/console-kit vapor/jwt-kit vapor/leaf-kit vapor/multipart-kit vapor/async-kit
  grpc/grpc-swift-2 grpc/grpc-swift-nio-transport swift-server/async-http-client swift-server/swift-service-lifecycle
  hummingbird-project/hummingbird groue/GRDB.swift swiftwasm/WasmKit pointfreeco/swift-dependencies
  pointfreeco/swift-case-paths pointfreeco/swift-snapshot-testing pointfreeco/swift-parsing
  pointfreeco/swift-custom-dump Quick/Quick Quick/Nimble OpenCombine/OpenCombine Swinject/Swinject
  jpsim/Yams mattpolzin/OpenAPIKit GraphQLSwift/GraphQL modelcontextprotocol/swift-sdk swhitty/FlyingFox
  CoreOffice/XMLCoder weichsel/ZIPFoundation attaswift/BigInt davecom/SwiftGraph stencilproject/Stencil
  apple/swift-openapi-urlsession apple/swift-service-context apple/swift-http-structured-headers
  apple/swift-docc-symbolkit apple/swift-docc-plugin apple/swift-subprocess GraphQLSwift/Graphiti
  HdrHistogram/hdrhistogram-swift JohnSundell/Files JohnSundell/Ink JohnSundell/Plot LebJe/TOMLKit
  adam-fowler/compress-nio drmohundro/SWXMLHash google/swift-benchmark hummingbird-project/hummingbird-auth
  hummingbird-project/hummingbird-websocket hummingbird-project/swift-mustache hummingbird-project/swift-websocket
  hummingbird-project/swift-openapi-hummingbird kylef/PathKit kylef/Spectre mattgallagher/CwlCatchException
  mattgallagher/CwlPreconditionTesting mattt/EventSource mxcl/Version onevcat/Rainbow ordo-one/package-benchmark
  ordo-one/TextTable pointfreeco/combine-schedulers pointfreeco/swift-clocks pointfreeco/swift-concurrency-extras
  pointfreeco/swift-identified-collections pointfreeco/swift-macro-testing pointfreeco/swift-tagged
  pointfreeco/xctest-dynamic-overlay slashmo/swift-otel slashmo/swift-w3c-trace-context
  swift-extras/swift-extras-base64 swift-server/swift-openapi-async-http-client swift-server/swift-openapi-vapor
  swift-server/swift-prometheus swiftcsv/SwiftCSV vapor/fluent vapor/fluent-postgres-driver
  vapor/fluent-sqlite-driver vapor/jwt vapor/leaf vapor/postgres-kit vapor/sqlite-kit vapor/sqlite-nio
  vapor/websocket-kit yaslab/CSV.swift x-sheep/swift-property-based
)
if [ ! -f "$CORPUS/.complete" ]; then
  rm -rf "$CORPUS"
  mkdir -p "$CORPUS"
  for repo in "${REPOS[@]}"; do
    git_dir="$PACKAGES/$repo.git"
    [ -d "$git_dir" ] || { echo "skip $repo (not on this machine)" >&2; continue; }
    tag=$(git -C "$git_dir" tag --sort=-v:refname | grep -E '^v?[0-9]+(\.[0-9]+)*$' | head -1 || true)
    ref="${tag:-HEAD}"
    mkdir -p "$CORPUS/${repo//\//_}"
    git -C "$git_dir" archive "$ref" | tar -x -C "$CORPUS/${repo//\//_}"
    echo "$repo $ref" >> "$CORPUS/.versions"
  done
  touch "$CORPUS/.complete"
fi
[ "${PREPARE_ONLY:-0}" = 1 ] && exit 0
echo "corpus: $(find "$CORPUS" -name '*.swift' | wc -l) .swift files, $(du -sh "$CORPUS" | cut -f1)"
# `-enable-testing`: the checker reads DIGen's parser, which is internal to SwiftDI's package (`@testable import`).
swift build -c release -Xswiftc -enable-testing --product Conformance 2>&1 | grep -E 'error|warning: ' || true
"$(swift build -c release -Xswiftc -enable-testing --show-bin-path)/Conformance" "$CORPUS" "$@"
