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


def zeta_vectors() -> dict:
    """scipy.special.zeta(x) (Riemann) over a grid of x, finite values only."""
    grid = [float(x) for x in np.linspace(1.01, 20, 3000)]
    grid += [float(x) for x in np.linspace(0, 1, 201)[:-1]]
    grid += [float(x) for x in np.linspace(20, 50, 601)]
    grid += [float(x) for x in np.linspace(50, 130, 801)]
    grid += [float(i) for i in range(0, 131) if i != 1]
    grid += [2.0, 1.5, 1.1, 1.0000000001, 9.999999999999998, 10.000000000000002, 49.99999999999999,
             50.00000000000001, 126.99999999999999, 127.0, 30.000000000000004, 31.0, 0.5, 1e-300]
    rows = [[x, float(zeta(x))] for x in sorted(set(grid))]
    return {"source": source("scipy.special.zeta(x)"), "zeta": rows}


def zipf_vectors() -> dict:
    """freq_words_extraction.py's counts, (num_words*(k**-alpha)/zeta(alpha)).astype(int)."""
    vocab = 3000
    k = np.arange(1, vocab + 1)

    def counts(num_words: int, alpha: float) -> np.ndarray:
        return (num_words * (k**-alpha) / zeta(alpha)).astype(int)

    cases = []
    for alpha in [2.0, 1.01, 1.1, 1.2, 1.3, 1.5, 1.75, 2.5, 3.0, 4.0]:
        for num_words in [0, 1, 2, 10, 100, 683, 1000, 2183, 5461, 10922, 21837, 30000, 43679, 100000, 218450,
                          1000000, -5]:
            c = [int(v) for v in counts(num_words, alpha)]
            while len(c) > 1 and c[-1] == 0:
                c.pop()
            cases.append({"alpha": alpha, "num_words": num_words, "counts": c})
    # Dense grids, as a checksum: the sum over rows r and k of
    # count * k * (r + 1), modulo 1e9 + 7.
    modulus = 1_000_000_007
    weights = k.astype(object)
    dense = []
    for alpha, start, stop, step in [(2.0, 1, 300001, 7), (1.5, 1, 300001, 331), (1.2, 1, 300001, 331),
                                     (3.0, 1, 300001, 331)]:
        total = 0
        for r, num_words in enumerate(range(start, stop, step)):
            c = counts(num_words, alpha)
            nz = np.nonzero(c)[0]
            total = (total + int(sum(int(c[i]) * int(weights[i]) for i in nz)) * (r + 1)) % modulus
        dense.append({"alpha": alpha, "start": start, "stop": stop, "step": step, "vocab_size": vocab,
                      "checksum": total})
    # Where numpy's float power here differs from 1/(k*k) (alpha 2.0): the counts above show it
    # does not change a count.
    squares = 1.0 / (k * k).astype(float)
    differs = int(np.count_nonzero((k**-2.0) != squares))
    return {"source": source("(num_words*(k**-alpha)/zeta(alpha)).astype(int), k = np.arange(1, 3001)"),
            "vocab_size": vocab, "cases": cases, "dense": dense,
            "power_vs_reciprocal_square_differs": differs}


def digest(words: list[str]) -> str:
    return hashlib.sha256("\n".join(words).encode("utf-8")).hexdigest()


def summary(words: list[str]) -> dict:
    return {"count": len(words), "sha256": digest(words), "first": words[:5], "last": words[-5:]}


def wonderwords_vectors(wonderwords_dir: str) -> dict:
    """The lists as _get_words_from_text_file reads them, niah.py's keys, cwe's words."""
    sys.path.insert(0, wonderwords_dir)
    from wonderwords import random_word

    nouns = random_word._get_words_from_text_file("nounlist.txt")
    adjs = random_word._get_words_from_text_file("adjectivelist.txt")
    verbs = random_word._get_words_from_text_file("verblist.txt")
    # niah.py, as written there.
    words = [f"{adj}-{noun}" for adj in adjs for noun in nouns]
    words = sorted(list(set(words)))
    # common_words_extraction.py, before its shuffle.
    common = sorted(list(set(nouns + adjs + verbs)))
    picks = set(range(0, len(words), 12347)) | {len(words) - 1}
    # Around the keys of adjectives that are a prefix of another, and a few more.
    for adj in sorted(set(adjs)):
        if any(other.startswith(adj + "-") for other in adjs) or adj in ("ad hoc", "x-rated", "wet"):
            first = words.index(f"{adj}-{sorted(set(nouns))[0]}")
            picks |= {first - 1, first, first + 1, first + 6782, first + 6783, first + 13563, first + 13564}
    for i in range(200):
        picks.add((i * 2654435761) % len(words))
    picks = sorted(i for i in picks if 0 <= i < len(words))
    return {"source": {**source("wonderwords 3.0.0 lists, niah.py's adj-noun keys, cwe's word list"),
                       "wonderwords": "mrmaxguns/wonderwordsmodule@5dfa455554e7c225a59c865d706c4293ca2c132e"},
            "nouns": summary(nouns), "adjectives": summary(adjs), "verbs": summary(verbs),
            "adjective_noun": {**summary(words), "at": [[i, words[i]] for i in picks]},
            "common_words": {**summary(common), "at": [[i, common[i]] for i in range(0, len(common), 97)]}}


def main() -> None:
    out_dir = sys.argv[1]
    write(out_dir, "numpy_random_state.json", random_state_vectors())
    write(out_dir, "depths.json", depths_vectors())
    write(out_dir, "zeta.json", zeta_vectors())
    write(out_dir, "zipf_counts.json", zipf_vectors())
    if len(sys.argv) > 2:
        write(out_dir, "wonderwords.json", wonderwords_vectors(sys.argv[2]))


if __name__ == "__main__":
    main()
