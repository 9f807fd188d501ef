#!/usr/bin/env python3
"""Test vectors for niah's sequence ratio (src/tasks/scorers/sequence_ratio.ts).

Runs CPython's own `difflib.SequenceMatcher(None, a, b)` (autojunk on, its
default) on pairs of strings and writes, per pair, `ratio()` and the
matched characters (the sizes of `get_matching_blocks()`, summed), and
the ratio with autojunk off, so a test can see the pairs autojunk decides. The
pairs are drawn from a fixed seed:

- random strings over small and large alphabets, short and long;
- strings of 200 code points or more, where autojunk makes the code points
  that occur more than `len(b) // 100 + 1` times "popular" (never starting
  a match), with a few characters repeated many times;
- near copies (a few characters changed, cut or moved), repeats, empty
  strings, one empty side;
- Unicode: accented letters, CJK, and astral characters (emoji), each one
  code point in Python and two UTF-16 units in JavaScript.

Usage (from the repository root):
  python3 scripts/reference/sequence_ratio_vectors.py \
    > tests/vectors/sequence_ratio/ratio.json
"""

from __future__ import annotations

import difflib
import json
import platform
import random
import sys

ALPHABETS = [
    "ab",
    "abc",
    "abcdefghij",
    "abcdefghijklmnopqrstuvwxyz ",
    "ab \n",
    "aé€字😀",
    "xyz😀🎉𝔸",
    "日本語のテキスト",
]


def random_text(rng: random.Random, alphabet: str, length: int) -> str:
    return "".join(rng.choice(alphabet) for _ in range(length))


def skewed_text(rng: random.Random, length: int) -> str:
    """Mostly a few popular characters, with rarer ones between."""
    popular = rng.choice(["e", " ", "a😀", "ab", "\n "])
    rare = "qwrtyuiopsdfghjklzxcvbnm0123456789😀é字"
    return "".join(
        rng.choice(popular) if rng.random() < 0.7 else rng.choice(rare)
        for _ in range(length)
    )


def mutate(rng: random.Random, text: str, alphabet: str, edits: int) -> str:
    chars = list(text)
    for _ in range(edits):
        op = rng.randrange(4)
        at = rng.randrange(len(chars) + 1)
        if op == 0 or not chars:
            chars.insert(at, rng.choice(alphabet))
        elif op == 1 and at < len(chars):
            del chars[at]
        elif op == 2 and at < len(chars):
            chars[at] = rng.choice(alphabet)
        else:
            start = rng.randrange(len(chars))
            piece = chars[start : start + rng.randint(1, 20)]
            del chars[start : start + len(piece)]
            where = rng.randrange(len(chars) + 1)
            chars[where:where] = piece
    return "".join(chars)


def pairs(rng: random.Random):
    yield "", ""
    yield "", "abc"
    yield "abc", ""
    yield "abc", "abc"
    yield "a" * 250, "a" * 250
    yield "a" * 199, "a" * 199
    yield "a" * 200, "a" * 200
    yield "ab" * 150, "ba" * 150
    yield "x" + "a" * 300, "a" * 300 + "x"
    yield "😀" * 210, "😀" * 205 + "é"
    for _ in range(60):
        alphabet = rng.choice(ALPHABETS)
        yield (
            random_text(rng, alphabet, rng.randint(0, 60)),
            random_text(rng, alphabet, rng.randint(0, 60)),
        )
    for _ in range(50):
        alphabet = rng.choice(ALPHABETS)
        a = random_text(rng, alphabet, rng.randint(150, 500))
        yield a, mutate(rng, a, alphabet, rng.randint(1, 40))
    for _ in range(40):
        a = skewed_text(rng, rng.randint(180, 600))
        b = mutate(rng, a, "e a😀xq", rng.randint(0, 30))
        yield (a, b) if rng.random() < 0.5 else (b, a)
    for _ in range(20):
        a = skewed_text(rng, rng.randint(190, 420))
        yield a, skewed_text(rng, rng.randint(190, 420))
    for _ in range(10):
        unit = random_text(rng, rng.choice(ALPHABETS), rng.randint(1, 8))
        yield unit * rng.randint(20, 80), unit * rng.randint(20, 80)


def main() -> None:
    rng = random.Random(37)
    vectors = []
    for a, b in pairs(rng):
        matcher = difflib.SequenceMatcher(None, a, b)
        matches = sum(block.size for block in matcher.get_matching_blocks())
        # Without autojunk, to show which pairs its rule decides.
        plain = difflib.SequenceMatcher(None, a, b, autojunk=False).ratio()
        vectors.append(
            {
                "a": a,
                "b": b,
                "matches": matches,
                "ratio": matcher.ratio(),
                "ratio_without_autojunk": plain,
            }
        )
    json.dump(
        {"python": platform.python_version(), "pairs": vectors},
        sys.stdout,
        ensure_ascii=False,
        indent=1,
    )
    sys.stdout.write("\n")


if __name__ == "__main__":
    main()
