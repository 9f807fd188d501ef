#!/usr/bin/env python3
"""Test vectors for niah's `patterned_needle` task, `style: reference`.

Runs the reference environment's own code (stochi0/research-environments,
environments/patterned_needle_in_haystack/) and verifiers' own parser
(PrimeIntellect-ai/verifiers, verifiers/legacy/) straight from their git
mirrors, with the glue they import (`datasets`, `nltk`, the rest of
`verifiers`) stubbed, and writes what niah must reproduce:

- vocabulary.json: size and SHA-256 of the reference's filtered NLTK list;
- problems.json: problems over every mode, hint level, needle count and
  patterns per line (long texts as SHA-256, short ones verbatim);
- ablations.json: a digest per grid point of the reference's own ablation
  definitions (run_ablations.py), 50 problems each, seed 42, which
  `niah dataset` on configs/runs/patterned-*.yaml must reproduce;
- scores.json: tricky responses scored by the environment's reward
  functions (MaybeThinkParser + extract_boxed_answer, non-strict);
- edges.json: a digest per config the reference runs at the edges of its
  parameters (an empty or line-breaking separator, a worst case with too
  few haystack slots that no problem drawn hits, negative seeds), which
  `niah dataset` must reproduce.

Nothing from the reference is copied into niah: it is read from the
mirrors at run time.

Usage (from the repository root): --env-repo and --verifiers-repo are git
clones of stochi0/research-environments and PrimeIntellect-ai/verifiers (by
default ../research-environments and ../verifiers beside the repository),
--nltk-words NLTK's `words` corpus folder (by default
../shared/data/nltk_words):
  python3 scripts/reference/patterned_vectors.py \
    --env-repo ../research-environments \
    --verifiers-repo ../verifiers \
    --nltk-words ../shared/data/nltk_words \
    --out tests/vectors/patterned
"""

from __future__ import annotations

import argparse
import hashlib
import importlib
import json
import os
import subprocess
import sys
import tempfile
import types
from pathlib import Path

ENV_DIR = "environments/patterned_needle_in_haystack"
ENV_PACKAGE = "patterned_needle_in_haystack"
VERIFIERS_FILES = {
    "verifiers/legacy/parsers/parser.py": "verifiers/legacy/parsers/parser.py",
    "verifiers/legacy/parsers/maybe_think_parser.py": "verifiers/legacy/parsers/maybe_think_parser.py",
    "verifiers/legacy/utils/data_utils.py": "verifiers/legacy/utils/data_utils.py",
}


def sha256(text: str) -> str:
    return hashlib.sha256(text.encode("utf-8")).hexdigest()


def git_show(repo: str, path: str) -> tuple[str, str]:
    """The file at HEAD of a mirror (bare or not), and HEAD's commit."""
    git = ["git", f"--git-dir={repo}"] if not Path(repo, ".git").exists() else ["git", "-C", repo]
    text = subprocess.run([*git, "show", f"HEAD:{path}"], check=True, capture_output=True, text=True).stdout
    commit = subprocess.run([*git, "rev-parse", "HEAD"], check=True, capture_output=True, text=True).stdout.strip()
    return text, commit


def write(root: Path, rel: str, text: str) -> None:
    path = root / rel
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(text)


# --- glue stubs ---------------------------------------------------------------

VERIFIERS_INIT = '''
"""Stub of the verifiers package: the real parser, stub environment glue."""
from verifiers.legacy.parsers.maybe_think_parser import MaybeThinkParser
from verifiers.legacy.utils.data_utils import extract_boxed_answer


class Rubric:
    def __init__(self, funcs, weights):
        self.funcs = funcs
        self.weights = weights


class SingleTurnEnv:
    def __init__(self, dataset, parser, rubric, system_prompt):
        self.dataset = dataset
        self.parser = parser
        self.rubric = rubric
        self.system_prompt = system_prompt


Environment = SingleTurnEnv
'''

DATASETS_INIT = '''
"""Stub of datasets: a Dataset is its list of rows."""


class Dataset(list):
    @classmethod
    def from_list(cls, rows):
        return cls(rows)
'''

NLTK_INIT = '''
"""Stub of nltk: download does nothing; the corpus is read from NLTK_WORDS_DIR."""


def download(*args, **kwargs):
    return True
'''

NLTK_CORPUS_INIT = '''
"""Stub of nltk.corpus.words: WordListCorpusReader over en and en-basic."""
import os


class _Words:
    fileids = ("en", "en-basic")  # the reader's fileids: (?!README|\\.).*, sorted

    def words(self, fileids=None, ignore_lines_startswith="\\n"):
        directory = os.environ["NLTK_WORDS_DIR"]
        raw = "".join(open(os.path.join(directory, f), encoding="ascii").read() for f in self.fileids)
        # nltk's line_tokenize(blanklines="discard"): splitlines, blank lines dropped.
        lines = [line for line in raw.splitlines() if line.rstrip()]
        return [line for line in lines if not line.startswith(ignore_lines_startswith)]


words = _Words()
'''


