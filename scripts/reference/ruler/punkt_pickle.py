"""NLTK's English Punkt model, as the files NLTK 3.8's `sent_tokenize` loads.

NLTK 3.8 (Debian's python3-nltk) reads `tokenizers/punkt/PY3/english.pickle`
from NLTK_DATA; NLTK 3.9 reads the same parameters as text, `punkt_tab`. This
tool goes between the two forms:

  punkt_pickle.py build <punkt_tab dir> <english.pickle>
      reads abbrev_types.txt, collocations.tab, sent_starters.txt and
      ortho_context.tab (punkt_tab's English files) into PunktParameters and
      pickles the PunktSentenceTokenizer built on them.

  punkt_pickle.py extract <english.pickle> <punkt_tab dir>
      writes those four text files from a pickled English model (nltk_data's
      punkt.zip, PY3/english.pickle). The pickle is loaded by an unpickler
      that accepts only the classes such a model holds (Punkt's own,
      set, int, defaultdict), so a foreign pickle cannot run code.

  punkt_pickle.py same <punkt_tab dir> <punkt_tab dir>
      fails unless the two folders describe the same parameters.

Needs nltk on the path (scripts/reference/ruler/setup_env.sh exposes
Debian's). Every list is written sorted, so the files are deterministic.
"""

from __future__ import annotations

import os
import pickle
import sys
from collections import defaultdict

from nltk.tokenize.punkt import PunktParameters, PunktSentenceTokenizer

# What nltk_data's English pickle refers to, and nothing else.
_MODEL_CLASSES = {
    ("nltk.tokenize.punkt", "PunktSentenceTokenizer"),
    ("nltk.tokenize.punkt", "PunktParameters"),
    ("nltk.tokenize.punkt", "PunktLanguageVars"),
    ("nltk.tokenize.punkt", "PunktToken"),
    ("collections", "defaultdict"),
    ("builtins", "set"),
    ("builtins", "int"),
}


class _ModelUnpickler(pickle.Unpickler):
    def find_class(self, module: str, name: str):  # type: ignore[override]
        if (module, name) not in _MODEL_CLASSES:
            raise pickle.UnpicklingError(f"not part of a Punkt model: {module}.{name}")
        return super().find_class(module, name)


def _lines(path: str) -> list[str]:
    with open(path, encoding="utf-8", newline="") as f:
        text = f.read()
    return [line for line in text.split("\n") if line != ""]


def read_params(folder: str) -> PunktParameters:
    """The PunktParameters the four punkt_tab files in `folder` describe."""
    params = PunktParameters()
    params.abbrev_types = set(_lines(os.path.join(folder, "abbrev_types.txt")))
    params.collocations = {
        tuple(line.split("\t")) for line in _lines(os.path.join(folder, "collocations.tab"))
    }
    params.sent_starters = set(_lines(os.path.join(folder, "sent_starters.txt")))
    ortho: defaultdict[str, int] = defaultdict(int)
    for line in _lines(os.path.join(folder, "ortho_context.tab")):
        word, flags = line.split("\t")
        ortho[word] = int(flags)
    params.ortho_context = ortho
    return params


def write_params(params: PunktParameters, folder: str) -> None:
    """The four punkt_tab files of `params`, sorted, into `folder`."""
    os.makedirs(folder, exist_ok=True)
    for word in params.abbrev_types | params.sent_starters:
        if "\n" in word or "\t" in word:
            raise ValueError(f"a Punkt type the text form cannot hold: {word!r}")
    files = {
        "abbrev_types.txt": sorted(params.abbrev_types),
        "collocations.tab": sorted(f"{a}\t{b}" for a, b in params.collocations),
        "sent_starters.txt": sorted(params.sent_starters),
        "ortho_context.tab": sorted(f"{w}\t{n}" for w, n in params.ortho_context.items()),
    }
    for name, lines in files.items():
        with open(os.path.join(folder, name), "w", encoding="utf-8", newline="") as f:
            f.write("".join(line + "\n" for line in lines))


def main(argv: list[str]) -> None:
    if len(argv) != 3 or argv[0] not in ("build", "extract", "same"):
        sys.exit(__doc__)
    command, source, target = argv
    if command == "build":
        tokenizer = PunktSentenceTokenizer(read_params(source))
        os.makedirs(os.path.dirname(os.path.abspath(target)), exist_ok=True)
        with open(target, "wb") as f:
            pickle.dump(tokenizer, f, protocol=2)
    elif command == "same":
        a, b = read_params(source), read_params(target)
        for field in ("abbrev_types", "collocations", "sent_starters", "ortho_context"):
            if getattr(a, field) != getattr(b, field):
                sys.exit(f"Punkt parameters differ: {field} of {source} and {target}")
    else:
        with open(source, "rb") as f:
            model = _ModelUnpickler(f).load()
        if not isinstance(model, PunktSentenceTokenizer):
            sys.exit(f"{source}: not a PunktSentenceTokenizer")
        write_params(model._params, target)


if __name__ == "__main__":
    main(sys.argv[1:])
