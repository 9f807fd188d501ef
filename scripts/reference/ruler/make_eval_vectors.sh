#!/usr/bin/env bash
# RULER's evaluate.py on crafted predictions (make_eval_vectors.py): writes
# tests/vectors/ruler/evaluate/crafted/synthetic/<length>/{pred/,summary.csv}.
# Needs the environment setup_env.sh builds ($1, default ../ruler-env beside the repository) for
# RULER's scripts and Punkt, and Debian's python3 with python3-pandas,
# python3-yaml, python3-nltk and python3-tqdm (evaluate.py's imports; pyenv's
# python has no pandas). NeMo's manifest_utils is the shim beside this file.
set -euo pipefail
HERE="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
ROOT="$(cd "$HERE/../../.." && pwd)"
ENV_DIR="$(realpath -m "${1:-$ROOT/../ruler-env}")"
OUT="$ROOT/tests/vectors/ruler/evaluate"
rm -rf "$OUT/crafted"
PYTHONPATH="$HERE/nemo_manifest_shim" NLTK_DATA="$ENV_DIR/nltk_data" \
  /usr/bin/python3 "$HERE/make_eval_vectors.py" "$ENV_DIR/RULER/scripts" "$OUT"
find "$OUT" -name summary.csv | sort