def install_reference(args: argparse.Namespace, root: Path) -> dict:
    """Writes the reference package, the real verifiers parser and the stubs under root."""
    commits = {}
    for name in ("__init__", "patterned_needle_in_haystack", "patterns", "problem", "vocabulary"):
        text, commits["env"] = git_show(args.env_repo, f"{ENV_DIR}/{ENV_PACKAGE}/{name}.py")
        write(root, f"{ENV_PACKAGE}/{name}.py", text)
    text, _ = git_show(args.env_repo, f"{ENV_DIR}/run_ablations.py")
    write(root, "run_ablations.py", text)
    for source, target in VERIFIERS_FILES.items():
        text, commits["verifiers"] = git_show(args.verifiers_repo, source)
        write(root, target, text)
    write(root, "verifiers/__init__.py", VERIFIERS_INIT)
    write(root, "verifiers/legacy/__init__.py", "")
    write(root, "verifiers/legacy/parsers/__init__.py", "")
    write(root, "verifiers/legacy/utils/__init__.py", "")
    write(root, "verifiers/legacy/types.py", "Messages = list\n")
    write(root, "datasets/__init__.py", DATASETS_INIT)
    write(root, "nltk/__init__.py", NLTK_INIT)
    write(root, "nltk/corpus/__init__.py", NLTK_CORPUS_INIT)
    os.environ["NLTK_WORDS_DIR"] = str(Path(args.nltk_words).resolve())
    sys.path.insert(0, str(root))
    return commits


# --- problems -----------------------------------------------------------------


def problem_record(env, index: int, verbatim: bool) -> dict:
    row = env.dataset[index]
    question = row["question"]
    record = {
        "index": index,
        "question_sha256": sha256(question),
        "answer": row["answer"],
        "lines": question.count("\n") + 1,
        "first_line": question.split("\n")[0],
        "needle_line_indices": [n["line_index"] for n in row["info"]["needle_lines"]],
    }
    if verbatim:
        record["question"] = question
    return record


def grid_kwargs() -> list[dict]:
    """Reference kwargs covering every mode, hint level, needle count and patterns per line."""
    hints = ["none", "minimal", "moderate", "full"]
    configs = []
    modes = ["spaces", "no_spaces", "alphanumeric"]
    for m, mode in enumerate(modes):
        for n, needles in enumerate([1, 2, 3, 5]):
            for q, (lo, hi) in enumerate([(1, 1), (2, 2), (3, 3), (1, 3)]):
                lengths = [(5, 5), (4, 6), (3, 8)][(n + q) % 3]
                configs.append({
                    "mode": mode,
                    "hint_level": hints[(m + n + q) % 4],
                    "num_needles": needles,
                    "min_patterns_per_line": lo,
                    "max_patterns_per_line": hi,
                    "min_pattern_length": lengths[0],
                    "max_pattern_length": lengths[1],
                    "num_lines": [20, 30, 40][(m + q) % 3],
                    "num_haystack_patterns": [3, 5, 4][(n + m) % 3],
                    "vocab_size": max(30, lengths[1] * hi) + 5 * ((m + n) % 2),
                    "seed": 1000 * m + 100 * n + q,
                })
    # Edges: other separators, more appearances, hint levels in every mode.
    for h, hint in enumerate(hints):
        for m, mode in enumerate(modes):
            configs.append({"mode": mode, "hint_level": hint, "seed": 7 + h + 10 * m, "num_lines": 15})
    configs += [
        {"pattern_separator": " ", "min_patterns_per_line": 2, "max_patterns_per_line": 3, "seed": 3, "num_lines": 10},
        {"pattern_separator": " ; ", "min_patterns_per_line": 2, "max_patterns_per_line": 2, "seed": 4, "num_lines": 10},
        {"pattern_separator": "||", "min_patterns_per_line": 1, "max_patterns_per_line": 2, "seed": 5, "num_lines": 12},
        {"min_haystack_appearances": 4, "num_haystack_patterns": 3, "num_lines": 14, "seed": 6},
        {"min_pattern_length": 2, "max_pattern_length": 3, "num_haystack_patterns": 4, "num_needles": 2, "seed": 8, "num_lines": 12},
        {"min_pattern_length": 1, "max_pattern_length": 4, "num_haystack_patterns": 6, "num_needles": 3, "seed": 9, "num_lines": 20, "mode": "no_spaces"},
        {"vocab_size": 200, "seed": 10, "num_lines": 12, "mode": "no_spaces"},
        {"vocab_size": 120, "seed": 11, "num_lines": 12, "mode": "alphanumeric", "max_pattern_length": 8},
        {"seed": 0, "num_lines": 6, "num_haystack_patterns": 2},
        {"seed": 2**40 + 5, "num_lines": 12},
    ]
    return configs


