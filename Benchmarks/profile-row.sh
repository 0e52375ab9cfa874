#!/usr/bin/env bash
# Where one benchmark row's instructions go: per function, or per instruction of one function, in instructions per
# iteration of the row's loop (callgrind at 100,000 and 200,000 iterations, differenced over 110,000, so set-up
# cancels out). How this session's resolve-path changes were found; `check-instruction-counts.sh` says whether a
# row is within its band, this says why it is where it is.
#
#   Benchmarks/profile-row.sh RuntimeBenchmark 1 A                 functions, most instructions first
#   Benchmarks/profile-row.sh RuntimeBenchmark 1 A construct       the hot instructions of functions whose
#                                                                   (mangled) name contains `construct`
#
# Builds the product in release (clean, as `check-instruction-counts.sh` does: an incremental build keeps code
# inlined from the library's previous sources). Needs valgrind, and objdump for the second form.
set -euo pipefail
cd "$(dirname "$0")"
product="${1:?usage: profile-row.sh PRODUCT ROW SIDE [FUNCTION]}"; row="${2:?usage: profile-row.sh PRODUCT ROW SIDE [FUNCTION]}"
side="${3:?usage: profile-row.sh PRODUCT ROW SIDE [FUNCTION]}"; function="${4:-}"
work="$(mktemp -d)"; trap 'rm -rf "$work"' EXIT

rm -rf .build/*/release .build/release
swift build -c release --product "$product" >"$work/build.log" 2>&1 || { cat "$work/build.log"; exit 1; }
# valgrind 3.19 cannot read the DWARF 5 the toolchain writes; the symbols stay for annotation.
cp ".build/release/$product" "$work/binary" && strip -g "$work/binary"
for iterations in 100000 200000; do
    PROFILE_ITERATIONS=$iterations SWIFT_DETERMINISTIC_HASHING=1 valgrind --tool=callgrind --dump-instr=yes \
        --compress-strings=no --compress-pos=no --callgrind-out-file="$work/$iterations.out" \
        "$work/binary" profile "$row" "$side" >/dev/null 2>&1
done

python3 - "$work" "$function" <<'EOF'
import collections, re, subprocess, sys
work, wanted = sys.argv[1], sys.argv[2]

def costs(path):
    """Self cost per (function, instruction address); a call's inclusive cost line is skipped."""
    table, function, skip = collections.Counter(), None, False
    for line in open(path):
        if line.startswith("fn="):
            function = line[3:].strip()
        elif line.startswith("calls="):
            skip = True
        elif re.match(r"^(0x[0-9a-f]+)\s", line):
            fields = line.split()
            if skip:
                skip = False
                continue
            table[(function, int(fields[0], 16))] += int(fields[-1])
    return table

low, high = costs(f"{work}/100000.out"), costs(f"{work}/200000.out")
per_iteration = {key: (high[key] - low.get(key, 0)) / 110000 for key in high}
if not wanted:
    functions = collections.Counter()
    for (function, _), value in per_iteration.items():
        functions[function] += value
    total = sum(functions.values())
    for function, value in functions.most_common():
        if abs(value) >= 0.5:
            print(f"{value:8.1f}  {function[:160]}")
    print(f"{total:8.1f}  total per iteration")
    sys.exit(0)

hot = {address: value for (function, address), value in per_iteration.items() if wanted in function and value >= 0.5}
if not hot:
    sys.exit(f"error: no function whose name contains '{wanted}' ran in the row's loop")
listing = subprocess.run(
    ["objdump", "-d", "--no-show-raw-insn", f"--start-address={min(hot)}", f"--stop-address={max(hot) + 1}",
     f"{work}/binary"], capture_output=True, text=True, check=True).stdout
for line in listing.splitlines():
    match = re.match(r"\s*([0-9a-f]+):\s+(.*)", line)
    if match and int(match.group(1), 16) in hot:
        print(f"{hot[int(match.group(1), 16)]:6.1f}  {re.sub(r'<[^>]*>', '<…>', match.group(2))[:110]}")
print(f"{sum(hot.values()):6.1f}  total per iteration")
EOF
