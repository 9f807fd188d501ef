"""Writes niah's num_seq test vectors by running the reference code itself.

The reference is num-seq-env (`ijamil1/num_seq_env`,
`environments/num_seq_env/num_seq_env.py`) and its scorer, verifiers'
`XMLParser(["reasoning", "answer"])`. Neither is part of niah: this script
reads them from git repositories given on the command line (bare mirrors
work), imports them with stubs for their glue imports (`datasets`, the
`verifiers` package root), and writes what they produce as JSON:

- `datasets.json`: for each (num_examples, seed, min_k, max_k), every
  example's user text (its SHA-256, first 16 hex digits; the first five
  in full) and answer, and the system prompt's SHA-256;
- `scores.json`: tricky completions, each with what `parse_answer`
  returned for it as a chat completion and the environment's reward.

Usage (Python 3 with numpy, from the repository root; --num-seq-env and
--verifiers are git clones of ijamil1/num_seq_env and
PrimeIntellect-ai/verifiers, by default ../num_seq_env and ../verifiers
beside the repository):

  python3 scripts/reference/num_seq_vectors.py \
    --num-seq-env ../num_seq_env \
    --verifiers ../verifiers \
    --out tests/vectors/num_seq
  npx -y deno@2.9.6 fmt tests/vectors/num_seq   # niah's JSON layout
"""

import argparse
import asyncio
import hashlib
import json
import re
import sys
import tempfile
from pathlib import Path

import numpy as np

sys.path.insert(0, str(Path(__file__).resolve().parent))
from load_reference import (  # noqa: E402
    ENV_PATH,
    PARSER_PATHS,
    VERIFIERS_REV,
    git_commit,
    install_stubs,
    load_num_seq_env,
)

# (num_examples, seed, min_k, max_k): the defaults, and two other seeds and
# order ranges, every example; a single order (randint(3, 3) still draws);
# a negative seed (CPython seeds random.Random with its absolute value).
DATASETS = [(500, 42, 2, 5), (300, 7, 2, 3), (300, 123, 3, 5), (200, 2024, 1, 4), (100, 5, 3, 3), (20, -7, 2, 5)]


def sha256(text: str) -> str:
    return hashlib.sha256(text.encode("utf-8")).hexdigest()


# Completions that trip parsers: tags, whitespace (Python's, not
# JavaScript's), number formats, several answers, boxes, think blocks.
def tricky_answers() -> list[tuple[str, str]]:
    a = "42"
    cases = [
        ("<reasoning>x</reasoning><answer>42</answer>", a),
        ("<reasoning>\nx\n</reasoning>\n<answer>\n42\n</answer>\n", a),
        ("<answer>42</answer>", a),
        ("<answer> 42 </answer>", a),
        ("<answer>\t42\r\n</answer>", a),
        ("<answer>42</answer><answer>7</answer>", a),
        ("<answer>7</answer><answer>42</answer>", a),
        ("<answer>42", a),
        ("42</answer>", a),
        ("<Answer>42</Answer>", a),
        ("<ANSWER>42</ANSWER>", a),
        ("<answer >42</answer>", a),
        ("< answer>42</answer>", a),
        ("<answer>42</ answer>", a),
        ("<answer>\\boxed{42}</answer>", a),
        ("\\boxed{42}", a),
        ("The answer is 42.", a),
        ("42", a),
        ("", a),
        ("<answer></answer>", a),
        ("<answer>   </answer>", a),
        ("<answer>+42</answer>", a),
        ("<answer>42.0</answer>", a),
        ("<answer>042</answer>", a),
        ("<answer>4 2</answer>", a),
        ("<answer>42.</answer>", a),
        ("<answer>**42**</answer>", a),
        ("<answer>`42`</answer>", a),
        ("<answer>42\n</answer>", a),
        ("<answer>\n\n42\n\n</answer>", a),
        ("<answer>\x1c42\x1f</answer>", a),
        ("<answer>\x8542\x85</answer>", a),
        ("<answer>\xa042\u3000</answer>", a),
        ("<answer>\u200b42</answer>", a),
        ("<answer>\ufeff42</answer>", a),
        ("<answer>\u202842\u2029</answer>", a),
        ("<answer>\x0b42\x0c</answer>", a),
        ("<answer>4\n2</answer>", a),
        ("<think><answer>7</answer></think><answer>42</answer>", a),
        ("<think>hmm</think>\n<answer>42</answer>", a),
        ("<reasoning><answer>42</answer></reasoning>", a),
        ("<answer><answer>42</answer></answer>", a),
        ("<answer>42</answer></answer>", a),
        ("<answer><answer>42</answer>", a),
        ("<answer>-42</answer>", "-42"),
        ("<answer>−42</answer>", "-42"),
        ("<answer>- 42</answer>", "-42"),
        ("<answer>-0</answer>", "0"),
        ("<answer>0</answer>", "0"),
        ("<answer>-42</answer>", "42"),
        ("<answer>1,234</answer>", "1234"),
        ("<answer>1234</answer>", "1234"),
        ("<answer>1 234</answer>", "1234"),
        ("<answer>term 5 is 42</answer>", a),
        ("<answer>a(17) = 42</answer>", a),
        ("<answer>42</answer> and then <answer>43</answer>", a),
        ("Reasoning... <answer>\n42\n</answer>\nDone.", a),
        ("<reasoning>a</reasoning>\n<answer>\n-99998\n</answer>", "-99998"),
        ("<answer>42</answer>", " 42 "),
        ("<answer>42</answer>", "42\n"),
        ("<answer>\r42\r</answer>", a),
        ("<answer>42\u2003</answer>", a),
        ("<answer>٤٢</answer>", a),
        ("<answer>４２</answer>", a),
        ("<answer>42</answer\n>", a),
        ("<answer>\n42</answer>\n<answer>\n", a),
    ]
    return cases


