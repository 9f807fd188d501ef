"""Writes tests/vectors/punkt/*.json: what NLTK's English `sent_tokenize`
gives, for niah's Punkt (src/haystack/punkt/) to equal.

Run with Debian's Python, which has NLTK 3.8:

    /usr/bin/python3 scripts/reference/punkt_vectors.py [ESSAYS_DIR]

The tokenizer is NLTK's own `PunktSentenceTokenizer` over a
`PunktParameters` filled from the `punkt_tab` files niah ships
(src/haystack/punkt/english/): the same sets and counts as nltk_data's
`PY3/english.pickle` that `sent_tokenize` loads (english/SOURCE.md).

- crafted.json: hand-written edge cases and generated mixtures of
  fragments (abbreviations, initials, numbers, ellipses, quotes and
  brackets after marks, `?!`, lower case after a period, Unicode,
  newlines, tabs), each text with its sentences, verbatim.
- unicode.json: for every code point (surrogates left out), the
  character predicates Punkt applies, as Python gives them: `re`'s `\\s`,
  `str.isupper`, `str.islower`, PunktToken's initial (`[^\\W\\d]\\.$`) and
  numeric patterns, and `str.lower`; each as a count and a SHA-256.
- essays.json: RULER's essay haystack built from the Paul Graham essays
  (the files, sorted, concatenated as RULER's download script does, then
  `re.sub(r"\\s+", " ", text).split(" ")` as niah.py does) and, for
  several word counts n, `sent_tokenize(" ".join(words[:n]).strip())`:
  the sentence count and the SHA-256 of the sentences joined by "\\n".
  No essay text is written.
"""

import glob
import hashlib
import json
import os
import random
import re
import sys
import unicodedata

import nltk
from nltk.tokenize.punkt import PunktParameters, PunktSentenceTokenizer

ROOT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..")
PARAMS = os.path.join(ROOT, "src", "haystack", "punkt", "english")
OUT = os.path.join(ROOT, "tests", "vectors", "punkt")
DEFAULT_ESSAYS = os.path.join(ROOT, "..", "shared", "corpora", "PaulGrahamEssays")


def read(name):
    with open(os.path.join(PARAMS, name), encoding="utf-8", newline="") as f:
        return f.read().split("\n")


def tokenizer():
    params = PunktParameters()
    params.abbrev_types = set(read("abbrev_types.txt"))
    params.sent_starters = set(read("sent_starters.txt"))
    params.collocations = {tuple(line.split("\t")) for line in read("collocations.tab")}
    for line in read("ortho_context.tab"):
        word, flags = line.split("\t")
        params.ortho_context[word] = int(flags)
    assert len(params.abbrev_types) == 156
    assert len(params.collocations) == 37
    assert len(params.sent_starters) == 39
    return PunktSentenceTokenizer(params)


