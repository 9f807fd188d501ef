#!/usr/bin/env python3
"""Test vectors for src/random/python_random.ts: CPython's random.sample
(both branches, set-based and pool-based, chosen by population size) and
random.shuffle, interleaved with other calls so the stream position is
checked too. Made with real CPython; no reference code involved.

Usage: python3 scripts/reference/python_random_vectors.py tests/vectors/patterned/python_random.json
"""

from __future__ import annotations

import json
import random
import sys
from math import ceil, log


def branch(n: int, k: int) -> str:
    """Which branch CPython's sample takes (mirrors Lib/random.py)."""
    setsize = 21
    if k > 5:
        setsize += 4 ** ceil(log(k * 3, 4))
    return "pool" if n <= setsize else "set"


def main() -> None:
    cases = []
    # Around each branch boundary: k <= 5 (setsize 21), k = 6 (85), 21..22 (85 -> 277), ...
    shapes = [(0, 0), (1, 1), (5, 0), (21, 5), (22, 5), (30, 5), (30, 30), (84, 6), (85, 6), (86, 6),
              (100, 21), (85, 21), (86, 21), (277, 22), (278, 22), (300, 50), (1000, 400), (74900, 30),
              (50, 1), (50, 5), (600, 5), (36, 36), (2**33, 3), (10, 10), (16, 7)]
    for seed, (n, k) in enumerate(shapes):
        rng = random.Random(seed * 7919 + 1)
        first = rng.sample(range(n), k)
        after = rng.random()
        again = rng.sample(range(n), k)
        cases.append({"seed": seed * 7919 + 1, "n": n, "k": k, "branch": branch(n, k),
                      "samples": [first, again], "random_after": after})
    shuffles = []
    for seed, n in enumerate([0, 1, 2, 3, 10, 37, 100, 1000]):
        rng = random.Random(seed + 100)
        values = list(range(n))
        rng.shuffle(values)
        shuffles.append({"seed": seed + 100, "n": n, "shuffled": values, "random_after": rng.random()})
    mixed_rng = random.Random(2024)
    mixed = []
    for step in range(40):
        kind = step % 4
        if kind == 0:
            mixed.append(["sample", 30, 5, mixed_rng.sample(range(30), 5)])
        elif kind == 1:
            mixed.append(["sample", 74900, 30, mixed_rng.sample(range(74900), 30)])
        elif kind == 2:
            values = list(range(12))
            mixed_rng.shuffle(values)
            mixed.append(["shuffle", 12, 0, values])
        else:
            mixed.append(["randint", 1, 3, mixed_rng.randint(1, 3)])
    data = {
        "source": {"made_by": "scripts/reference/python_random_vectors.py", "python": sys.version.split()[0]},
        "sample": cases,
        "shuffle": shuffles,
        "mixed": {"seed": 2024, "steps": mixed},
    }
    with open(sys.argv[1], "w") as out:
        json.dump(data, out, separators=(",", ":"))
        out.write("\n")


if __name__ == "__main__":
    main()
