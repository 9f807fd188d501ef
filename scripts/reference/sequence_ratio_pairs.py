#!/usr/bin/env python3
"""10,000+ pairs for niah's sequence ratio, regenerated on both sides.

CPython's `difflib.SequenceMatcher(None, a, b)` (autojunk on) is run on
pairs of strings drawn from a tiny PRNG whose arithmetic TypeScript
repeats exactly (mulberry32 on unsigned 32-bit integers, draws taken
`% n`), so the vector file stores only each kind's generator parameters and,
per pair, the matched characters (the sizes of `get_matching_blocks()`,
summed; `ratio()` is `2.0 * matches / (len(a) + len(b))`). The test
(tests/tasks/scorers/sequence_ratio_pairs_test.ts, with
tests/support/ratio_pairs.ts) draws the same strings and checks the port
on every pair. Kinds: random strings over ASCII, accented, CJK and astral
alphabets; near copies (a few edits); autojunk-heavy strings (200 to 3,000
code points where a few characters are popular); long near copies of
100,000 code points. A character outside the BMP is one element here.

Usage (from the repository root):
  python3 scripts/reference/sequence_ratio_pairs.py \
    > tests/vectors/sequence_ratio/pairs.json
"""

from __future__ import annotations

import difflib
import json
import platform

M32 = 0xFFFFFFFF


def imul(a: int, b: int) -> int:
    return (a * b) & M32


def mulberry32(seed: int):
    state = seed & M32

    def draw(n: int) -> int:
        nonlocal state
        state = (state + 0x6D2B79F5) & M32
        t = imul(state ^ (state >> 15), 1 | state)
        t = ((t + imul(t ^ (t >> 7), 61 | t)) & M32) ^ t
        return ((t ^ (t >> 14)) & M32) % n

    return draw


def span(first: int, last: int) -> list[int]:
    return list(range(first, last + 1))


ALPHABETS = [
    [ord(c) for c in "ab"],
    [ord(c) for c in "abcd"],
    span(0x61, 0x7A) + [0x20],
    span(0x20, 0x7E),
    [ord(c) for c in "aeéèêüßñ "],
    span(0x4E00, 0x4E00 + 2999),
    [0x1F600, 0x1F601, 0x1D538, 0x10348, 0x61, 0x62, 0xE9],
    span(0x1F300, 0x1F3FF) + span(0x61, 0x66),
]

# kind, length bound, pairs
KINDS = [
    ("random", 40, 4000),
    ("near", 300, 3000),
    ("autojunk", 3000, 2000),
    ("unicode", 400, 1000),
    ("long", 100000, 12),
]


def text(draw, alphabet: list[int], length: int) -> list[int]:
    return [alphabet[draw(len(alphabet))] for _ in range(length)]


def edited(draw, alphabet: list[int], a: list[int]) -> list[int]:
    b = list(a)
    for _ in range(1 + draw(6)):
        at = draw(len(b) + 1)
        op = draw(3)
        if op == 0 and at < len(b):
            b[at] = alphabet[draw(len(alphabet))]
        elif op == 1 and at < len(b):
            del b[at]
        else:
            b.insert(at, alphabet[draw(len(alphabet))])
    return b


def pair(kind: int, index: int) -> tuple[list[int], list[int]]:
    name, bound, _ = KINDS[kind]
    draw = mulberry32((kind + 1) * 1_000_003 + index)
    if name == "random":
        alphabet = ALPHABETS[draw(len(ALPHABETS))]
        return text(draw, alphabet, draw(bound + 1)), text(
            draw, alphabet, draw(bound + 1))
    if name == "autojunk":
        common = [0x20, 0x65, 0x74]
        alphabet = ALPHABETS[2 + draw(4)]
        length = 200 + draw(bound - 199)

        def mixed() -> list[int]:
            return [common[draw(3)] if draw(10) < 6 else
                    alphabet[draw(len(alphabet))] for _ in range(length)]
        a = mixed()
        return (a, edited(draw, alphabet, a)) if draw(2) == 0 else (a, mixed())
    if name == "unicode":
        alphabet = ALPHABETS[4 + draw(4)]
    elif name == "long":
        alphabet = ALPHABETS[5]
    else:
        alphabet = ALPHABETS[draw(len(ALPHABETS))]
    length = bound if name == "long" else draw(bound + 1)
    a = text(draw, alphabet, length)
    return a, edited(draw, alphabet, a)


def matches(a: list[int], b: list[int]) -> int:
    sa = "".join(map(chr, a))
    sb = "".join(map(chr, b))
    blocks = difflib.SequenceMatcher(None, sa, sb).get_matching_blocks()
    return sum(block.size for block in blocks)


def main() -> None:
    kinds = []
    for k, (name, bound, count) in enumerate(KINDS):
        kinds.append({
            "kind": name,
            "bound": bound,
            "matches": [matches(*pair(k, i)) for i in range(count)],
        })
    print(json.dumps({"python": platform.python_version(), "kinds": kinds},
                     separators=(",", ":")))


if __name__ == "__main__":
    main()
