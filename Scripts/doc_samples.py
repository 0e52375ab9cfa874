#!/usr/bin/env python3
"""Compiles every fenced ```swift block of README.md and the DocC articles against the built library.

Usage: doc_samples.py <repo root> <SwiftPM bin path> <work dir> [markdown files...]

The conventions (also in Scripts/check-doc-samples.sh and README's Documentation section), each an HTML comment
on the line right before the fence, invisible on GitHub and in DocC:

  <!-- sample: fragment: why -->        not compiled: part of something larger (a manifest excerpt, `…` elisions)
  <!-- sample: compile-error: message -> compiled, and must fail with an error containing `message`
  <!-- sample: other-library: name -->  not compiled: code of the library a migration guide comes from
  <!-- sample: continues -->            compiled after the file's previous swift block, in one module, so a
                                        narrative can use what an earlier block declared

and, anywhere in a file, hidden context the following blocks of that file compile with (types they mention),
until the next sample-context replaces it (a chain of `continues` blocks gets the contexts of all its blocks):

  <!-- sample-context
  ```swift
  @MainActor final class Database {}
  ```
  -->

(the fence keeps DocC from reading a line that starts with `@` as a directive; the comment hides it all).

Each block (with the blocks it continues and the context in force) is one main.swift of its own module,
importing the catalog's module (README: DIWrappers, which re-exports DIRuntime and DIGraph). `#sourceLocation`
maps every line back to the Markdown, so a failure reads `Sources/…/GettingStarted.md:42:5: error: …`. The
modules compile in parallel, one `swiftc -emit-sil` each (type checking and the Swift 6 data-race and
definite-initialization diagnostics, no code generation), against the modules the CI build already made.
"""

import concurrent.futures
import os
import re
import subprocess
import sys

FENCE = re.compile(r"^(\s*)```\s*(\S*)\s*$")
MARKER = re.compile(r"^\s*<!--\s*sample:\s*([a-z-]+)\s*(?::\s*(.*?))?\s*-->\s*$")
SKIP_KINDS = {"fragment", "other-library"}
KINDS = SKIP_KINDS | {"compile-error", "continues"}
CONTEXT_START = re.compile(r"^\s*<!--\s*sample-context\s*$")


def imports_for(path):
    match = re.match(r"Sources/([^/]+)/[^/]+\.docc/", path)
    return [match.group(1)] if match else ["DIWrappers"]


class Block:
    def __init__(self, path, line, code, marker, reason, context):
        self.path, self.line, self.code = path, line, code
        self.marker, self.reason, self.context = marker, reason, context


def read_blocks(root, path, problems):
    """The swift blocks of one Markdown file, with their markers and the hidden context before each."""
    lines = open(os.path.join(root, path), encoding="utf-8").read().split("\n")
    blocks, context = [], []
    index = 0
    while index < len(lines):
        text = lines[index]
        if CONTEXT_START.match(text):
            start = index + 1
            end = start
            while end < len(lines) and lines[end].strip() != "-->":
                end += 1
            if end == len(lines):
                problems.append(f"{path}:{index + 1}: error: sample-context is never closed by a '-->' line")
                return blocks
            body = lines[start:end]
            if len(body) < 2 or body[0].strip() != "```swift" or body[-1].strip() != "```":
                problems.append(f"{path}:{index + 1}: error: write a sample-context's Swift inside a ```swift fence "
                                "(DocC would read a line starting with '@' as a directive)")
                return blocks
            context = [(start + 2, body[1:-1])]
            index = end + 1
            continue
        fence = FENCE.match(text)
        if not fence:
            index += 1
            continue
        indent, info = fence.groups()
        end = index + 1
        while end < len(lines) and not re.match(r"^\s*```\s*$", lines[end]):
            end += 1
        if info == "swift":
            marker, reason = None, None
            previous = MARKER.match(lines[index - 1]) if index > 0 else None
            if previous:
                marker, reason = previous.group(1), previous.group(2) or ""
                if marker not in KINDS:
                    problems.append(f"{path}:{index}: error: unknown sample marker '{marker}'; "
                                    f"use one of {', '.join(sorted(KINDS))}")
                elif marker in SKIP_KINDS | {"compile-error"} and not reason:
                    problems.append(f"{path}:{index}: error: '<!-- sample: {marker} -->' needs a reason: "
                                    f"'<!-- sample: {marker}: why -->'")
            code = [line[len(indent):] if line.startswith(indent) else line for line in lines[index + 1:end]]
            blocks.append(Block(path, index + 2, code, marker, reason, list(context)))
        index = end + 1
    return blocks