def problem_vectors(load_environment) -> list[dict]:
    out = []
    for kwargs in grid_kwargs():
        count = 6
        env = load_environment(num_samples=count, **kwargs)
        out.append({
            "kwargs": kwargs,
            "system_prompt_sha256": sha256(env.system_prompt),
            "problems": [problem_record(env, i, verbatim=i == 0 and len(out) % 10 == 0) for i in range(count)],
        })
    return out


def ablation_vectors(load_environment, ablations: dict, samples: int) -> list[dict]:
    out = []
    for name, configs in ablations.items():
        for config in configs():
            kwargs = config.to_env_kwargs()
            env = load_environment(num_samples=samples, **kwargs)
            digest = hashlib.sha256()
            for row in env.dataset:
                digest.update(f"{sha256(env.system_prompt)} {sha256(row['question'])} {sha256(row['answer'])}\n".encode())
            out.append({
                "ablation": name,
                "name": config.name,
                "kwargs": kwargs,
                "samples": samples,
                "digest": digest.hexdigest(),
                "first_answer": env.dataset[0]["answer"],
            })
    return out


EDGE_CONFIGS = [
    {"pattern_separator": "", "min_patterns_per_line": 2, "max_patterns_per_line": 3, "num_lines": 15, "seed": 12},
    {"pattern_separator": "\n", "min_patterns_per_line": 2, "max_patterns_per_line": 2, "num_lines": 12, "seed": 13},
    {"pattern_separator": " /\n", "min_patterns_per_line": 1, "max_patterns_per_line": 3, "num_lines": 12, "seed": 14},
    {"num_lines": 6, "min_patterns_per_line": 1, "max_patterns_per_line": 3, "num_haystack_patterns": 3,
     "vocab_size": 15, "seed": 65536, "num_samples": 40},
    {"num_lines": 20, "seed": -5},
    {"num_lines": 12, "mode": "no_spaces", "seed": -(2**40 + 5)},
]


def edge_vectors(load_environment) -> list[dict]:
    out = []
    for config in EDGE_CONFIGS:
        kwargs = {"num_samples": 8, **config}
        env = load_environment(**kwargs)
        digest = hashlib.sha256()
        for row in env.dataset:
            digest.update(f"{sha256(env.system_prompt)} {sha256(row['question'])} {sha256(row['answer'])}\n".encode())
        out.append({
            "kwargs": kwargs,
            "digest": digest.hexdigest(),
            "first_answer": env.dataset[0]["answer"],
            "first_question": env.dataset[0]["question"],
        })
    return out


# --- scores -------------------------------------------------------------------


def tricky_responses(answer: str, parts: list[str]) -> list[str]:
    """Responses around one expected answer that probe the reference's parser and rule."""
    first = parts[0]
    words = first.split(" ")
    spaced = answer.replace(" ", "  ")
    cases = [
        f"\\boxed{{{answer}}}",
        answer,
        f"  {answer}\n\n",
        f"The answer is {answer}",
        f"{answer}.",
        f"<think>hmm \\boxed{{wrong}}</think>\\boxed{{{answer}}}",
        f"<think>\\boxed{{{answer}}}</think>",
        f"<think>a</think>b</think>  {answer}  ",
        f"<think>{answer}</think>\\boxed{{wrong}}",
        f"\\boxed{{{answer}",
        f"\\boxed{{{answer}}} \\boxed{{",
        f"\\boxed{{\\text{{{answer}}}}}",
        f"\\boxed{{\\boxed{{{answer}}}}}",
        f"\\boxed{{{spaced}}}",
        f"\\boxed{{\n\t{answer}\n}}",
        f"\\boxed{{wrong}} then \\boxed{{{answer}}}",
        f"\\boxed{{{answer}}} then \\boxed{{wrong}}",
        "\\boxed{}",
        f"{answer} \\boxed{{}}",
        f"\\boxed {{{answer}}}",
        f"\\\\boxed{{{answer}}}",
        f"\\fbox{{{answer}}}",
        answer.upper(),
        f"\\boxed{{{answer.replace(' ', chr(0x85))}}}",
        f"\\boxed{{{answer.replace(' ', chr(0x2028))}}}",
        f"\\boxed{{{answer.replace(' ', chr(0xa0))}}}",
        f"\\boxed{{{answer.replace(' ', chr(0x3000))}}}",
        f"\\boxed{{{answer.replace(' ', chr(0x1e))}}}",
        f"\\boxed{{{answer.replace(' ', chr(0x0b))}}}",
        f"\\boxed{{{answer.replace(' ', chr(0x200b))}}}",
        f"\\boxed{{{answer.replace(' ', chr(0xfeff))}}}",
        f"\\boxed{{{answer}{chr(0x200b)}}}",
        f"{chr(0xfeff)}{answer}",
        f"{chr(0x85)}{answer}{chr(0x2029)}",
        f"\U0001F600 \\boxed{{{answer}}} \U0001F600",
        f"\\boxed{{{''.join(answer.split(' '))}}}",
        f"\\boxed{{{{{answer}}}}}",
        f"\\boxed{{{answer}}}}}",
        f"\\boxed{{{answer} \\}}}}",
        "",
        "</think>",
        f"</think>\n{answer}",
        f"<think>\\boxed{{{answer}}}",
        " ".join(reversed(words)),
        f"\\boxed{{{answer}\r\n}}",
    ]
    if len(parts) > 1:
        cases += [
            f"\\boxed{{{'|'.join(parts)}}}",
            f"\\boxed{{{' |  '.join(parts)}}}",
            f"\\boxed{{{'  |  '.join(parts)}}}",
            f"\\boxed{{{' | '.join(reversed(parts))}}}",
            f"\\boxed{{{' | '.join(parts[:-1])}}}",
            f"\\boxed{{{' | '.join(parts + parts[:1])}}}",
            f"\\boxed{{{answer} | }}",
            f"\\boxed{{ | {answer}}}",
            f"\\boxed{{{chr(9).join(parts)}}}",
            f"\\boxed{{{(chr(0xa0) + '|' + chr(0xa0)).join(parts)}}}",
            f"\\boxed{{{' | '.join(p.replace(' ', chr(10)) for p in parts)}}}",
            f"\\boxed{{{' , '.join(parts)}}}",
            " | ".join(parts),
        ]
    return cases


