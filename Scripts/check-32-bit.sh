#!/usr/bin/env bash
# Compiles the word-size-sensitive pure Swift files of the libraries that ship on devices for a 32-bit target, so a
# constant or width that only fits a 64-bit word fails here and not on the first arm64_32 (watchOS) build. The
# toolchain ships an embedded standard library for 32-bit ARM; each file is compiled with it, optimized, to SIL:
#
#   swiftc -emit-sil -O -target armv7-none-none-eabi -enable-experimental-feature Embedded -wmo -parse-as-library
#
#   Scripts/check-32-bit.sh   (one line per file; on a failure, the compiler's output or the values, and exit 1)
#
# Compiled, each alone or with the small shims below standing in for the rest of its module:
#   - DIRuntime/Container/IdentityHash.swift: the golden-ratio multiplier, chosen by `UInt.bitWidth`.
#   - DIRuntime/Unsafe/SpecialParameterCheck.swift, with `Lazy`, `Provider` and `AutowiredDependency` shims:
#     metadata descriptor offsets derived from the word size (Embedded warns that its exact conformance check
#     cannot run there; warnings are not shown).
#   - DIGraph/Model/Fingerprint.swift: 64-bit hashing constants, which must stay `UInt64`, never `UInt`.
#   - DIGraph/Validate/Index/KeyTable.swift, with Fingerprint.swift and a `ServiceKey` shim: 64-bit fingerprints against
#     an `Int` table size (`multipliedFullWidth`).
#   - DIGraph/Validate/Index/ContainerAncestry.swift: bit sets in `UInt64` words.
# For the first two, a probe function returns the derived values and the script reads the constants the 32-bit
# compile folded them to from its SIL: they must be the 32-bit golden-ratio constant and 4-byte-word offsets.
# This checks the target's own `MemoryLayout`; it cannot check the metadata layout the offsets describe (the
# embedded standard library has none to read), so `SpecialParameterCheckTests` also pins the offsets this machine
# reads with, against the exact conformance check.
#
# Pinned by tests instead, where a file cannot be compiled this way:
#   - DIRuntime/Unsafe/Entry+Layout.swift (`stateOffset`, `bindingsOffset`, in words) needs most of DIRuntime and
#     DISync: `EntryLayoutTests` pins them here, and `Entry.init` checks the state byte's offset on every platform.
# DIGen and the CLI run on the developer's machine, never on a device, so they are not compiled here.
set -euo pipefail
cd "$(dirname "$0")/.."
work="$(mktemp -d)"; trap 'rm -rf "$work"' EXIT

cat >"$work/IdentityHashProbe.swift" <<'SWIFT'
public func wordSizeProbe() -> UInt { IdentityHash.multiplier }
SWIFT
cat >"$work/SpecialParameterCheckShims.swift" <<'SWIFT'
protocol AutowiredDependency {}
struct Provider<Value> {}
final class Lazy<Value> {}
public func wordSizeProbe() -> (Int, Int) {
    (SpecialParameterCheck.structDescriptorOffset, SpecialParameterCheck.classDescriptorOffset)
}
SWIFT
cat >"$work/ServiceKeyShim.swift" <<'SWIFT'
package struct ServiceKey {
    package var lookupFingerprint: Fingerprint
}
SWIFT