def score_vectors(captured) -> list[dict]:
    [exact_match] = captured["funcs"]
    parser = captured["parser"]
    rows = []
    for text, answer in tricky_answers():
        completion = [{"role": "assistant", "content": text}]
        parsed = parser.parse_answer(completion)
        reward = asyncio.run(exact_match(completion, answer, parser))
        rows.append(
            {"response": text, "answer": answer, "parsed": parsed, "reward": reward}
        )
    return rows


def dataset_vectors(env) -> tuple[str, list[dict]]:
    out = []
    for n, seed, min_k, max_k in DATASETS:
        rows = env._generate_dataset(
            num_examples=n, seed=seed, min_k=min_k, max_k=max_k
        )
        # load_environment passes only these four; its system prompt is
        # the module constant.
        out.append(
            {
                "num_examples": n,
                "seed": seed,
                "min_k": min_k,
                "max_k": max_k,
                # The user text's SHA-256 (first 16 hex digits) and the
                # answer; the first few texts in full, for readable failures.
                "examples": [
                    [sha256(row["prompt"][0]["content"])[:16], row["answer"]]
                    for row in rows
                ],
                "first_user_texts": [row["prompt"][0]["content"] for row in rows[:5]],
            }
        )
    return out


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--num-seq-env", default="../num_seq_env", help="git dir of num_seq_env")
    ap.add_argument("--num-seq-env-rev", default="HEAD")
    ap.add_argument("--verifiers", default="../verifiers", help="git dir of verifiers")
    ap.add_argument("--verifiers-rev", default=VERIFIERS_REV)
    ap.add_argument("--out", required=True)
    args = ap.parse_args()
    out = Path(args.out)
    out.mkdir(parents=True, exist_ok=True)
    with tempfile.TemporaryDirectory() as tmp:
        captured = install_stubs(Path(tmp), args.verifiers, args.verifiers_rev)
        env = load_num_seq_env(Path(tmp), args.num_seq_env, args.num_seq_env_rev)
        env.load_environment()
        source = {
            "repository": "ijamil1/num_seq_env",
            "commit": git_commit(args.num_seq_env, args.num_seq_env_rev),
            "path": ENV_PATH,
            "numpy": np.__version__,
            "python": sys.version.split()[0],
        }
        system = captured["system_prompt"]
        datasets = {
            "source": source,
            "system_sha256": sha256(system),
            "datasets": dataset_vectors(env),
        }
        scores = {
            "source": {
                **source,
                "verifiers_repository": "PrimeIntellect-ai/verifiers",
                "verifiers_commit": git_commit(args.verifiers, args.verifiers_rev),
                "verifiers_paths": PARSER_PATHS,
            },
            "cases": score_vectors(captured),
        }
    (out / "datasets.json").write_text(dump(datasets))
    (out / "scores.json").write_text(dump(scores))


def dump(value) -> str:
    """Indented JSON with each short list on one line: small, readable diffs."""
    text = json.dumps(value, ensure_ascii=True, indent=2)
    # Fold lists of scalars (an example's [digest, answer]) onto one line.
    return re.sub(
        r"\[\n\s*(\"[^\"\n]*\"),\n\s*(\"[^\"\n]*\")\n\s*\]", r"[\1, \2]", text
    ) + "\n"


if __name__ == "__main__":
    main()
