#!/usr/bin/env bash
# Runs RULER's own prepare.py for qa_1 (SQuAD) and qa_2 (HotpotQA), unchanged
# (commit below, model template `base`, tokenizer type `openai`), on the small
# squad.json and hotpotqa.json that qa_inputs.py writes in the real files'
# schemas, and keeps what RULER writes in tests/vectors/ruler_qa/
# (<encoding>/s<seed>/<max_seq_length>/<task>.jsonl, RULER's validation.jsonl
# bytes). Nothing here is run by the tests.
#
#   make_qa_vectors.sh [ENV_DIR]   (default ../ruler-qa-env, outside the repository)
#
# The environment: RULER's scripts exported from the mirror ($MIRRORS, default
# /work/.mirror) with `git archive`, the two json files copied into
# scripts/data/synthetic/json/, and a site/ folder on PYTHONPATH with niah's
# tiktoken shim (scripts/reference/tiktoken.py) and stand-ins for what qa.py
# and prepare.py import but do not use for QA: tqdm (the identity), nltk
# (prepare.py checks for Punkt at start-up) and tenacity (tokenizer.py's Gemini
# tokenizer).
set -euo pipefail
HERE="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
ROOT="$(cd "$HERE/../../.." && pwd)"
ENV_DIR="$(realpath -m "${1:-$ROOT/../ruler-qa-env}")"
MIRRORS="${MIRRORS:-/work/.mirror}"
RULER_COMMIT=c3f5e3b4f87f97e048793bb510a3a6b19a46bf3a
VECTORS="$ROOT/tests/vectors/ruler_qa"

rm -rf "$ENV_DIR/RULER" "$ENV_DIR/site"
mkdir -p "$ENV_DIR/RULER" "$ENV_DIR/site/nltk"
git -C "$MIRRORS/NVIDIA+RULER/repo" archive "$RULER_COMMIT" scripts | tar -x -C "$ENV_DIR/RULER"
JSON_DIR="$ENV_DIR/RULER/scripts/data/synthetic/json"
python3 "$HERE/qa_inputs.py" "$VECTORS"
cp "$VECTORS/squad.json" "$VECTORS/hotpotqa.json" "$JSON_DIR/"
SITE="$ENV_DIR/site"
ln -sfn "$ROOT/scripts/reference/tiktoken.py" "$SITE/tiktoken.py"
cat >"$SITE/tqdm.py" <<'PY'
def tqdm(iterable=None, *args, **kwargs):
    return iterable
PY
cat >"$SITE/nltk/__init__.py" <<'PY'
from . import data
PY
cat >"$SITE/nltk/data.py" <<'PY'
def find(name):
    return name
PY
cat >"$SITE/tenacity.py" <<'PY'
class _Policy:
    def __add__(self, other):
        return self
def retry(*args, **kwargs):
    return lambda function: function
def stop_after_attempt(*args):
    return _Policy()
def wait_fixed(*args):
    return _Policy()
def wait_random(*args):
    return _Policy()
PY
export PYTHONPATH="$SITE" NIAH_DENO="${NIAH_DENO:-deno}"

# ENCODING:SEED:MAX_SEQ_LENGTH:NUM_SAMPLES, for both tasks.
CASES="cl100k_base:42:4096:3 cl100k_base:42:8192:2 cl100k_base:42:16384:2
cl100k_base:7:4096:3 o200k_base:42:4096:3 o200k_base:3:8192:2"
for spec in $CASES; do
  IFS=: read -r encoding seed length samples <<<"$spec"
  for task in qa_1 qa_2; do
    out="$ENV_DIR/runs/$encoding/s$seed/$length"
    rm -rf "${out:?}/$task"
    mkdir -p "$out"
    echo "run $encoding seed $seed $length $task ($samples)"
    (cd "$ENV_DIR/RULER/scripts/data" && python3 prepare.py \
      --save_dir "$out" --benchmark synthetic --task "$task" \
      --tokenizer_type openai --tokenizer_path "$encoding" \
      --max_seq_length "$length" --model_template_type base \
      --num_samples "$samples" --random_seed "$seed") >"$out/$task.log" 2>&1
    lines=$(wc -l <"$out/$task/validation.jsonl" 2>/dev/null || echo 0)
    if [ "$lines" != "$samples" ]; then
      echo "  RULER wrote $lines lines, not $samples; its log: $out/$task.log" >&2
      exit 1
    fi
    mkdir -p "$VECTORS/$encoding/s$seed/$length"
    cp "$out/$task/validation.jsonl" "$VECTORS/$encoding/s$seed/$length/$task.jsonl"
  done
done
