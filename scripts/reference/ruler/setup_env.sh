#!/usr/bin/env bash
# Builds the environment that runs RULER's own synthetic generators, unchanged,
# on this machine (issue #25, "How to check it"). Idempotent; the folder is
# outside the repository: $1, default ../ruler-env beside the repository.
#
#   <env>/RULER/scripts/      RULER's scripts at $RULER_COMMIT (git archive), plus
#                             json/PaulGrahamEssays.json built from niah's essay corpus
#                             and a `{}` stand-in for json/english_words.json (a Git
#                             LFS pointer in the mirror; cwe reads it at start-up and
#                             draws from it only past the wonderwords lists, which no
#                             vector reaches: a draw from `{}` fails, and so is seen)
#   <env>/site/               what pyenv's python3 imports besides numpy/scipy/yaml:
#                             links to Debian's nltk 3.8 (and regex, click, joblib,
#                             tqdm), wonderwords at $WONDERWORDS_COMMIT (3.0.0),
#                             niah's tiktoken shim, a do-nothing tenacity
#   <env>/nltk_data/          tokenizers/punkt/PY3/english.pickle (NLTK 3.8's
#                             sent_tokenize), built from punkt_tab/english/
#   <env>/env.sh              source it: PYTHONPATH, NLTK_DATA, NIAH_DENO
#
# Sources: the mirrors under $MIRRORS (default ../.mirror beside the repository;
# NVIDIA+RULER, mrmaxguns+wonderwordsmodule,
# and Debarshi-Chaudhuri+news-api for nltk_data's English Punkt pickle when niah has
# no src/haystack/punkt/english/), and $CORPUS (default
# ../shared/corpora/PaulGrahamEssays beside the repository).
set -euo pipefail

HERE="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
ROOT="$(cd "$HERE/../../.." && pwd)"
ENV_DIR="$(realpath -m "${1:-$ROOT/../ruler-env}")"
MIRRORS="${MIRRORS:-$ROOT/../.mirror}"
CORPUS="${CORPUS:-$ROOT/../shared/corpora/PaulGrahamEssays}"
RULER_COMMIT=c3f5e3b4f87f97e048793bb510a3a6b19a46bf3a
WONDERWORDS_COMMIT=5dfa455554e7c225a59c865d706c4293ca2c132e
# nltk_data's punkt.zip PY3/english.pickle, as news-api's snapshot holds it.
PUNKT_PICKLE_SHA256=5cad3758596392364e3be9803dbd7ebeda384b68937b488a01365f5551bb942c
# Where nltk 3.8, regex, click, joblib and tqdm are: Debian's python3-nltk, or
# `pip install --target DIR nltk==3.8 regex click joblib tqdm` with DIST=DIR.
DIST="${DIST:-/usr/lib/python3/dist-packages}"
PYTHON="${PYTHON:-python3}"

