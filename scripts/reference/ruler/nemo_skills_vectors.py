"""Drives NeMo-Skills' own RULER code, unchanged, for niah's vectors.

Called by make_nemo_skills_vectors.sh with the exported trees (WORK/main,
WORK/branch), niah's root and the two commits. Heavy imports are stubbed
(nemo_skills_stubs/: fire, rich.logging, transformers; here: the two
prompt helpers prompt/utils.py imports for code execution and few-shot
examples, which generic/default does not use).
"""
import glob
import hashlib
import importlib
import json
import os
import shutil
import sys
import types

WORK, ROOT, NEMO_COMMIT, BRANCH_COMMIT = sys.argv[1:5]
HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, "nemo_skills_stubs"))

# The RULER samples: RULER's own validation.jsonl files (cl100k, seed 42).
SOURCES = sorted(glob.glob(os.path.join(ROOT, "tests/vectors/ruler/cl100k_base/s42/4096/*.jsonl"))) + sorted(
    glob.glob(os.path.join(ROOT, "tests/vectors/ruler_qa/cl100k_base/s42/4096/*.jsonl"))
)
PREDS = sorted(glob.glob(os.path.join(ROOT, "tests/vectors/ruler/evaluate/crafted/synthetic/*/pred/*.jsonl")))


def sha256(text):
    return hashlib.sha256(text.encode("utf-8")).hexdigest()


class MarkedTemplate:
    """A tokenizer whose chat template marks where each part goes."""

    bos_token = "<bos>"

    def apply_chat_template(self, messages, tokenize=False, add_generation_prompt=False, **kwargs):
        text = "".join(f"<{m['role']}>{m['content']}</{m['role']}>" for m in messages)
        return text + ("<assistant>" if add_generation_prompt else "")


def load_tree(name):
    """Imports nemo_skills from WORK/name (fresh), with the two stubs."""
    for mod in [m for m in sys.modules if m == "nemo_skills" or m.startswith("nemo_skills.")]:
        del sys.modules[mod]
    root = os.path.join(WORK, name)
    if root not in sys.path:
        sys.path.insert(0, root)
    for other in [os.path.join(WORK, n) for n in ("main", "branch") if n != name]:
        if other in sys.path:
            sys.path.remove(other)
    code_exec = types.ModuleType("nemo_skills.code_execution.utils")
    code_exec.format_code_output = None
    few_shot = types.ModuleType("nemo_skills.prompt.few_shot_examples")
    few_shot.examples_map = {}
    sys.modules["nemo_skills.code_execution"] = types.ModuleType("nemo_skills.code_execution")
    sys.modules["nemo_skills.code_execution.utils"] = code_exec
    sys.modules["nemo_skills.prompt.few_shot_examples"] = few_shot
    prepare = importlib.import_module("nemo_skills.dataset.ruler.prepare")
    prompt_utils = importlib.import_module("nemo_skills.prompt.utils")
    return prepare, prompt_utils


def messages_record(messages):
    return [{"role": m["role"], "content_sha256": sha256(m["content"]), "content_length": len(m["content"])}
            for m in messages]


def prompts(name, start_key):
    """Each source line as this tree's harness builds it."""
    prepare, prompt_utils = load_tree(name)
    prompt = prompt_utils.get_prompt("generic/default")
    text_prompt = prompt_utils.get_prompt("generic/default", tokenizer=MarkedTemplate())
    out = []
    for source in SOURCES:
        task = os.path.basename(source)[: -len(".jsonl")]
        data_dir = os.path.join(WORK, f"ruler_data_{name}")
        os.makedirs(os.path.join(data_dir, task), exist_ok=True)
        shutil.copy(source, os.path.join(data_dir, task, "test.jsonl"))
        prepare.prepare_task_for_ns(task, data_dir, "vectors")
        written = os.path.join(os.path.dirname(prepare.__file__), "vectors", task, "test.jsonl")
        with open(written, encoding="utf-8") as fin:
            entries = [json.loads(line) for line in fin]
        for line, entry in enumerate(entries):
            messages = prompt.fill(dict(entry), format_as_string=False)
            record = {
                "source": os.path.relpath(source, ROOT),
                "line": line,
                "messages": messages_record(messages),
            }
            if start_key is not None:
                text = text_prompt.fill(dict(entry), start_assistant_response_key=start_key, format_as_string=True)
                templated = MarkedTemplate().apply_chat_template(messages, add_generation_prompt=True)
                assert text.startswith(templated), "the prefix is not appended after the chat template"
                record["assistant_prefix"] = text[len(templated):]
            out.append(record)
    return out


def scores():
    """eval_ruler on RULER's crafted predictions, per line."""
    load_tree("main")
    ruler = importlib.import_module("nemo_skills.evaluation.evaluator.ruler")
    out = []
    for pred in PREDS:
        task = os.path.basename(pred)[: -len(".jsonl")].split("-")[0]
        match_type = "part" if task.startswith("qa") else "all"
        path = os.path.join(WORK, "eval.jsonl")
        with open(pred, encoding="utf-8") as fin, open(path, "w", encoding="utf-8") as fout:
            for line in fin:
                row = json.loads(line)
                fout.write(json.dumps({"generation": row["pred"], "expected_answer": row["outputs"]}) + "\n")
        ruler.eval_ruler({"input_file": path, "match_type": match_type})
        with open(path, encoding="utf-8") as fin:
            rows = [json.loads(line) for line in fin]
        out.append({
            "source": os.path.relpath(pred, ROOT),
            "match_type": match_type,
            "is_correct": [row["is_correct"] for row in rows],
        })
    return out


vectors = {
    "about": "NVIDIA/NeMo-Skills' own RULER code run unchanged by scripts/reference/ruler/make_nemo_skills_vectors.sh",
    "nemo_skills_commit": NEMO_COMMIT,
    "appended_branch": "chsieh/ruler-remove-prefix",
    "appended_commit": BRANCH_COMMIT,
    "python": sys.version.split()[0],
    "nemo_skills": prompts("main", "generation"),
    "nemo_skills_appended": prompts("branch", None),
    "scores": scores(),
}
target = os.path.join(ROOT, "tests/vectors/ruler_nemo_skills")
os.makedirs(target, exist_ok=True)
with open(os.path.join(target, "vectors.json"), "w", encoding="utf-8") as fout:
    json.dump(vectors, fout, indent=1, ensure_ascii=True)
    fout.write("\n")
print(f"wrote {len(vectors['nemo_skills'])} prompts per harness and {len(vectors['scores'])} scored files")