failures=0
compiled=()  # the files `check` compiles, which the literal scan below leaves to the compiler
check() {  # label, what the probe returns, printf format of a value, expected values ("" "" "" for no probe), files...
    local label="$1" what="$2" format="$3" expected="$4"; shift 4
    compiled+=("$label")
    if ! swiftc -emit-sil -O -target armv7-none-none-eabi -enable-experimental-feature Embedded -wmo \
        -parse-as-library -package-name SwiftDI -module-name WordSize "$@" -o "$work/out.sil" >"$work/log" 2>&1; then
        cat "$work/log"
        echo "error: $label does not compile for a 32-bit target (Scripts/check-32-bit.sh)"
        failures=$((failures + 1))
        return
    fi
    if [[ -z "$expected" ]]; then
        echo "32-bit (armv7, embedded): $label compiles"
        return
    fi
    # The probe's integer literals, in order, read as unsigned 32-bit numbers (the SIL names the function in a
    # comment line; its mangled name abbreviates).
    local values
    values="$(awk '/^\/\/ wordSizeProbe\(\)$/ { inside = 1 } inside && /^}/ { exit }
        inside && match($0, /integer_literal \$Builtin\.Int32, -?[0-9]+/) {
            split(substr($0, RSTART, RLENGTH), parts, ", "); print parts[2] }' "$work/out.sil" |
        while read -r value; do printf "$format " $((value & 0xFFFFFFFF)); done)"
    values="${values% }"
    if [[ "$values" == "$expected" ]]; then
        echo "32-bit (armv7, embedded): $label compiles; $what $values"
    else
        echo "error: $label: the 32-bit compile derives $what '$values', not '$expected' (Scripts/check-32-bit.sh)"
        failures=$((failures + 1))
    fi
}

check Sources/DIRuntime/Container/IdentityHash.swift "multiplier" "%#x" "0x9e3779b9" \
    Sources/DIRuntime/Container/IdentityHash.swift "$work/IdentityHashProbe.swift"
check Sources/DIRuntime/Unsafe/SpecialParameterCheck.swift "descriptor offsets (struct, class)" "%d" "4 32" \
    Sources/DIRuntime/Unsafe/SpecialParameterCheck.swift "$work/SpecialParameterCheckShims.swift"
check Sources/DIGraph/Model/Fingerprint.swift "" "" "" Sources/DIGraph/Model/Fingerprint.swift
check Sources/DIGraph/Validate/Index/KeyTable.swift "" "" "" \
    Sources/DIGraph/Validate/Index/KeyTable.swift Sources/DIGraph/Model/Fingerprint.swift "$work/ServiceKeyShim.swift"
check Sources/DIGraph/Validate/Index/ContainerAncestry.swift "" "" "" Sources/DIGraph/Validate/Index/ContainerAncestry.swift
# The rest of the device libraries cannot be compiled for 32 bits here (the embedded standard library has no
# Foundation, no existentials, no C library for CDIPlatform), so an integer literal wider than 32 bits is looked
# for in their sources: unless its line names `UInt64` or `Int64` (its type), it is a `UInt` or `Int` that does not
# compile for arm64_32 (watchOS). The files compiled above are left to the compiler.
if ! python3 - "${compiled[@]}" <<'PYTHON'
import pathlib, re, sys
compiled = set(sys.argv[1:])
literal = re.compile(r"\b(0x[0-9A-Fa-f_]+|[0-9][0-9_]*)\b")
wide = []
for module in ("DIGraph", "DIRuntime", "DISync", "DIWrappers", "DIWrappersTesting"):
    for path in sorted(pathlib.Path("Sources", module).rglob("*.swift")):
        if str(path) in compiled:
            continue
        for number, line in enumerate(path.read_text().splitlines(), 1):
            code = line.split("//")[0]
            if "UInt64" in code or "Int64" in code:
                continue
            for match in literal.finditer(code):
                if int(match.group(1).replace("_", ""), 0) > 0xFFFF_FFFF:
                    wide.append(f"{path}:{number}:{match.start() + 1}: error: integer literal {match.group(1)} is wider "
                                "than 32 bits: as a UInt or Int it does not compile for arm64_32 (watchOS); type it "
                                "UInt64, or derive it from UInt.bitWidth (IdentityHash.multiplier)")
print("\n".join(wide) if wide else "32-bit (armv7, embedded): no integer literal wider than 32 bits in a word-sized "
      "type in the other device sources")
sys.exit(1 if wide else 0)
PYTHON
then
    failures=$((failures + 1))
fi
[[ $failures -eq 0 ]] || exit 1