def score_vectors(load_environment) -> list[dict]:
    out = []
    targets = [
        {"mode": "spaces", "num_needles": 1, "seed": 1},
        {"mode": "no_spaces", "num_needles": 1, "seed": 2},
        {"mode": "spaces", "num_needles": 2, "seed": 3},
        {"mode": "alphanumeric", "num_needles": 3, "seed": 4},
    ]
    for kwargs in targets:
        env = load_environment(num_samples=1, num_lines=20, **kwargs)
        row = env.dataset[0]
        answer = row["answer"]
        reward = env.rubric.funcs[0]
        for response in tricky_responses(answer, row["info"]["needle_segments"]):
            completion = [{"role": "assistant", "content": response}]
            out.append({
                "num_needles": kwargs["num_needles"],
                "answer": answer,
                "response": response,
                "parsed": env.parser.parse_answer(completion),
                "reward": reward(completion, answer),
            })
    return out


def dump(data: dict) -> str:
    """JSON with one vector a line: small, and diffs stay readable."""
    vectors = data["vectors"]
    if isinstance(vectors, dict):
        return json.dumps(data, indent=1, ensure_ascii=True) + "\n"
    lines = ",\n".join(json.dumps(v, ensure_ascii=True, separators=(",", ":")) for v in vectors)
    source = json.dumps(data["source"], ensure_ascii=True)
    return f'{{"source":{source},\n"vectors":[\n{lines}\n]}}\n'


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--env-repo", default="../research-environments")
    parser.add_argument("--verifiers-repo", default="../verifiers")
    parser.add_argument("--nltk-words", default="../shared/data/nltk_words")
    parser.add_argument("--out", required=True)
    args = parser.parse_args()
    out = Path(args.out)
    out.mkdir(parents=True, exist_ok=True)
    with tempfile.TemporaryDirectory() as tmp:
        commits = install_reference(args, Path(tmp))
        reference = importlib.import_module(ENV_PACKAGE)
        vocabulary = importlib.import_module(f"{ENV_PACKAGE}.vocabulary")
        ablations = importlib.import_module("run_ablations").ABLATIONS
        load = reference.load_environment
        source = {
            "made_by": "scripts/reference/patterned_vectors.py",
            "python": sys.version.split()[0],
            "research_environments_commit": commits["env"],
            "verifiers_commit": commits["verifiers"],
        }
        words = vocabulary.get_word_list()
        files = {
            "vocabulary.json": {"count": len(words), "sha256": sha256("\n".join(words)),
                                "first": words[:5], "last": words[-5:]},
            "problems.json": problem_vectors(load),
            "ablations.json": ablation_vectors(load, ablations, 50),
            "scores.json": score_vectors(load),
            "edges.json": edge_vectors(load),
        }
        for name, data in files.items():
            (out / name).write_text(dump({"source": source, "vectors": data}))
            print(f"wrote {out / name}")


if __name__ == "__main__":
    main()
