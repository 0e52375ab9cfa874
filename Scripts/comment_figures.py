#!/usr/bin/env python3
"""Finds comments under Sources/ that state a measured figure or narrate history (STYLE.md: "Comments explain,
benchmarks remember"). A comment says why the code is shaped so; the figure that proved it lives in
Benchmarks/README.md's notes or Benchmarks/instruction-bands.txt, where it is measured again.

Usage: comment_figures.py [--list] [ROOT]
  Prints `path:line: figure: <the words>` for each finding and exits 1 when there is any.
  --list  prints every comment block with a digit or a number word instead (for reading by hand), exit 0.

Comments are read from the tokens of each `.swift`, `.c` and `.h` file (strings, raw strings and multi-line
strings skipped, Swift's nested block comments followed); a run of `//` lines is one block, so a figure broken
across lines is still seen. What counts as a figure is a measurement, never a size the code is built around:

  - a count of instructions or cycles (`76 instructions`, `about twenty instructions`, `16 instructions fewer`),
  - a time (`2 ms`, `5.1 s`, `100 ns`),
  - a ratio to a baseline or a peer (`1.75×`, `12x`), a percentage of time or instructions, `halves` /
    `a quarter of` a time or instruction count,
  - a before and after (`110 -> 121`, `14.5 s -> 8.5 s`, `was 25.7`),
  - heap bytes measured (`460 of its 660 heap bytes`),
  - a commit named as history (seven or more hex digits).

Not figures: layout sizes (`16 bytes`, `a 144-byte size class`), stack sizes and margins (`512 KiB`), counts in
the API (`eight parameters`, `32 locked lookups`), a table's fill (`40 % full`) and graph sizes in a reason
(`a 100,000-node chain cannot overflow`).
"""

import os
import re
import sys

NUMBER_WORDS = (r"(?:one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|thirty|forty|"
                r"fifty|sixty|seventy|eighty|ninety|hundred|thousand|dozen)")
NUMBER = rf"(?:\d[\d,]*(?:\.\d+)?|{NUMBER_WORDS}(?:[- ]{NUMBER_WORDS})*)"
RANGE = rf"{NUMBER}(?:\s*[–-]\s*{NUMBER})?"

PATTERNS = [
    ("instruction count", re.compile(rf"\b{RANGE}\s+(?:(?:more|fewer|extra|other|of)\s+)?(?:instructions?|cycles)\b",
                                     re.I)),
    ("time", re.compile(rf"(?<![\w.])\d[\d,]*(?:\.\d+)?\s*(?:[–-]\s*\d[\d,]*(?:\.\d+)?\s*)?"
                        r"(?:ns|µs|us|ms|s|seconds?|milliseconds?|microseconds?|nanoseconds?)\b(?![-\w])")),
    ("ratio", re.compile(r"(?<![\w.])\d+(?:\.\d+)?\s*(?:[–-]\s*\d+(?:\.\d+)?\s*)?(?:×|x\b)")),
    ("before and after", re.compile(rf"(?<![\w.]){NUMBER}(?:\s*(?:ns|µs|us|ms|s|%))?\s*(?:->|→)\s*\d")),
    ("before and after", re.compile(r"\b(?:was|were|from)\s+(?:about\s+)?\d[\d,.]*\s*(?:×|x\b|%|ns|µs|ms|s\b)",
                                    re.I)),
    ("share of time or instructions", re.compile(
        r"\b(?:halves|halved|doubles|doubled|a (?:quarter|third|half|tenth) of|\d+ ?%(?! full)[^.;]{0,40}?)"
        r"[^.;]{0,40}?\b(?:time|instructions|its instructions|compile)\b", re.I)),
    ("ratio", re.compile(rf"(?<![\w.])\d[\d,]*(?:\.\d+)?\s+times\b"
                         rf"|\b{NUMBER}\s+times\s+(?:faster|slower|as|more|less)\b", re.I)),
    ("share of time or instructions", re.compile(
        r"\b(?:a|one)\s+(?:quarter|third|half|fifth|tenth|twentieth)\s+of\s+(?:a|an|its|the|every)\b[^.;:]{0,40}?"
        r"\b(?:time|instructions|code|compile|registration|resolve|read)\b", re.I)),
    ("approximate count", re.compile(r"\b(?:about|roughly|nearly|almost|approximately)\s+\d+"
                                     r"(?![\d⁰¹²³⁴⁵⁶⁷⁸⁹⁻^])", re.I)),
    ("heap bytes measured", re.compile(rf"\b{NUMBER}\s+(?:of\s+(?:its|the)\s+{NUMBER}\s+)?heap\s+bytes\b", re.I)),
    ("commit as history", re.compile(r"\bcommit\s+[0-9a-f]{7,40}\b|\b[0-9a-f]{7,40}\b(?=[^\n]{0,20}\bcommit)",
                                     re.I)),
]