def group_blocks(blocks, problems):
    """Chains of blocks compiled as one module: a block and the `continues` blocks after it."""
    groups = []
    for block in blocks:
        if block.marker in SKIP_KINDS:
            continue
        if block.marker == "compile-error":
            groups.append([block])
            continue
        if block.marker == "continues":
            if not groups or groups[-1][-1].path != block.path or groups[-1][-1].marker == "compile-error":
                problems.append(f"{block.path}:{block.line - 1}: error: '<!-- sample: continues -->' "
                                "has no earlier compiled swift block in this file to continue")
                continue
            groups[-1].append(block)
        else:
            groups.append([block])
    return groups


def source_of(group):
    path = group[0].path
    out = [f"import {module}" for module in imports_for(path)]
    contexts = []
    for block in group:
        contexts += [context for context in block.context if context not in contexts]
    for start, lines in contexts:
        out.append(f'#sourceLocation(file: "{path}", line: {start})')
        out += lines
    for block in group:
        out.append(f'#sourceLocation(file: "{block.path}", line: {block.line})')
        out += block.code
    out.append("#sourceLocation()")
    return "\n".join(out) + "\n"


def compile_group(number, group, root, bin_path, work_dir):
    directory = os.path.join(work_dir, f"sample{number}")
    os.makedirs(directory, exist_ok=True)
    main = os.path.join(directory, "main.swift")
    with open(main, "w", encoding="utf-8") as file:
        file.write(source_of(group))
    command = [
        "swiftc", "-emit-sil", "-o", os.devnull, "-swift-version", "6", "-suppress-warnings",
        "-module-name", f"DocSample{number}", "-I", os.path.join(bin_path, "Modules"),
        "-Xcc", "-fmodule-map-file=" + os.path.join(bin_path, "CDIPlatform.build/module.modulemap"), main,
    ]
    result = subprocess.run(command, cwd=root, capture_output=True, text=True)
    return group, result.returncode, result.stdout + result.stderr


def main():
    root, bin_path, work_dir = sys.argv[1:4]
    paths = sys.argv[4:]
    problems, blocks = [], []
    for path in paths:
        blocks += read_blocks(root, path, problems)
    groups = group_blocks(blocks, problems)
    failures = []
    workers = os.cpu_count() or 2
    with concurrent.futures.ThreadPoolExecutor(max_workers=workers) as pool:
        jobs = [pool.submit(compile_group, n, g, root, bin_path, work_dir) for n, g in enumerate(groups)]
        for job in jobs:
            group, status, output = job.result()
            if group[0].marker == "compile-error":
                expected = group[0].reason
                errors = [line for line in output.splitlines() if ": error: " in line]
                if not any(expected in line for line in errors):
                    failures.append(f"swift block at {group[0].path}:{group[0].line - 1} should fail to compile with "
                                    f"'{expected}', but " + ("it compiles" if status == 0 else "the errors are:\n")
                                    + "\n".join(errors))
            elif status != 0:
                where = f"{group[0].path}:{group[0].line - 1}"
                if len(group) > 1:
                    where += f" (and the {len(group) - 1} blocks continuing it)"
                # Only the errors and their notes: the Markdown location is in each line already.
                shown = [line for line in output.splitlines() if re.search(r": (error|note): ", line)]
                failures.append(f"swift block at {where} does not compile:\n" + "\n".join(shown or output.splitlines()))
    for problem in problems:
        print(problem, file=sys.stderr)
    for failure in failures:
        print(failure, file=sys.stderr)
    expected_errors = sum(1 for g in groups if g[0].marker == "compile-error")
    compiled = sum(len(g) for g in groups) - expected_errors
    skipped = [b for b in blocks if b.marker in SKIP_KINDS]
    print(f"doc samples: {compiled} swift blocks compiled ({len(groups)} modules) from {len(paths)} files, "
          f"{expected_errors} checked to fail as marked, {len(skipped)} skipped, {len(failures)} failed")
    for block in sorted(skipped, key=lambda b: (b.marker, b.path, b.line)):
        print(f"  skipped {block.path}:{block.line - 1}: {block.marker}: {block.reason}")
    return 1 if failures or problems else 0


if __name__ == "__main__":
    sys.exit(main())
