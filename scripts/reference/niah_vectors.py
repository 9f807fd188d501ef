"""Runs the Python needle-in-a-haystack tool and records what it sends.

niah's `style: reference` NIAH tasks must send, byte for byte, the prompt
the Python tool (gkamradt/needle-in-a-haystack v2, `needlehaystack/`)
sends for the same run config. This harness drives that tool's own
`Runner` (its haystack loader, cut, inserters, texts, question and
scorers) with a provider that records each prompt instead of calling a
model, and writes one vector per cell: the SHA-256 of the messages JSON,
token counts, placements, expected answer and question. Tests compare
niah against these files offline.

The reference is not part of niah: pass a checkout of it (--reference, a
folder holding `needlehaystack/`). From a git clone of it, for example
../needle-in-a-haystack beside the repository (make_niah_vectors.sh does
this for every vector file):

    REF=$(mktemp -d)
    git -C ../needle-in-a-haystack archive HEAD needlehaystack |
      tar -x -C "$REF" --exclude=needlehaystack/PaulGrahamEssays
    PYTHONPATH=scripts/reference python3 scripts/reference/niah_vectors.py \
      --reference "$REF" --haystack '{"type":"files","path":"DIR"}' \
      --lengths 1000,4000 --depths 0,5,50,100 --seeds 1,2 --out FILE

`tiktoken` is the shim beside this file (niah's npm cl100k_base). With
`--rows FILE` the tool's own JSONL store also writes its result rows
there, and its own `reconstruct` rebuilds each (`FILE` less `.jsonl`, plus
`.reconstructed.json`: the contexts' SHA-256), for `niah reconstruct` of
Python rows; `--scores FILE` records
its scorers' values for the answers in scripts/reference/niah_answers.json.
"""

from __future__ import annotations

import argparse
import asyncio
import dataclasses
import hashlib
import json
import os
import sys
from typing import Any

# The four tasks as the tool's example configs name them, plus variants
# that exercise a non-default template, chain length and needle list.
DEFAULT_TASKS: list[dict[str, Any]] = [
    {"type": "single"},
    {"type": "multi"},
    {"type": "uuid"},
    {"type": "uuid_chain"},
]


def messages_sha256(messages: list[dict[str, str]]) -> str:
    """SHA-256 of the messages as JSON.stringify writes them."""
    text = json.dumps(messages, ensure_ascii=False, separators=(",", ":"))
    return hashlib.sha256(text.encode("utf-8")).hexdigest()


def parse_list(text: str, kind: type) -> list[Any]:
    return [kind(v) for v in text.split(",") if v.strip()]


class Recorder:
    """The provider and the store at once: pairs each row with its prompt."""

    id = "reference-recorder"
    request_model = "reference-recorder"

    def __init__(self, jsonl: Any | None, keep_under: int) -> None:
        self._last_user: str | None = None
        self._jsonl = jsonl
        self._keep_under = keep_under
        self.cells: list[dict[str, Any]] = []

    async def complete(self, system: str, user: str) -> Any:
        from needlehaystack.providers.base import Completion

        messages = []
        if system:
            messages.append({"role": "system", "content": system})
        messages.append({"role": "user", "content": user})
        self._last_user = messages  # type: ignore[assignment]
        return Completion(text="I do not know.", usage=None)

    def already_has(self, key: Any) -> bool:
        return False

    async def append(self, result: Any) -> None:
        messages = self._last_user
        assert messages is not None
        self._last_user = None
        row = dataclasses.asdict(result)
        recipe = row["recipe"]
        cell = {
            "context_length": row["context_length"],
            "depth_percent": row["target_depth_percent"],
            "seed": row["seed"],
            "messages_sha256": messages_sha256(messages),  # type: ignore[arg-type]
            "user_chars": len(messages[-1]["content"]),  # type: ignore[index]
            "inserter": recipe["inserter"],
            "final_context_token_count": recipe["final_context_token_count"],
            "needle_placements": recipe["needle_placements"],
            "expected_answer": row["expected_answer"],
            "prompt_question": row["prompt_question"],
            "needle_metadata": row["needle_metadata"],
        }
        if len(messages[-1]["content"]) <= self._keep_under:  # type: ignore[index]
            cell["messages"] = messages
        self.cells.append(cell)
        if self._jsonl is not None:
            await self._jsonl.append(result)


async def run_task(
    task_spec: dict[str, Any],
    haystack_spec: dict[str, Any],
    args: argparse.Namespace,
    jsonl: Any | None,
) -> list[dict[str, Any]]:
    from needlehaystack.config.loader import build_haystack, build_task
    from needlehaystack.config.schema import HaystackSpec, TaskSpec
    from needlehaystack.core.runner import Runner
    from needlehaystack.core.sweep import Sweep

    recorder = Recorder(jsonl, args.keep_under)
    runner = Runner(
        task=build_task(TaskSpec.model_validate(task_spec)),
        provider=recorder,  # type: ignore[arg-type]
        haystack=build_haystack(HaystackSpec.model_validate(haystack_spec)),
        sweep=Sweep(
            lengths=parse_list(args.lengths, int),
            depths=parse_list(args.depths, float),
            seeds=parse_list(args.seeds, int),
        ),
        store=recorder,  # type: ignore[arg-type]
        run_name=args.run_name,
        resume=False,
    )
    await runner.run()
    for cell in recorder.cells:
        cell["task"] = task_spec
    return recorder.cells


