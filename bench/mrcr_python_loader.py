"""The upstream MRCR loader, timed: what the openai/mrcr dataset card's
sample code does before it sends a row (pd.read_parquet of the files,
pd.concat, then per row json.loads of the prompt and n_tokens, the sum of
o200k_base tokens over the messages' contents), plus the binning niah
does on the counts. bench/mrcr_bench.ts runs it (with the python
MRCR_BENCH_PYTHON names) on the synthetic files it wrote, and prints both
figures.

tiktoken cannot download its BPE file where niah is built, so the encoding
is built from the ranks the npm tiktoken package ships (the same o200k_base
ranks: a line "<name> <first rank> <base64 token> ..."), with
tiktoken_ext's o200k_base pattern and special tokens: the encoding
tiktoken.get_encoding("o200k_base") gives. Building it is timed apart
(get_encoding does it once per process, from its cache).

Usage: python mrcr_python_loader.py DATASET_DIR NPM_O200K_JSON
Prints one JSON line: seconds, encoding_seconds, rows, bins.
"""

import base64
import glob
import json
import sys
import time

import pandas as pd
import tiktoken

BOUNDS = [2**k for k in range(13, 21)]


def o200k(npm_json: str) -> tiktoken.Encoding:
    with open(npm_json, encoding="utf-8") as f:
        data = json.load(f)
    ranks = {}
    for line in data["bpe_ranks"].split("\n"):
        if not line:
            continue
        _, first, *tokens = line.split(" ")
        for i, token in enumerate(tokens):
            ranks[base64.b64decode(token)] = int(first) + i
    return tiktoken.Encoding(
        name="o200k_base",
        pat_str=data["pat_str"],
        mergeable_ranks=ranks,
        special_tokens=data["special_tokens"],
    )


def bin_of(count: int):
    for bound in BOUNDS:
        if bound // 2 < count <= bound:
            return bound
    return None


def main() -> None:
    folder, npm_json = sys.argv[1], sys.argv[2]
    t0 = time.perf_counter()
    enc = o200k(npm_json)
    assert enc.encode("hello world") == [24912, 2375], "not o200k_base"
    encoding_seconds = time.perf_counter() - t0

    def n_tokens(messages: list) -> int:
        return sum([len(enc.encode(m["content"])) for m in messages])

    t0 = time.perf_counter()
    rows = 0
    bins = {}
    for needles in (2, 4, 8):
        files = sorted(glob.glob(f"{folder}/{needles}needle/*.parquet"))
        dataset = pd.concat([pd.read_parquet(file) for file in files])
        for _, row in dataset.iterrows():
            messages = json.loads(row["prompt"])
            bound = bin_of(n_tokens(messages))
            key = f"{needles}/{bound}"
            bins[key] = bins.get(key, 0) + 1
            rows += 1
    seconds = time.perf_counter() - t0
    print(
        json.dumps(
            {
                "seconds": seconds,
                "encoding_seconds": encoding_seconds,
                "rows": rows,
                "bins": bins,
            }
        )
    )


main()
