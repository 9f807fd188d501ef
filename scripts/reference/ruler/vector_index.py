"""Writes the header of tests/vectors/ruler/index.json: how the vectors were made.

    vector_index.py <index.json> <ruler env dir>

Keeps the index's `cases` (record_case.py adds them) and rewrites the rest
from the environment setup_env.sh built: RULER's and wonderwords' commits,
the package versions, the essay file's SHA-256 and the command each case ran.
"""

from __future__ import annotations

import hashlib
import json
import os
import sys


def sha256(path: str) -> str:
    with open(path, "rb") as f:
        return hashlib.sha256(f.read()).hexdigest()


def main(argv: list[str]) -> None:
    if len(argv) != 2:
        sys.exit(__doc__)
    index_path, env = argv
    import nltk
    import numpy
    import scipy

    cases = []
    if os.path.exists(index_path):
        with open(index_path, encoding="utf-8") as f:
            cases = json.load(f)["cases"]
    with open(os.path.join(env, "RULER", ".commit")) as f:
        ruler = f.read().strip()
    with open(os.path.join(env, "site", ".wonderwords")) as f:
        wonderwords = f.read().strip()
    essays = os.path.join(env, "RULER", "scripts", "data", "synthetic", "json", "PaulGrahamEssays.json")
    index = {
        "about": (
            "validation.jsonl files written by RULER's own scripts/data/prepare.py, unchanged, "
            "run here by scripts/reference/ruler/make_vectors.sh in the environment "
            "scripts/reference/ruler/setup_env.sh builds. An exact case's file is the bytes RULER wrote; "
            "a hashed case keeps, per line, the SHA-256 of the line's bytes without its newline, "
            "and the line's length and index. ruler_run is RULER's own run here "
            "(wall seconds; CPU seconds of python alone and of everything, the deno tiktoken shim "
            "included; python's max RSS) on a 2-core machine shared with other work."
        ),
        "command": (
            "cd RULER/scripts/data && python prepare.py --save_dir OUT --benchmark synthetic "
            "--task TASK --tokenizer_type openai --tokenizer_path ENCODING "
            "--max_seq_length LENGTH --model_template_type base --num_samples N --random_seed SEED"
        ),
        "ruler_commit": ruler,
        "wonderwords_commit": wonderwords,
        "wonderwords_version": "3.0.0",
        "nltk": f"{nltk.__version__} (Debian python3-nltk), punkt English from nltk_data's punkt.zip",
        "python": sys.version.split()[0],
        "numpy": numpy.__version__,
        "scipy": scipy.__version__,
        "tiktoken": "niah's npm tiktoken (WASM) behind scripts/reference/tiktoken.py",
        "paul_graham_essays_json": {
            "built_by": "scripts/reference/ruler/build_essay_json.py ../shared/corpora/PaulGrahamEssays",
            "sha256": sha256(essays),
            "bytes": os.path.getsize(essays),
        },
        "english_words_json": "{} (RULER's is Git LFS, absent; no case draws from it)",
        "cases": cases,
    }
    with open(index_path, "w", encoding="utf-8") as f:
        json.dump(index, f, indent=2)
        f.write("\n")


if __name__ == "__main__":
    main(sys.argv[1:])
