"""Records one RULER run (one validation.jsonl) in tests/vectors/ruler/.

    record_case.py <vectors dir> <validation.jsonl> <encoding> <seed> <max_seq_length>
                   <task> <num_samples> <exact|hashed> <wall_s> <python_cpu_s> <cpu_s> <max_rss_kb>

`exact` copies the file's bytes to <encoding>/s<seed>/<max_seq_length>/<task>.jsonl;
`hashed` keeps, per line, the SHA-256 of the line's bytes (without its "\\n") and
its `length` and `index`. Either way the case goes into index.json's `cases`
(one entry per encoding, seed, length and task; a rerun replaces it), with the
time RULER's own run took here. Fails unless the file has num_samples rows.
"""

from __future__ import annotations

import hashlib
import json
import os
import shutil
import sys


def main(argv: list[str]) -> None:
    if len(argv) != 12:
        sys.exit(__doc__)
    root, source, encoding, seed, length, task, samples, mode, wall, pycpu, cpu, rss = argv
    with open(source, "rb") as f:
        data = f.read()
    lines = data.split(b"\n")
    if lines[-1] != b"":
        sys.exit(f"{source}: does not end in a newline")
    lines = lines[:-1]
    if len(lines) != int(samples):
        sys.exit(f"{source}: {len(lines)} rows, not {samples} (RULER's generator failed?)")
    case: dict[str, object] = {
        "task": task,
        "encoding": encoding,
        "seed": int(seed),
        "max_seq_length": int(length),
        "num_samples": int(samples),
    }
    if mode == "exact":
        relative = f"{encoding}/s{seed}/{length}/{task}.jsonl"
        os.makedirs(os.path.dirname(os.path.join(root, relative)), exist_ok=True)
        shutil.copyfile(source, os.path.join(root, relative))
        case["file"] = relative
        case["sha256"] = hashlib.sha256(data).hexdigest()
    elif mode == "hashed":
        rows = []
        for line in lines:
            row = json.loads(line)
            rows.append({
                "sha256": hashlib.sha256(line).hexdigest(),
                "length": row["length"],
                "index": row["index"],
            })
        case["rows"] = rows
    else:
        sys.exit(f"mode must be exact or hashed, not {mode}")
    case["ruler_run"] = {
        "wall_s": float(wall),
        "python_cpu_s": float(pycpu),
        "cpu_s": None if cpu == "-" else float(cpu),
        "max_rss_kb": int(rss),
    }

    index_path = os.path.join(root, "index.json")
    with open(index_path, encoding="utf-8") as f:
        index = json.load(f)
    key = (encoding, int(seed), int(length), task)

    def case_key(c: dict) -> tuple:
        return (c["encoding"], c["seed"], c["max_seq_length"], c["task"])

    cases = [c for c in index["cases"] if case_key(c) != key] + [case]
    cases.sort(key=case_key)
    index["cases"] = cases
    with open(index_path, "w", encoding="utf-8") as f:
        json.dump(index, f, indent=2)
        f.write("\n")


if __name__ == "__main__":
    main(sys.argv[1:])
