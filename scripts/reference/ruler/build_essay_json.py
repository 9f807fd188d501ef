"""RULER's `json/PaulGrahamEssays.json`, from the essays niah's corpus holds.

    build_essay_json.py <corpus dir> <out.json>

RULER's json/download_paulgraham_essay.py downloads 49 essays from GitHub
(gkamradt/LLMTest_NeedleInAHaystack, the files of niah's
PaulGrahamEssays corpus) and 168 pages of paulgraham.com, then joins
`sorted(glob("essay_repo/*.txt")) + sorted(glob("essay_html/*.txt"))`,
each read in text mode, and writes `json.dump({"text": text}, f)`. The web
part cannot be fetched offline, so this builds the GitHub part alone, the
same way: the corpus's *.txt files in sorted order, each read as the script
reads its copy (UTF-8, text mode, so universal newlines), joined with
nothing between, dumped with json's defaults (ASCII, escaped).
"""

from __future__ import annotations

import glob
import json
import os
import sys


def essay_text(corpus: str) -> str:
    """The essays in `corpus`, joined as RULER's script joins its GitHub part."""
    text = ""
    for file in sorted(glob.glob(os.path.join(corpus, "*.txt"))):
        with open(file, "r", encoding="utf-8") as f:
            text += f.read()
    return text


def main(argv: list[str]) -> None:
    if len(argv) != 2:
        sys.exit(__doc__)
    corpus, out = argv
    text = essay_text(corpus)
    if text == "":
        sys.exit(f"{corpus}: no *.txt essays")
    with open(out, "w", encoding="utf-8") as f:
        json.dump({"text": text}, f)


if __name__ == "__main__":
    main(sys.argv[1:])