class Comment:
    def __init__(self, path, line, text):
        self.path, self.line, self.end, self.text = path, line, line, text


def comments(path, source):
    """Yields (line, text) of each comment: `//` lines and `/* */` blocks, strings skipped."""
    swift = path.endswith(".swift")
    i, n, line = 0, len(source), 1
    out = []
    while i < n:
        c = source[i]
        if c == "\n":
            line += 1
            i += 1
        elif source.startswith("//", i):
            end = source.find("\n", i)
            end = n if end < 0 else end
            out.append((line, source[i:end]))
            i = end
        elif source.startswith("/*", i):
            start_line, depth, j = line, 1, i + 2
            while j < n and depth:
                if swift and source.startswith("/*", j):
                    depth, j = depth + 1, j + 2
                elif source.startswith("*/", j):
                    depth, j = depth - 1, j + 2
                else:
                    if source[j] == "\n":
                        line += 1
                    j += 1
            out.append((start_line, source[i:j]))
            i = j
        elif c == '"' or (swift and c == "#" and re.match(r'#+"', source[i:])):
            i, line = skip_string(source, i, line, swift)
        elif not swift and c == "'":
            j = i + 1
            while j < n and source[j] != "'":
                j += 2 if source[j] == "\\" else 1
            i = j + 1
        else:
            i += 1
    return out


def skip_string(source, i, line, swift):
    """Skips the string literal at `i` (Swift raw, multi-line, interpolated; C plain); returns (end, line)."""
    hashes = 0
    while source[i] == "#":
        hashes, i = hashes + 1, i + 1
    multi = swift and source.startswith('"""', i)
    quote = '"""' if multi else '"'
    close = quote + "#" * hashes
    escape = "\\" + "#" * hashes
    i += len(quote)
    n = len(source)
    while i < n:
        if source.startswith(escape, i):
            i += len(escape)
            if swift and i < n and source[i] == "(":
                i, line = skip_interpolation(source, i + 1, line)
            else:
                if i < n and source[i] == "\n":
                    line += 1
                i += 1
        elif source.startswith(close, i):
            return i + len(close), line
        else:
            if source[i] == "\n":
                line += 1
                if not multi:
                    return i, line - 1
            i += 1
    return i, line


def skip_interpolation(source, i, line):
    depth, n = 1, len(source)
    while i < n and depth:
        c = source[i]
        if c == "(":
            depth += 1
        elif c == ")":
            depth -= 1
        elif c == '"' or (c == "#" and re.match(r'#+"', source[i:])):
            i, line = skip_string(source, i, line, True)
            continue
        elif c == "\n":
            line += 1
        i += 1
    return i, line


def blocks(path, source):
    """Comments joined into blocks: consecutive `//` lines (trailing ones too) are one block."""
    result = []
    for line, text in comments(path, source):
        if text.startswith("/*"):
            result.append(Comment(path, line, text))
        elif result and result[-1].text.startswith("//") and result[-1].end == line - 1:
            result[-1].text += "\n" + text
            result[-1].end = line
        else:
            result.append(Comment(path, line, text))
    return result


def words(text):
    """The comment's words on one line (markers `///`, `//`, `/*`, `*` gone, lines joined with spaces), and the
    offset in it where each of the comment's lines starts."""
    joined, starts = "", []
    for raw in text.split("\n"):
        raw = re.sub(r"^\s*(?:/\*+|\*+/|\*(?!/)|/{2,})\s?", "", raw)
        raw = re.sub(r"\*+/\s*$", "", raw).strip()
        if joined and raw:
            joined += " "
        starts.append(len(joined))
        joined += raw
    return joined, starts


