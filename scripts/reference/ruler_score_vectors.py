#!/usr/bin/env python3
"""Test vectors for niah's RULER scorer (src/tasks/ruler/ruler_score.ts).

Runs RULER's own scoring code (NVIDIA/RULER, read from its git mirror at
HEAD, unchanged): `string_match_all` and `string_match_part` from
scripts/eval/synthetic/constants.py, and `postprocess_pred` taken out of
scripts/eval/evaluate.py (that module parses argv and imports NeMo when
loaded, so only the function's own source is run). Writes:

- rows.json: crafted predictions (control characters, Python's and
  JavaScript's whitespace, case, final sigma, letters cased only since
  Unicode 16, lone surrogates, repeated and empty references) with the
  postprocessed text, each metric's score of the one row (RULER's function
  on a list of one) or the exception it raises;
- tasks.json: whole tasks whose score rounds awkwardly (exact ties that
  `round` sends to the even neighbour, sums whose order decides the
  rounding) with RULER's task score.

Nothing from RULER is copied into niah: it is read from the mirror at run
time. Usage (from the repository root; any Python 3.10 or 3.11, whose
`sum` of floats adds left to right):
  python3 scripts/reference/ruler_score_vectors.py \
    --ruler-repo ../.mirror/NVIDIA+RULER/repo --out tests/vectors/ruler_score
"""

from __future__ import annotations

import argparse
import ast
import json
import math
import random
import re
import subprocess
import sys
import types
import unicodedata
from pathlib import Path


def git_show(repo: str, path: str) -> tuple[str, str]:
    """The file at HEAD of a mirror (bare or not), and HEAD's commit."""
    git = ["git", f"--git-dir={repo}"] if not Path(repo, ".git").exists() else ["git", "-C", repo]
    text = subprocess.run([*git, "show", f"HEAD:{path}"], check=True, capture_output=True, text=True).stdout
    commit = subprocess.run([*git, "rev-parse", "HEAD"], check=True, capture_output=True, text=True).stdout.strip()
    return text, commit


def load_ruler(repo: str):
    """RULER's metric functions and postprocess_pred, run from the mirror's source."""
    constants_src, commit = git_show(repo, "scripts/eval/synthetic/constants.py")
    constants = types.ModuleType("ruler_eval_constants")
    exec(compile(constants_src, "scripts/eval/synthetic/constants.py", "exec"), constants.__dict__)
    evaluate_src, _ = git_show(repo, "scripts/eval/evaluate.py")
    tree = ast.parse(evaluate_src)
    (func,) = [n for n in tree.body if isinstance(n, ast.FunctionDef) and n.name == "postprocess_pred"]
    scope = {"re": re}
    exec(compile(ast.Module(body=[func], type_ignores=[]), "scripts/eval/evaluate.py", "exec"), scope)
    return constants, scope["postprocess_pred"], commit


def outcome(fn, preds, refs):
    try:
        return {"score": fn(preds, refs)}
    except Exception as error:  # RULER raises on rows without references
        return {"error": type(error).__name__}


CRAFTED: list[tuple[str, list[str]]] = [
    ("The special magic number is 1234567.", ["1234567"]),
    ("  1234567  ", ["1234567"]),
    ("", ["1234567"]),
    ("", [""]),
    ("anything", [""]),
    ("\x00\x01answer\x1f", ["answer"]),
    ("a\x00b", ["a\nb"]),
    ("a\x00b", ["ab"]),
    ("a\tb\x0bc\x0cd\re", ["a\nb\nc\nd\ne"]),
    ("\x1c\x1d answer \x1e\x1f", ["answer"]),
    ("\x85answer\x85", ["\x85answer"]),
    ("\ufeffanswer\ufeff", ["\ufeffanswer\ufeff"]),
    ("\u200banswer\u200b", ["\u200banswer"]),
    ("\u3000answer\u2028", ["answer"]),
    ("\xa0 answer \xa0", ["answer"]),
    ("x\x7fy", ["x\x7fy"]),
    ("The Answer IS Tango", ["answer is tango"]),
    ("APPLE banana", ["apple", "BANANA", "cherry"]),
    ("apple", ["apple", "apple", "pear"]),
    ("apple apple", ["apple", "apple", "apple"]),
    ("one two three four", ["one", "two", "three", "four", "five"]),
    ("İstanbul", ["istanbul"]),
    ("İstanbul", ["i̇stanbul"]),
    ("İ", ["i"]),
    ("\u212a", ["k"]),
    ("\u212b", ["\xe5"]),
    ("STRASSE", ["straße"]),
    ("straße", ["STRASSE"]),
    ("ΟΔΟΣ", ["οδοσ"]),
    ("ΟΔΟΣ", ["οδος"]),
    ("ΟΔΟΣ ΜΑΣ", ["ς μ"]),
    ("ΑΣΑ", ["σα"]),
    ("Α'Σ", ["'ς"]),
    ("ΑΣ\u0301", ["ς"]),
    ("\u0264", ["\ua7cb"]),
    ("\ua7cb", ["\u0264"]),
    ("\ua7cb", ["\ua7cb"]),
    ("ΑΣ\ua7cb", ["ς"]),
    ("\U00010d50", ["\U00010d70"]),
    ("\u1c89x", ["\u1c8ax"]),
    ("\U0001f600", ["\ud83d"]),
    ("\U0001f600", ["\ude00"]),
    ("x\ud83d", ["\ud83d"]),
    ("\ude00y", ["\ude00"]),
    ("\U0001f600", ["\U0001f600"]),
    ("no match", []),
    ("abc", ["ABC", "b", "zzz", "C"]),
    ("uuid 4E5F-aa11", ["4e5f-AA11"]),
]