case "$ENV_DIR/" in "$ROOT"/*)
  echo "setup_env.sh: $ENV_DIR is inside the repository; give a folder outside it" >&2
  exit 2
  ;;
esac
mkdir -p "$ENV_DIR"

# RULER's scripts, exactly as committed.
if [ "$(cat "$ENV_DIR/RULER/.commit" 2>/dev/null)" != "$RULER_COMMIT" ]; then
  rm -rf "$ENV_DIR/RULER"
  mkdir -p "$ENV_DIR/RULER"
  git -C "$MIRRORS/NVIDIA+RULER/repo" archive "$RULER_COMMIT" scripts | tar -x -C "$ENV_DIR/RULER"
  echo "$RULER_COMMIT" >"$ENV_DIR/RULER/.commit"
fi
JSON_DIR="$ENV_DIR/RULER/scripts/data/synthetic/json"
if head -c 40 "$JSON_DIR/english_words.json" | grep -q "git-lfs"; then
  echo '{}' >"$JSON_DIR/english_words.json"
fi
"$PYTHON" "$HERE/build_essay_json.py" "$CORPUS" "$JSON_DIR/PaulGrahamEssays.json"

# The packages, as links (Debian's) or exports (wonderwords), on one path.
SITE="$ENV_DIR/site"
mkdir -p "$SITE"
for package in nltk regex click joblib tqdm; do
  ln -sfn "$DIST/$package" "$SITE/$package"
done
ln -sfn "$HERE/../tiktoken.py" "$SITE/tiktoken.py"
if [ "$(cat "$SITE/.wonderwords" 2>/dev/null)" != "$WONDERWORDS_COMMIT" ]; then
  rm -rf "$SITE/wonderwords"
  git --git-dir="$MIRRORS/mrmaxguns+wonderwordsmodule/repo" archive "$WONDERWORDS_COMMIT" wonderwords |
    tar -x -C "$SITE"
  echo "$WONDERWORDS_COMMIT" >"$SITE/.wonderwords"
fi
# RULER's tokenizer.py imports tenacity for its Gemini tokenizer only.
cat >"$SITE/tenacity.py" <<'EOF'
"""A do-nothing tenacity: RULER's tokenizer.py decorates its Gemini tokenizer
with @retry at import; no other tokenizer uses it."""


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
EOF

# Punkt: nltk_data's English pickle (from the news-api mirror) as punkt_tab text,
# then niah's punkt_tab copy when there is one, checked to be the same model.
export PYTHONPATH="$SITE"
export PYTHONHASHSEED=0
PUNKT_TAB="$ENV_DIR/punkt_tab/english"
NEWS_API="$MIRRORS/Debarshi-Chaudhuri+news-api/repo"
if [ ! -f "$PUNKT_TAB/ortho_context.tab" ] && [ -d "$NEWS_API" ]; then
  tmp="$(mktemp)"
  git --git-dir="$NEWS_API" show HEAD:nltk_data/tokenizers/punkt/PY3/english.pickle >"$tmp"
  echo "$PUNKT_PICKLE_SHA256  $tmp" | sha256sum -c --quiet
  "$PYTHON" "$HERE/punkt_pickle.py" extract "$tmp" "$PUNKT_TAB"
  rm -f "$tmp"
fi
PUNKT_SOURCE="$PUNKT_TAB"
NIAH_PUNKT="$ROOT/src/haystack/punkt/english"
if [ -f "$NIAH_PUNKT/ortho_context.tab" ]; then
  if [ -f "$PUNKT_TAB/ortho_context.tab" ]; then
    "$PYTHON" "$HERE/punkt_pickle.py" same "$NIAH_PUNKT" "$PUNKT_TAB"
  fi
  PUNKT_SOURCE="$NIAH_PUNKT"
fi
"$PYTHON" "$HERE/punkt_pickle.py" build "$PUNKT_SOURCE" \
  "$ENV_DIR/nltk_data/tokenizers/punkt/PY3/english.pickle"

cat >"$ENV_DIR/env.sh" <<EOF
# Source this to run RULER's scripts in $ENV_DIR/RULER with pyenv's python.
export PYTHONPATH="$SITE"
export NLTK_DATA="$ENV_DIR/nltk_data"
export NIAH_DENO=deno
EOF

# Every import RULER's generators make, and Punkt's English model.
# shellcheck source=/dev/null
. "$ENV_DIR/env.sh"
"$PYTHON" - <<'EOF'
import nltk, numpy, scipy, yaml, tqdm, wonderwords, tiktoken, tenacity
from nltk.tokenize import sent_tokenize
from scipy.special import zeta

assert nltk.__version__ == "3.8", nltk.__version__
nltk.data.find("tokenizers/punkt")
assert sent_tokenize("Mr. Smith went home. He slept.") == ["Mr. Smith went home.", "He slept."]
nouns = wonderwords.random_word._get_words_from_text_file("nounlist.txt")
print(f"ruler env ok: nltk {nltk.__version__}, numpy {numpy.__version__}, scipy {scipy.__version__}, "
      f"{len(nouns)} wonderwords nouns")
EOF
sha256sum "$JSON_DIR/PaulGrahamEssays.json"
