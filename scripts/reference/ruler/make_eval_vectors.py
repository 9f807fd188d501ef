"""Crafted RULER predictions, scored by RULER's own evaluate.py.

    make_eval_vectors.py <RULER scripts dir> <out dir>

Writes `<out>/crafted/synthetic/<length>/pred/<task>.jsonl` in the layout
RULER's `call_api.py` writes (keys index, pred, input, outputs, others,
truncation, length), for the 13 tasks of synthetic.yaml at four lengths,
the predictions drawn from a seeded `random.Random` to hit what the scorer
does: every reference found, some, none; case changed (ASCII and not);
control characters inside and around a reference (evaluate.py turns
`[\\x00-\\x1f]` into line breaks, which breaks the reference they sit in);
whitespace around; empty predictions; references repeated in `outputs`.
Some tasks of one length are split into chunk files (`<task>-0.jsonl`,
`<task>-1.jsonl`), which evaluate.py joins in name order.

Then runs `eval/evaluate.py --data_dir <copy> --benchmark synthetic` on a
copy of each length's `pred/` folder (evaluate.py deletes the chunk files
it joins) and keeps the `summary.csv` it writes as `<length>/summary.csv`
beside `pred/`. evaluate.py needs pandas, PyYAML, nltk (with a punkt
folder on NLTK_DATA, or it tries to download one), tqdm and NeMo's
manifest_utils (the shim `nemo_manifest_shim/`, json lines in and out, is
put on PYTHONPATH by make_eval_vectors.sh).
"""

from __future__ import annotations

import json
import os
import random
import shutil
import subprocess
import sys
import tempfile

LENGTHS = [4096, 8192, 16384, 32768]
TASKS = [
    "niah_single_1",
    "niah_single_2",
    "niah_single_3",
    "niah_multikey_1",
    "niah_multikey_2",
    "niah_multikey_3",
    "niah_multivalue",
    "niah_multiquery",
    "vt",
    "cwe",
    "fwe",
    "qa_1",
    "qa_2",
]
# Tasks written as two chunk files at this length.
CHUNKED = {8192: {"niah_single_1", "vt", "qa_2"}}
WORDS = ["apple", "Straße", "ΟΔΟΣ", "İstanbul", "coffee", "VAR", "mango", "ǅemal"]
CONTROL = ["\x00", "\x01", "\t", "\n", "\x1b", "\x1f"]


def reference(rng: random.Random, task: str) -> str:
    kind = rng.randrange(4)
    if task.startswith("qa"):
        return rng.choice(["Paris", "the Eiffel Tower", "1889", "Gustave Eiffel", "İzmir"])
    if task == "vt":
        return "".join(rng.choice("ABCDEFGHIJKLMNOPQRSTUVWXYZ") for _ in range(5))
    if kind == 0:
        return str(rng.randrange(1_000_000, 10_000_000))
    if kind == 1:
        return "%08x-%04x-%04x-%04x-%012x" % tuple(rng.getrandbits(b) for b in (32, 16, 16, 16, 48))
    return rng.choice(WORDS) + ("" if kind == 2 else "-" + rng.choice(WORDS).lower())


def references(rng: random.Random, task: str) -> list[str]:
    count = {"niah_multivalue": 4, "niah_multiquery": 4, "vt": 5, "cwe": 10, "fwe": 3}.get(task, 1)
    if task.startswith("qa"):
        count = rng.randrange(1, 4)
    refs = [reference(rng, task) for _ in range(count)]
    if count > 1 and rng.random() < 0.2:
        refs[-1] = refs[0]  # a reference repeated in outputs
    return refs


def mangle(rng: random.Random, ref: str) -> str:
    """One reference as a prediction might hold it, found or not."""
    how = rng.randrange(7)
    if how == 0:
        return ref.upper()
    if how == 1:
        return ref.lower()
    if how == 2 and len(ref) > 2:
        cut = rng.randrange(1, len(ref) - 1)
        return ref[:cut] + rng.choice(CONTROL) + ref[cut:]
    if how == 3:
        return rng.choice(CONTROL) + ref + rng.choice(CONTROL)
    if how == 4:
        return ref[: max(1, len(ref) // 2)]
    return ref


def prediction(rng: random.Random, refs: list[str]) -> str:
    if rng.random() < 0.1:
        return rng.choice(["", "   ", "\n\x00\t"])
    shown = [mangle(rng, r) for r in refs if rng.random() < 0.75]
    rng.shuffle(shown)
    filler = rng.choice([" ", ", ", "\n", " and ", "; the answer: "])
    text = filler.join(shown)
    return rng.choice(["", "  ", "\n", "Answer: "]) + text + rng.choice(["", ".", " \n", "\x1f"])


def write_lengths(root: str) -> None:
    rng = random.Random(20251202)
    for length in LENGTHS:
        pred = os.path.join(root, "crafted", "synthetic", str(length), "pred")
        os.makedirs(pred, exist_ok=True)
        for task in TASKS:
            lines = []
            for index in range(rng.randrange(3, 16)):
                refs = references(rng, task)
                lines.append({
                    "index": index,
                    "pred": prediction(rng, refs),
                    "input": f"(the {task} prompt at {length})",
                    "outputs": refs,
                    "others": {},
                    "truncation": -1,
                    "length": length - rng.randrange(100),
                })
            chunks = [lines]
            if task in CHUNKED.get(length, set()):
                half = len(lines) // 2
                chunks = [lines[:half], lines[half:]]
            for n, chunk in enumerate(chunks):
                name = f"{task}.jsonl" if len(chunks) == 1 else f"{task}-{n}.jsonl"
                with open(os.path.join(pred, name), "w", encoding="utf-8") as f:
                    for line in chunk:
                        f.write(json.dumps(line) + "\n")


def evaluate(scripts: str, root: str) -> None:
    for length in LENGTHS:
        folder = os.path.join(root, "crafted", "synthetic", str(length))
        with tempfile.TemporaryDirectory() as tmp:
            copy = os.path.join(tmp, "pred")
            shutil.copytree(os.path.join(folder, "pred"), copy)
            subprocess.run(
                [sys.executable, "eval/evaluate.py", "--data_dir", copy, "--benchmark", "synthetic"],
                cwd=scripts,
                check=True,
                stdout=subprocess.DEVNULL,
                stderr=subprocess.DEVNULL,
            )
            shutil.copy(os.path.join(copy, "summary.csv"), os.path.join(folder, "summary.csv"))


def main(argv: list[str]) -> None:
    if len(argv) != 2:
        sys.exit(__doc__)
    scripts, out = argv
    write_lengths(out)
    evaluate(scripts, out)


if __name__ == "__main__":
    main(sys.argv[1:])