def row_vectors(constants, postprocess_pred):
    rows = []
    for prediction, references in CRAFTED:
        post = postprocess_pred(prediction, {})
        rows.append({
            "prediction": prediction,
            "references": references,
            "postprocessed": post,
            "all": outcome(constants.string_match_all, [post], [references]),
            "part": outcome(constants.string_match_part, [post], [references]),
        })
    return rows


def is_tie(x: float) -> bool:
    """Whether x is exactly halfway between two hundredths."""
    return (x * 8).is_integer() and int(x * 8) % 2 == 1


def tie_tasks(constants):
    """Tasks of k found in n single-reference rows whose score is an exact tie."""
    tasks = []
    for n in range(1, 1200):
        for k in range(n + 1):
            x = float(k) / n * 100  # sum() of k ones and n - k zeros
            if is_tie(x) and len(tasks) < 8 and all(t["x"] != x for t in tasks):
                preds = ["yes"] * k + ["no"] * (n - k)
                refs = [["yes"]] * n
                tasks.append({"n": n, "k": k, "x": x, "preds": preds, "refs": refs})
    return [{
        "name": f"tie: {t['k']} of {t['n']} rows",
        "metric": "all",
        "predictions": t["preds"],
        "references": t["refs"],
        "score": constants.string_match_all(t["preds"], t["refs"]),
    } for t in tasks]


def order_tasks(constants):
    """Tasks of multi-reference rows whose in-order sum rounds unlike fsum."""
    rng = random.Random(25)
    tasks = []
    words = ["alpha", "bravo", "charlie", "delta", "echo", "foxtrot", "golf"]
    for _ in range(200000):
        if len(tasks) >= 6:
            break
        n = rng.randint(3, 40)
        refs = [words[: rng.randint(1, 7)] for _ in range(n)]
        preds = [" ".join(rng.sample(r, rng.randint(0, len(r)))) for r in refs]
        values = [sum([1.0 if w in p else 0.0 for w in r]) / len(r) for p, r in zip(preds, refs)]
        in_order = sum(values) / n * 100
        exact = math.fsum(values) / n * 100
        if round(in_order, 2) != round(exact, 2):
            tasks.append({
                "name": f"row order decides the rounding ({n} rows)",
                "metric": "all",
                "predictions": preds,
                "references": refs,
                "score": constants.string_match_all(preds, refs),
            })
    return tasks


def plain_tasks(constants):
    base = [
        ("one row", "all", ["a b"], [["a", "b", "c"]]),
        ("thirds", "all", ["a", "a b", "c"], [["a", "b", "c"]] * 3),
        ("part", "part", ["a", "x", "b c"], [["a", "b"], ["a"], ["c", "d"]]),
        ("part of thirds", "part", ["a", "x", "x"], [["a"]] * 3),
        ("sevenths", "all", ["a"] * 7, [["a", "b", "c", "d", "e", "f", "g"]] * 7),
        ("empty predictions", "all", ["", ""], [["a"], ["b"]]),
    ]
    return [{
        "name": name,
        "metric": metric,
        "predictions": preds,
        "references": refs,
        "score": (constants.string_match_all if metric == "all" else constants.string_match_part)(preds, refs),
    } for name, metric, preds, refs in base]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--ruler-repo", default="../.mirror/NVIDIA+RULER/repo")
    parser.add_argument("--out", default="tests/vectors/ruler_score")
    args = parser.parse_args()
    if sys.version_info >= (3, 12):
        sys.exit("Python 3.12 sums floats with compensation; RULER's container (3.10) does not: use 3.10 or 3.11")
    constants, postprocess_pred, commit = load_ruler(args.ruler_repo)
    meta = {
        "ruler_commit": commit,
        "python": sys.version.split()[0],
        "unicode": unicodedata.unidata_version,
    }
    out = Path(args.out)
    out.mkdir(parents=True, exist_ok=True)
    rows = {**meta, "rows": row_vectors(constants, postprocess_pred)}
    tasks = {**meta, "tasks": plain_tasks(constants) + tie_tasks(constants) + order_tasks(constants)}
    (out / "rows.json").write_text(json.dumps(rows, indent=1) + "\n")
    (out / "tasks.json").write_text(json.dumps(tasks, indent=1) + "\n")
    print(f"wrote {len(rows['rows'])} rows and {len(tasks['tasks'])} tasks to {out}")


if __name__ == "__main__":
    main()
