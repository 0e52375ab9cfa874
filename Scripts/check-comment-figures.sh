#!/usr/bin/env bash
# Comments explain, benchmarks remember (STYLE.md): fails on any comment under Sources/ (Swift and C) that states a
# measured figure or narrates one: an instruction count, a time, a ratio to a baseline or a peer, a share of a
# time or instruction count, a before-and-after, measured heap bytes, a commit named as history. The reason stays
# in the comment; the figure goes to Benchmarks/README.md's notes or Benchmarks/instruction-bands.txt, where it is
# measured again. Sizes the code is built around (`16 bytes`, `512 KiB`, `eight parameters`) are not figures.
#
# Usage: Scripts/check-comment-figures.sh [ROOT]   (prints `file:line: kind: …words…` for each finding)
#        python3 Scripts/comment_figures.py --list  (every comment block with a number in it, to read by hand)
#
# What the patterns must and must not match is checked first (`--self-test`, examples in comment_figures.py).
set -euo pipefail
cd "$(dirname "$0")/.."
python3 Scripts/comment_figures.py --self-test >/dev/null || python3 Scripts/comment_figures.py --self-test
python3 Scripts/comment_figures.py "$@"
