"""Writes small SQuAD 2.0 dev and HotpotQA dev-distractor files in the exact
schemas of the files RULER's json/download_qa_dataset.sh fetches, for the
qa_1/qa_2 vectors (tests/vectors/ruler_qa/): seeded, so a rerun writes the
same bytes.

    python3 qa_inputs.py OUT_DIR

squad.json: 30 articles, 3-6 paragraphs each (one paragraph repeated in two
articles, as SQuAD's set() in qa.py must fold), 2-4 questions a paragraph,
about a third unanswerable (is_impossible, plausible_answers), some answers
given twice or three times. hotpotqa.json: 60 questions with 10 context
paragraphs each ([title, [sentences]]), some paragraphs shared between
questions. Texts mix ASCII with accented letters, a dash, curly quotes and
one character outside the BMP (sorting by code point differs from UTF-16).
"""

import json
import random
import sys

WORDS = (
    "river castle empire council harbor treaty museum engine village bridge "
    "season garden signal market palace school railway island mountain forest "
    "library painter composer senate charter colony valley province battle "
    "cathedral festival archive theory molecule planet orbit voltage crystal "
    "protein glacier desert canal monastery dynasty merchant novel opera"
).split()
NAMES = (
    "Normandy Zürich Beyoncé Tesla Victoria Kraków Nile Kyoto Oxford Geneva "
    "Amazon Ravenna Chopin Darwin Curie São-Paulo Aragon Dvořák Lisbon Quebec"
).split()
EXTRA = ["\u2014", "\u201cquoted\u201d", "caf\u00e9", "\U0001d465-axis", "na\u00efve"]


def sentence(rng, words=12):
    out = []
    for i in range(words):
        r = rng.random()
        if r < 0.15:
            out.append(rng.choice(NAMES))
        elif r < 0.18:
            out.append(rng.choice(EXTRA))
        else:
            out.append(rng.choice(WORDS))
    if rng.random() < 0.3:
        out.append(str(rng.randint(1066, 2024)))
    text = " ".join(out)
    return text[0].upper() + text[1:] + "."


def paragraph(rng, sentences):
    return " ".join(sentence(rng, rng.randint(8, 16)) for _ in range(sentences))


def squad(rng):
    data = []
    shared = None
    qid = 0
    for a in range(30):
        paragraphs = []
        for p in range(rng.randint(3, 6)):
            context = paragraph(rng, rng.randint(3, 6))
            if a == 3 and p == 0:
                shared = context
            if a == 17 and p == 1 and shared is not None:
                context = shared
            qas = []
            for q in range(rng.randint(2, 4)):
                qid += 1
                words = context.split()
                start = rng.randrange(len(words) - 3)
                answer = " ".join(words[start:start + rng.randint(1, 3)])
                item = {"question": f"What {rng.choice(WORDS)} of {rng.choice(NAMES)} is {rng.choice(WORDS)}?",
                        "id": f"{qid:024x}"}
                if rng.random() < 0.33:
                    item["answers"] = []
                    item["is_impossible"] = True
                    item["plausible_answers"] = [{"text": answer, "answer_start": context.find(answer)}]
                else:
                    repeat = rng.choice([1, 1, 2, 3])
                    item["answers"] = [{"text": answer, "answer_start": context.find(answer)}] * repeat
                    item["is_impossible"] = False
                qas.append(item)
            paragraphs.append({"qas": qas, "context": context})
        data.append({"title": f"{rng.choice(NAMES)}_{a}", "paragraphs": paragraphs})
    return {"version": "v2.0", "data": data}


def hotpotqa(rng):
    pool = [[f"{rng.choice(NAMES)} {rng.choice(WORDS).title()} {i}",
             [sentence(rng, rng.randint(6, 14)) + (" " if s < 2 else "") for s in range(rng.randint(1, 4))]]
            for i in range(500)]
    items = []
    for n in range(60):
        context = rng.sample(pool, 10)
        gold = context[:2]
        answer = rng.choice(["yes", "no", rng.choice(NAMES), gold[0][0]])
        items.append({
            "_id": f"5a{n:022x}",
            "answer": answer,
            "question": f"Which {rng.choice(WORDS)} links {gold[0][0]} and {gold[1][0]}?",
            "supporting_facts": [[gold[0][0], 0], [gold[1][0], 0]],
            "context": context,
            "type": rng.choice(["bridge", "comparison"]),
            "level": rng.choice(["easy", "medium", "hard"]),
        })
    return items


def main():
    out = sys.argv[1]
    with open(f"{out}/squad.json", "w", encoding="utf-8") as f:
        json.dump(squad(random.Random(2018)), f)
    with open(f"{out}/hotpotqa.json", "w", encoding="utf-8") as f:
        json.dump(hotpotqa(random.Random(2019)), f)


if __name__ == "__main__":
    main()
