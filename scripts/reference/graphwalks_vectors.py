"""Test vectors for niah's port of the Graphwalks grader.

The grader below is the code the dataset card of `openai/graphwalks` on the
Hugging Face hub gives under "Extraction and Grading" (MIT licence, OpenAI):
`get_list` as printed there (a method; `self` unused), and the grading lines
as printed, with the names they leave undefined read as the sets they name:
`sampled_set = set(sampled)`, `truth_set = set(truth)`, `n_sampled` and
`n_golden` their sizes. Kept as a test-vector generator, not niah code.

Run:  python3 scripts/reference/graphwalks_vectors.py > tests/vectors/graphwalks/grade.json
"""
import json
import random
import re


def get_list(self, response: str) -> tuple[list[str], bool]:
    # get the very last line of the response
    line = response.split("\n")[-1]
    # check if formatted correctly
    if "Final Answer:" not in line:
        return [], True
    list_part = re.search(r"Final Answer: ?\[.*\]", line)
    if list_part:
        result_list = list_part.group(0).strip("[]").split(",")
        # if the list was empty, then get [] not [""]
        result_list = [item.strip() for item in result_list if item.strip()]
        return result_list, False
    else:
        return [], True


def grade(response: str, truth: list[str]) -> dict:
    sampled, parse_error = get_list(None, response)
    sampled_set = set(sampled)
    truth_set = set(truth)
    n_sampled = len(sampled_set)
    n_golden = len(truth_set)
    n_overlap = len(sampled_set & truth_set)
    recall = n_overlap / n_golden if n_golden > 0 else 0
    precision = n_overlap / n_sampled if n_sampled > 0 else 0
    f1 = 2 * (recall * precision) / (recall + precision) if recall + precision > 0 else 0
    return {"f1": f1, "parse_error": parse_error, "sampled": sampled}


HEX = "0123456789abcdef"


def node(rng):
    return "".join(rng.choice(HEX) for _ in range(10))


PREFIXES = ["", "Reasoning here.\n", "Let me think.\n\nStep 1.\n", "x\r\n"]
LABELS = ["Final Answer: ", "Final Answer:", "Final Answer:  ", "final answer: ",
          "FINAL ANSWER: ", "Final answer: ", "**Final Answer:** ", "Final Answer : "]
SEPS = [", ", ",", " , ", ",\t", ", ,", ",\u00a0", ",\x1c", ",\ufeff"]
SUFFIXES = ["", "\n", "\n\n", " ", ".", "\r", " ]", "]", "\nThanks!", " (done)"]
BRACKETS = [("[", "]"), ("[", ""), ("", "]"), ("[[", "]]"), ("(", ")"), ("[ ", " ]")]


def crafted(rng):
    truth = [node(rng) for _ in range(rng.choice([0, 1, 1, 2, 3, 5, 8]))]
    pool = truth + [node(rng) for _ in range(3)]
    kind = rng.random()
    if kind < 0.3:
        sampled = list(truth)
        rng.shuffle(sampled)
    elif kind < 0.7:
        sampled = [n for n in pool if rng.random() < 0.6]
    elif kind < 0.8:
        sampled = [rng.choice(pool) for _ in range(rng.randint(0, 6))] if pool else []
    else:
        sampled = [n.upper() if rng.random() < 0.5 else n for n in truth]
    if sampled and rng.random() < 0.15:
        sampled.append(sampled[0])
    if rng.random() < 0.1:
        sampled = [f"'{n}'" for n in sampled]
    sep = rng.choice(SEPS) if rng.random() < 0.4 else ", "
    label = rng.choice(LABELS) if rng.random() < 0.35 else "Final Answer: "
    opening, closing = rng.choice(BRACKETS) if rng.random() < 0.2 else ("[", "]")
    suffix = rng.choice(SUFFIXES) if rng.random() < 0.35 else ""
    prefix = rng.choice(PREFIXES)
    body = f"{label}{opening}{sep.join(sampled)}{closing}{suffix}"
    if rng.random() < 0.05:
        body = body.replace("\n", "\r\n")
    if rng.random() < 0.05:
        body = f"{body}\nFinal Answer: [{', '.join(truth)}]"
    return {"response": prefix + body, "truth": truth}


FIXED = [
    ("Final Answer: [a, b]", ["a", "b"]),
    ("Final Answer: [a, b]", ["b"]),
    ("Final Answer: []", []),
    ("Final Answer: []", ["a"]),
    ("Final Answer: [ ]", []),
    ("", []),
    ("", ["a"]),
    ("Final Answer: [x]\n", ["x"]),
    ("no answer", ["a"]),
    ("Final Answer: a, b", ["a", "b"]),
    ("Final Answer:[a,b,c]", ["a", "b", "c"]),
    ("Final Answer: [a] and [b]", ["a", "b"]),
    ("prefix Final Answer: [c, d]]", ["c", "d"]),
    ("Final Answer: [é, 😀, b]", ["é", "😀", "b"]),
    ("Final Answer: [a, a, a]", ["a"]),
    ("Final Answer: [\u2028a, b\u2028]", ["a", "b"]),
    ("Final Answer: [a\u0085, b]", ["a", "b"]),
]


def main():
    rng = random.Random(20260101)
    cases = [{"response": r, "truth": t} for r, t in FIXED]
    cases += [crafted(rng) for _ in range(1200)]
    for case in cases:
        case.update(grade(case["response"], case["truth"]))
    print(json.dumps(cases, ensure_ascii=False, indent=0))


main()
