#!/usr/bin/env bash
# Runs NVIDIA/NeMo-Skills' own RULER code, unchanged, on RULER's own
# validation.jsonl files (tests/vectors/ruler/, tests/vectors/ruler_qa/)
# and RULER's crafted predictions (tests/vectors/ruler/evaluate/), and
# writes tests/vectors/ruler_nemo_skills/vectors.json:
# - main (NEMO_COMMIT): dataset/ruler/prepare.py's prepare_task_for_ns,
#   then prompt/utils.py's get_prompt("generic/default").fill(...) as
#   generate.py calls it: the chat messages, and the text prompt with
#   start_assistant_response_key="generation" (what it appends after the
#   chat template);
# - branch chsieh/ruler-remove-prefix (BRANCH_COMMIT): its prepare.py and
#   the same fill;
# - evaluator/ruler.py's eval_ruler on the crafted predictions.
# Usage: make_nemo_skills_vectors.sh MIRROR_GIT_DIR PYTHON
# (MIRROR_GIT_DIR: a clone of NVIDIA/NeMo-Skills holding both commits;
# PYTHON: a Python 3.11 with pyyaml and tqdm.)
set -euo pipefail
MIRROR=${1:?NeMo-Skills git dir}
PY=${2:-python3}
NEMO_COMMIT=0b012df8a09cd4730d31b16e90a0d8f13d145fb8
BRANCH_COMMIT=3f4d17f6660efc78aa7c6ffc54d7582b389c159b
HERE=$(cd "$(dirname "$0")" && pwd)
ROOT=$(cd "$HERE/../../.." && pwd)
WORK=$(mktemp -d)
trap 'rm -rf "$WORK"' EXIT
FILES="nemo_skills/__init__.py nemo_skills/version.py nemo_skills/utils.py
nemo_skills/file_utils.py nemo_skills/prompt/__init__.py
nemo_skills/prompt/utils.py nemo_skills/prompt/config/generic/default.yaml
nemo_skills/dataset/__init__.py nemo_skills/dataset/ruler/__init__.py
nemo_skills/dataset/ruler/prepare.py nemo_skills/evaluation/evaluator/base.py
nemo_skills/evaluation/evaluator/ruler.py"
for tree in main:$NEMO_COMMIT branch:$BRANCH_COMMIT; do
  name=${tree%%:*}
  commit=${tree#*:}
  for f in $FILES; do
    mkdir -p "$WORK/$name/$(dirname "$f")"
    git --git-dir="$MIRROR" show "$commit:$f" >"$WORK/$name/$f"
  done
  # Package markers whose real files import every evaluator (stubs).
  : >"$WORK/$name/nemo_skills/evaluation/__init__.py"
  : >"$WORK/$name/nemo_skills/evaluation/evaluator/__init__.py"
done
"$PY" "$HERE/nemo_skills_vectors.py" "$WORK" "$ROOT" "$NEMO_COMMIT" "$BRANCH_COMMIT"
