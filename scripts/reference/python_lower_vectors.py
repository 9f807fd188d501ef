"""Writes tests/vectors/niah/python_lower.json: how the running Python's
`str.lower()` treats every code point (surrogates left out), for niah's
reference NIAH scorer (src/tasks/niah/reference/python_lower.ts) to equal.

The tool lower-cases with `str.lower()` of the Python it supports (3.12
and 3.13: Unicode 15.0 and 15.1). Python 3.11, the one on niah's
machines, has Unicode 14.0 (`unidata_version` is recorded); the test
compares niah's lowering with these vectors on every code point this
Python has assigned (Unicode 15.0 added no case mapping to them).

- `lower`: each code point whose `lower()` is not itself, as
  `cp:cp cp ...` joined by commas: count and SHA-256;
- `cased`: code points `lower()` treats as cased after a capital sigma
  (`"AΣ" + c` keeps `σ`, not the final `ς`), as ranges;
- `ignorable`: code points it skips before a final sigma (`"A" + c + "Σ"`
  ends in `ς`) that are not cased, as ranges;
- `unassigned`: code points of category Cn here, as ranges.

Usage (from the repository root):
  python3 scripts/reference/python_lower_vectors.py tests/vectors/niah/python_lower.json
"""

import hashlib
import json
import sys
import unicodedata


def ranges(cps: list[int]) -> list[list[int]]:
    """Sorted code points as [first, last] runs."""
    out: list[list[int]] = []
    for cp in cps:
        if out and out[-1][1] == cp - 1:
            out[-1][1] = cp
        else:
            out.append([cp, cp])
    return out


def main() -> None:
    lowered, cased, ignorable, unassigned = [], [], [], []
    for cp in range(0x110000):
        if 0xD800 <= cp <= 0xDFFF:
            continue
        c = chr(cp)
        if c.lower() != c:
            lowered.append(f"{cp}:{' '.join(str(ord(x)) for x in c.lower())}")
        after = ("A\u03a3" + c).lower()
        if after[1] == "\u03c3":
            cased.append(cp)
        elif ("A" + c + "\u03a3").lower().endswith("\u03c2"):
            ignorable.append(cp)
        if unicodedata.category(c) == "Cn":
            unassigned.append(cp)
    data = {
        "made_by": "scripts/reference/python_lower_vectors.py",
        "python": sys.version.split()[0],
        "unicode": unicodedata.unidata_version,
        "lower": {
            "count": len(lowered),
            "sha256": hashlib.sha256(",".join(lowered).encode()).hexdigest(),
        },
        "cased": ranges(cased),
        "ignorable": ranges(ignorable),
        "unassigned": ranges(unassigned),
    }
    with open(sys.argv[1], "w") as out:
        out.write(json.dumps(data, separators=(",", ":")) + "\n")


if __name__ == "__main__":
    main()
