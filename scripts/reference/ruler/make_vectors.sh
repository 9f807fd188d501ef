#!/usr/bin/env bash
# Runs RULER's own prepare.py (unchanged, model template `base`, tokenizer type
# `openai`) in the environment setup_env.sh builds, and records what it writes
# in tests/vectors/ruler/ (record_case.py: the exact bytes, or per-line hashes).
#
#   make_vectors.sh [SET|CASE ...]
#
# A CASE is ENCODING:SEED:MAX_SEQ_LENGTH:TASK:NUM_SAMPLES:exact|hashed. A SET names
# the matrix's parts (see `cases` below): needles4k, exact (all 11 tasks at 2048,
# 4096 and 8192, cl100k, seed 42), o200k, seed7, large (32768, hashed), long
# (131072: niah_single_1, fwe, vt, niah_single_2; 5 samples, hashed), all (every set but long). A case
# already in index.json is skipped unless FORCE=1. One RULER process at a time.
#
# Env: RULER_ENV (default ../ruler-env beside the repository), VECTORS (default tests/vectors/ruler).
set -euo pipefail

HERE="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
ROOT="$(cd "$HERE/../../.." && pwd)"
RULER_ENV="${RULER_ENV:-$ROOT/../ruler-env}"
VECTORS="${VECTORS:-$ROOT/tests/vectors/ruler}"
TASKS="niah_single_1 niah_single_2 niah_single_3 niah_multikey_1 niah_multikey_2
niah_multikey_3 niah_multivalue niah_multiquery vt cwe fwe"
CGROUP_ROOT=/sys/fs/cgroup/cpuacct

cases() {
  local set="$1" task length
  case "$set" in
    needles4k)
      for task in niah_single_1 niah_multikey_2 niah_multikey_3 niah_multiquery fwe vt; do
        echo "cl100k_base:42:4096:$task:3:exact"
      done
      ;;
    exact)
      for length in 4096 2048 8192; do
        for task in $TASKS; do echo "cl100k_base:42:$length:$task:3:exact"; done
      done
      ;;
    o200k) for task in $TASKS; do echo "o200k_base:42:4096:$task:3:exact"; done ;;
    seed7) for task in $TASKS; do echo "cl100k_base:7:4096:$task:3:exact"; done ;;
    large)
      for task in niah_single_2 niah_multikey_2 vt cwe fwe; do
        echo "cl100k_base:42:32768:$task:3:hashed"
      done
      ;;
    long)
      for task in niah_single_1 fwe vt niah_single_2; do
        echo "cl100k_base:42:131072:$task:5:hashed"
      done
      ;;
    # RULER's standard size, 500 samples at 131072: for deno task bench, which
    # times niah beside these runs (VECTORS=tests/vectors/ruler_standard).
    standard)
      for task in vt fwe niah_single_1 niah_multikey_3 niah_multikey_2 \
        niah_single_2 niah_single_3 niah_multikey_1 niah_multivalue niah_multiquery; do
        echo "cl100k_base:42:131072:$task:500:hashed"
      done
      ;;
    all) for set in exact o200k seed7 large; do cases "$set"; done ;;
    *:*:*:*:*:*) echo "$set" ;;
    *)
      echo "make_vectors.sh: unknown set or case: $set" >&2
      exit 2
      ;;
  esac
}

if [ ! -f "$RULER_ENV/env.sh" ]; then
  echo "make_vectors.sh: no $RULER_ENV/env.sh; run scripts/reference/ruler/setup_env.sh first" >&2
  exit 2
fi
# shellcheck source=/dev/null
. "$RULER_ENV/env.sh"
mkdir -p "$VECTORS"
[ -f "$VECTORS/index.json" ] || python3 "$HERE/vector_index.py" "$VECTORS/index.json" "$RULER_ENV"

recorded() {
  python3 - "$VECTORS/index.json" "$@" <<'EOF'
import json, sys
index, encoding, seed, length, task = sys.argv[1:]
cases = json.load(open(index))["cases"]
found = any((c["encoding"], c["seed"], c["max_seq_length"], c["task"]) == (encoding, int(seed), int(length), task) for c in cases)
sys.exit(0 if found else 1)
EOF
}

run_case() {
  local encoding seed length task samples mode
  IFS=: read -r encoding seed length task samples mode <<<"$1"
  if [ "${FORCE:-0}" != 1 ] && recorded "$encoding" "$seed" "$length" "$task"; then
    echo "skip $1 (recorded)"
    return
  fi
  local out="$RULER_ENV/runs/$encoding/s$seed/$length/n$samples"
  rm -rf "${out:?}/$task"
  mkdir -p "$out"
  local timing="$out/$task.time" cgroup="$CGROUP_ROOT/ruler-ref-$$-$task" cpu=-
  # The cgroup counts the tokenizer's deno process too; time(1) sees only python.
  if mkdir "$cgroup" 2>/dev/null; then :; else cgroup=""; fi
  echo "run $1"
  (
    [ -z "$cgroup" ] || echo "$BASHPID" >"$cgroup/cgroup.procs"
    cd "$RULER_ENV/RULER/scripts/data"
    exec /usr/bin/time -f "%e %U %S %M" -o "$timing" python prepare.py \
      --save_dir "$out" --benchmark synthetic --task "$task" \
      --tokenizer_type openai --tokenizer_path "$encoding" \
      --max_seq_length "$length" --model_template_type base \
      --num_samples "$samples" --random_seed "$seed"
  ) >"$out/$task.log" 2>&1
  if [ -n "$cgroup" ]; then
    sleep 1 # the deno server exits once python's pipe closes
    cpu="$(awk '{printf "%.2f", $1 / 1e9}' "$cgroup/cpuacct.usage")"
    rmdir "$cgroup" 2>/dev/null || true
  fi
  local wall user sys rss
  read -r wall user sys rss <"$timing"
  python3 "$HERE/record_case.py" "$VECTORS" "$out/$task/validation.jsonl" \
    "$encoding" "$seed" "$length" "$task" "$samples" "$mode" \
    "$wall" "$(awk "BEGIN{printf \"%.2f\", $user + $sys}")" "$cpu" "$rss" || {
    echo "  failed; RULER's log: $out/$task.log" >&2
    return 1
  }
  echo "  ${wall}s wall, cpu ${cpu}s, ${rss} kB max RSS"
}

[ "$#" -gt 0 ] || set -- all
failed=()
for arg in "$@"; do
  for spec in $(cases "$arg"); do run_case "$spec" || failed+=("$spec"); done
done
python3 "$HERE/vector_index.py" "$VECTORS/index.json" "$RULER_ENV"
if [ "${#failed[@]}" -gt 0 ]; then
  echo "make_vectors.sh: failed: ${failed[*]}" >&2
  exit 1
fi