def score_answers(path: str) -> list[dict[str, Any]]:
    """The tool's scorers on each (task, seed, response) of `path`.

    `chain_cases` are responses for uuid_chain (seeds 1 and 2, chain
    lengths 5 and 2), with `{i}` standing for chain member i, `{i_upper}`
    for it upper-cased and `{i_cut}` for it less its last character.
    """
    from needlehaystack.config.loader import build_task
    from needlehaystack.config.schema import TaskSpec

    with open(path, encoding="utf-8") as f:
        answers = json.load(f)
    cases = list(answers["cases"])
    for task in ({"type": "uuid_chain"}, {"type": "uuid_chain", "chain_length": 2}):
        for seed in (1, 2):
            chain = build_task(TaskSpec.model_validate(task)).generate_needle(seed=seed).metadata["chain"]
            last = len(chain) - 1
            for template in answers["chain_cases"]:
                response = template
                for i in range(4, -1, -1):
                    node = chain[min(i, last)]
                    response = response.replace(f"{{{i}_upper}}", node.upper())
                    response = response.replace(f"{{{i}_cut}}", node[:-1])
                    response = response.replace(f"{{{i}}}", node)
                cases.append({"task": task, "seed": seed, "response": response})
    out = []
    for case in cases:
        task = build_task(TaskSpec.model_validate(case["task"]))
        needle = task.generate_needle(seed=case["seed"])
        score = task.score(case["response"], needle)
        out.append({**case, "value": score.value, "details": score.details})
    return out


def write_reconstructed(rows: str) -> None:
    """The tool's own `reconstruct` of every row: `<rows>.reconstructed.json`."""
    from needlehaystack.cli.reconstruct import reconstruct_from_jsonl

    with open(rows, encoding="utf-8") as f:
        count = sum(1 for _ in f)
    out = []
    for i in range(count):
        context = reconstruct_from_jsonl(rows, i)
        out.append({
            "row": i,
            "context_sha256": hashlib.sha256(context.encode("utf-8")).hexdigest(),
            "context_chars": len(context),
        })
    path = rows.removesuffix(".jsonl") + ".reconstructed.json"
    with open(path, "w", encoding="utf-8") as f:
        json.dump(out, f, indent=1)
        f.write("\n")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--reference", required=True, help="folder holding needlehaystack/")
    parser.add_argument("--haystack", required=True, help="the run's haystack block, as JSON")
    parser.add_argument("--tasks", default=json.dumps(DEFAULT_TASKS), help="task blocks, a JSON list")
    parser.add_argument("--lengths", default="1000,4000,32000,128000")
    parser.add_argument("--depths", default="0,5,50,100")
    parser.add_argument("--seeds", default="1,2")
    parser.add_argument("--run-name", default="reference")
    parser.add_argument("--keep-under", type=int, default=0, help="keep whole messages up to this many chars")
    parser.add_argument("--out", required=True)
    parser.add_argument("--rows", help="also write the tool's result rows (JSONL) here")
    parser.add_argument("--scores", help="also score scripts/reference/niah_answers.json into this file")
    args = parser.parse_args()

    sys.path.insert(0, os.path.abspath(args.reference))
    from needlehaystack.stores.jsonl import JsonlResultStore

    haystack_spec = json.loads(args.haystack)
    jsonl = None
    if args.rows:
        if os.path.exists(args.rows):
            os.remove(args.rows)
        jsonl = JsonlResultStore(args.rows)
    cells: list[dict[str, Any]] = []
    for task_spec in json.loads(args.tasks):
        cells += asyncio.run(run_task(task_spec, haystack_spec, args, jsonl))
    out = {
        "made_by": "scripts/reference/niah_vectors.py",
        "reference": "gkamradt/needle-in-a-haystack needlehaystack/ (v2)",
        "tokenizer": "cl100k_base (niah's npm tiktoken through scripts/reference/tiktoken.py)",
        "haystack": haystack_spec,
        "cells": cells,
    }
    with open(args.out, "w", encoding="utf-8") as f:
        json.dump(out, f, ensure_ascii=False, indent=1)
        f.write("\n")
    if args.rows:
        write_reconstructed(args.rows)
    if args.scores:
        answers = os.path.join(os.path.dirname(os.path.abspath(__file__)), "niah_answers.json")
        with open(args.scores, "w", encoding="utf-8") as f:
            json.dump(score_answers(answers), f, ensure_ascii=False, indent=1)
            f.write("\n")
    print(f"{len(cells)} cells -> {args.out}", file=sys.stderr)


if __name__ == "__main__":
    main()