CRAFTED = [
    "",
    " ",
    "\n\n",
    "One sentence without a period",
    "Hello world. This is a test.",
    "Mr. Smith went to Washington. He arrived on Jan. 5 at 3 p.m. and left.",
    "Dr. Who? Yes! Mrs. Jones, Ms. Lee and Prof. Plum met at St. Paul's.",
    "J. R. R. Tolkien wrote books. A. Lincoln was president. I. e. no.",
    "The U.S. economy grew. The U.S.S.R. fell in 1991. E.g. this one.",
    "It cost 3.5 dollars. Pi is 3.14159. Version 2.0. Then 1,000.5 more.",
    "He scored 9. Then 10. He was 1st. The 2nd. of May.",
    "Wait... what? Well.... ok. Dots . . . here. And . . . there.",
    'He said "Stop." Then he left. She asked "Why?" and cried.',
    "(This is in brackets.) This is not. [Nor this.] {Nor that.}",
    "It ended.) Next one. 'Quoted.' Next.",
    "Really?! Yes!! No!!! Maybe?? Sure?!?",
    "Very bad acting!!! I promise.",
    "this is lower. and this too. but This Is Upper.",
    "Ends with abbreviation etc. and continues. Also vs. others.",
    "Line one.\nLine two.\n\nParagraph two. Still two.",
    "Tabs\there.\tNext\tsentence. Carriage\rreturn. Form\x0cfeed.",
    "Non\xa0breaking. Space\xa0here.\u2003Em space. Ideographic\u3000space.",
    "Caf\xe9 au lait. \xc9cole normale. \u0130stanbul is big. \u00dcber alles.",
    "Greek \u039f\u0394\u039f\u03a3. \u03a3\u03bf\u03c6\u03af\u03b1 is wise. Cyrillic \u041c\u043e\u0441\u043a\u0432\u0430. Next.",
    "Emoji \U0001f600. Math \U0001d400. Next \U0001f680 one. Done.",
    "Em dash\u2014here. Then \u201cquoted.\u201d Next \u2018single.\u2019 End.",
    "A--B. C -- D. E.--F. Done.",
    "Hyphen-ated.abbr. word-etc. Next. co-inc. Ltd.",
    "Mid.dle dots.in words. a.b.c. d.e. F.G. H.",
    "Ends with space. ",
    "  Leading spaces. And trailing.  \n",
    "Question? answer. Exclaim! answer.",
    "No. 5 is here. Fig. 3 shows it. Vol. 2. p. 45.",
    "Born c. 1900 in N.Y. He died in Calif. Then.",
    "Numbers: -3.5. .5 is half. ,5 odd. 12-34. Then.",
    "A.M. and P.M. are times. The a.m. slot. Then p.m. Ok.",
    "Semicolon after abbr. ; then. Colon: yes. Comma, no.",
    "Sentence.\"Quoted right after.\" More.",
    "Sentence.)Bracket right after. More.",
    'End." Next. "Start quoted. Inner." Out.',
    "x.y.z. Ok. _. Underscore initial. 1. Numbered. a. Lower.",
    "Word.\n\nNew paragraph? Yes.\n  \nAfter blank-ish line.",
    "Unicode digits \u0663.\u0665 here. Then \u00b2. Superscript. \u2167. Roman.",
    "Trailing ellipsis...",
    "Trailing marks?!",
    "Only punctuation... ... !!! ??? . . .",
    "Inc. Corp. Co. Ltd. Bros. and more. The End.",
    "He met Gen. Lee. Then Sen. Kerry. Then Rep. Jones. Then Adm. Byrd.",
    "Jan. Feb. Mar. Apr. Aug. Sept. Oct. Nov. Dec. months.",
    "In the U.S. The others. In the U.S. they said. In the U.K. But.",
    "Unit\x1cseparator. Next\x85line. Byte\ufefforder. Zero\u200bwidth. End.\x1f",
    "Mark.\x1cAfter. Mark.\ufeffAfter. Mark.\u2028After. Mark.\x85 After.",
    "Hi.\r\nWindows line. Old\rmac. Vertical\x0btab. End.\u3000",
]

FRAGMENTS = [
    "Mr.", "Mrs.", "Dr.", "St.", "Inc.", "etc.", "vs.", "e.g.", "i.e.", "U.S.",
    "J.", "A.", "b.", "Z.", "3.", "3.5", "1,000.", "No.", "Jan.", "p.m.",
    "...", "..", ". . .", "?", "!", "?!", "!!!", ".", ",", ";", ":", "--", "-",
    '"', "'", "(", ")", "[", "]", "{", "}", '."', ".)", '?"', '!")', ".'",
    "the", "The", "however", "However", "But", "but", "he", "He", "It", "it",
    "washington", "Washington", "Smith", "house", "said", "and", "Then",
    "caf\xe9", "\xc9cole", "\u0130", "\u03a3", "\u00df", "\u2014", "\u201c", "\u201d",
    "\U0001f600", "\u0663", "\u00b2", "_", "#", "@", "*", "&", "`",
]
# What html2text leaves in the essays RULER downloads from paulgraham.com.
MARKDOWN = [
    "\\.", "\\-", "\\!", "1\\.", "[1]", "[2].", "[3]", "](http://www.paulgraham.com/x.html)",
    "[link", "text]", "**", "*", "_", "#", "www.example.com.", "e.g.,", "etc.)", 'Mr."',
    "i.e.,", "U.S.-based", "Y", "Combinator.", "200.", "1.5x.", "$3.", "10%.", "a.k.a.",
    "(e.g.", "p.", "vs", "Jr.", "O'Reilly.", "don't.", "it's.", "ok?)", 'yes!"', "no.'",
    "So", "Now", "And", "I", "You", "What", "Why", "startup.", "founders.", "Lisp.",
] + FRAGMENTS
SEPARATORS = [" ", " ", " ", " ", "", "\n", "\n\n", "\t", "  ", "\xa0", " \n "]