def findings(block):
    """(label, line, excerpt) of each figure in the block, each place reported once."""
    text, starts = words(block.text)
    spans = []
    for label, pattern in PATTERNS:
        for match in pattern.finditer(text):
            if any(match.start() < end and start < match.end() for start, end in spans):
                continue  # one figure, already reported under another label
            spans.append(match.span())
            line = block.line + max(index for index, start in enumerate(starts) if start <= match.start())
            excerpt = text[max(0, match.start() - 50):min(len(text), match.end() + 30)]
            yield label, line, excerpt


# What the patterns must and must not find; `comment_figures.py --self-test` checks them.
FIGURES = [
    "glibc's `pthread_getspecific` is a call of about twenty instructions",
    "the benchmark's `D`: 110 -> 121 instructions",
    "(about 216,000 instructions per registration)",
    "(16 instructions fewer per resolve of the benchmark's `A`)",
    "each specialization cost every resolved type about 2 ms of the user's release compile",
    "(13 s for 300 in one release file, 12x Swinject's)",
    "resolved A at 2.1–2.3× the baseline instead of 1.75×",
    "(N = 1200: 14.5 s -> 8.5 s)",
    "300 factories calling `resolve()` took 26 times Swinject's release compile time",
    "that alone cost a singleton read a quarter of its instructions",
    "which was a third of a registration's time",
    "On 100,000 keys this halves indexing time.",
    "460 of its 660 heap bytes",
    "Swift's string hashing costs over 100 ns per key there",
    "measured at commit 1a2b3c4d",
]
NOT_FIGURES = [
    "secondary threads get 512 KiB on Apple platforms",
    "a margin of 64 KiB above the end of the stack",
    "Which of an auto-wired initializer's first eight parameters are `Lazy`",
    "a provisional plan is published once 32 lookups went through the mutex",
    "an entry of 136 bytes fits malloc's 144-byte size class, which 141 did not",
    "kept as the compiler handed it: 16 bytes, no `String` made per registration",
    "rounding up to one would leave a 100,000-key table under 40 % full",
    "Tarjan's algorithm, iterative so a 100,000-node chain cannot overflow the stack",
    "an accidental collision about 2⁻⁹⁶ per pair of keys",
    "At most a quarter full: a key's home slot is taken about one time in eight",
    "at most a quarter of a small stack",
    "copy propagation then costs O(N) instead of O(N^2)",
    "`(A) -> B`, `() -> T`, `'A' -> 'B' -> 'C'`",
    "1-based column of the first byte, counted in UTF-8 bytes",
    "up to six take a path the compiler specializes fully",
    "Moves to the next `\\n`, eight bytes at a time while none is in sight",
]


def self_test():
    failures = 0
    for text in FIGURES:
        if not list(findings(Comment("test", 1, "// " + text))):
            print(f"missed: {text}")
            failures += 1
    for text in NOT_FIGURES:
        for label, _, excerpt in findings(Comment("test", 1, "// " + text)):
            print(f"false {label}: {text}")
            failures += 1
    print(f"{len(FIGURES)} figures, {len(NOT_FIGURES)} non-figures, {failures} wrong")
    return 1 if failures else 0


def source_files(root):
    for directory, _, files in os.walk(os.path.join(root, "Sources")):
        for name in sorted(files):
            if name.endswith((".swift", ".c", ".h")):
                yield os.path.join(directory, name)


def main(arguments):
    if "--self-test" in arguments:
        return self_test()
    listing = "--list" in arguments
    arguments = [argument for argument in arguments if argument != "--list"]
    root = arguments[0] if arguments else os.path.join(os.path.dirname(os.path.abspath(__file__)), "..")
    found = 0
    for path in sorted(source_files(root)):
        with open(path, encoding="utf-8") as file:
            source = file.read()
        shown = os.path.relpath(path, root)
        for block in blocks(path, source):
            if listing:
                text, _ = words(block.text)
                if re.search(rf"\d|\b{NUMBER_WORDS}\b|\b(?:halves|quarter|third|twice)\b", text, re.I):
                    print(f"{shown}:{block.line}: {text}\n")
                continue
            for label, line, excerpt in findings(block):
                print(f"{shown}:{line}: {label}: …{excerpt}…")
                found += 1
    if not listing and found:
        print(f"{found} figure(s) in comments under Sources/: keep the reason in the comment, move the figure to "
              "Benchmarks/README.md's notes or Benchmarks/instruction-bands.txt", file=sys.stderr)
    return 1 if found and not listing else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
