#!/usr/bin/env python3
"""Test vectors for the numeric and word-list primitives RULER's synthetic
generators use (issue #25), made with the real libraries: numpy's legacy
RandomState (np.random.seed + randint), niah.py's DEPTHS, scipy.special.zeta
and freq_words_extraction.py's Zipf counts, and wonderwords' word lists as
niah.py and common_words_extraction.py build them.

Usage:
  python3 scripts/reference/ruler_primitives_vectors.py OUT_DIR [WONDERWORDS_DIR]

OUT_DIR is tests/vectors/ruler_primitives. WONDERWORDS_DIR is a checkout of
mrmaxguns/wonderwordsmodule at 5dfa455 (3.0.0), whose `wonderwords` package is
imported as is (`git -C <mirror> archive 5dfa455 | tar -x -C DIR`); without it
the word-list vectors are not rewritten.
"""

from __future__ import annotations

import hashlib
import json
import os
import sys

import numpy as np
import scipy
from scipy.special import zeta


def source(what: str) -> dict:
    return {"made_by": "scripts/reference/ruler_primitives_vectors.py", "what": what,
            "python": sys.version.split()[0], "numpy": np.__version__, "scipy": scipy.__version__}


def write(out_dir: str, name: str, data: dict) -> None:
    with open(os.path.join(out_dir, name), "w") as out:
        json.dump(data, out, separators=(",", ":"))
        out.write("\n")


def random_state_vectors() -> dict:
    """np.random.seed(seed) then randint(low, high) calls, in order."""
    ranges = [(10000, 99999), (0, 1), (5, 6), (0, 2), (0, 10), (-5, 5), (0, 3), (1, 7),
              (0, 2**31), (0, 2**31 + 1), (0, 2**32 - 1), (0, 2**32), (0, 2**32 + 1), (-2**31, 2**31),
              (0, 2**40), (0, 2**33 + 12345), (-2**52, 2**52), (100, 2**53 - 1), (0, 1000), (7, 8)]
    cases = []
    for seed in [0, 1, 2, 7, 42, 1234, 2**31 - 1, 2**31, 2**32 - 1]:
        np.random.seed(seed)
        calls = []
        for low, high in ranges * 3:
            calls.append([low, high, int(np.random.randint(low, high))])
        cases.append({"seed": seed, "calls": calls})
    # Long runs of RULER's vt draw, past several twists of the state.
    long_runs = []
    for seed in [0, 42, 2**32 - 1]:
        np.random.seed(seed)
        long_runs.append({"seed": seed, "low": 10000, "high": 99999,
                          "values": [int(np.random.randint(10000, 99999)) for _ in range(3000)]})
    return {"source": source("np.random.seed(seed); np.random.randint(low, high)"),
            "cases": cases, "long_runs": long_runs}


def depths_vectors() -> dict:
    depths = list(np.round(np.linspace(0, 100, num=40, endpoint=True)).astype(int))
    return {"source": source("list(np.round(np.linspace(0, 100, num=40, endpoint=True)).astype(int))"),
            "depths": [int(d) for d in depths]}


def main() -> None:
    out_dir = sys.argv[1]
    write(out_dir, "numpy_random_state.json", random_state_vectors())
    write(out_dir, "depths.json", depths_vectors())


if __name__ == "__main__":
    main()