def generated(count, fragments, seed=20251202):
    rng = random.Random(seed)
    texts = []
    for _ in range(count):
        parts = []
        for _ in range(rng.randint(3, 40)):
            parts.append(rng.choice(fragments))
            parts.append(rng.choice(SEPARATORS))
        texts.append("".join(parts))
    return texts


def unicode_predicates():
    space = re.compile(r"\s")
    initial = re.compile(r"[^\W\d]\.$")
    numeric = re.compile(r"^-?[\.,]?\d[\d,\.-]*\.?$")
    tests = {
        "space": lambda c: space.match(c) is not None,
        "upper": str.isupper,
        "lower": str.islower,
        "initial": lambda c: initial.match(c + ".") is not None,
        "numeric": lambda c: numeric.match(c) is not None,
    }
    found = {name: [] for name in tests}
    lowered = []
    for cp in range(0x110000):
        if 0xD800 <= cp <= 0xDFFF:
            continue
        c = chr(cp)
        for name, test in tests.items():
            if test(c):
                found[name].append(str(cp))
        if c.lower() != c:
            lowered.append(f"{cp}:{' '.join(str(ord(x)) for x in c.lower())}")
    result = {
        name: {"count": len(cps), "sha256": hashlib.sha256(",".join(cps).encode()).hexdigest()}
        for name, cps in found.items()
    }
    result["lower_mapping"] = {
        "count": len(lowered),
        "sha256": hashlib.sha256(",".join(lowered).encode()).hexdigest(),
    }
    return result


def essay_words(essays_dir):
    text = ""
    for path in sorted(glob.glob(os.path.join(essays_dir, "*.txt"))):
        with open(path, "r") as f:
            text += f.read()
    return re.sub(r"\s+", " ", text).split(" ")


def digest(sentences):
    return hashlib.sha256("\n".join(sentences).encode("utf-8")).hexdigest()


def write(name, value):
    with open(os.path.join(OUT, name), "w", encoding="utf-8") as f:
        json.dump(value, f, ensure_ascii=True, indent=1)
        f.write("\n")


def main():
    essays_dir = sys.argv[1] if len(sys.argv) > 1 else DEFAULT_ESSAYS
    punkt = tokenizer()
    os.makedirs(OUT, exist_ok=True)
    about = {
        "nltk": nltk.__version__,
        "python": sys.version.split()[0],
        "unicode": unicodedata.unidata_version,
    }
    crafted = CRAFTED + generated(400, FRAGMENTS) + generated(300, MARKDOWN, seed=25)
    write(
        "crafted.json",
        {**about, "cases": [{"text": t, "sentences": punkt.tokenize(t)} for t in crafted]},
    )
    write("unicode.json", {**about, "predicates": unicode_predicates()})
    words = essay_words(essays_dir)
    sizes = [1, 2, 10, 100, 500, 1000, 2500, 5000, 10000, 25000, 50000, 75000, 100000]
    sizes += [len(words) - 1, len(words)]
    cases = []
    for n in sizes:
        sentences = punkt.tokenize(" ".join(words[:n]).strip())
        cases.append({"words": n, "count": len(sentences), "sha256": digest(sentences)})
    write(
        "essays.json",
        {**about, "essay_files": len(glob.glob(os.path.join(essays_dir, "*.txt"))),
         "total_words": len(words), "cases": cases},
    )


if __name__ == "__main__":
    main()
