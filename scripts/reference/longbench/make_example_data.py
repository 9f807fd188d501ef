"""Writes src/tasks/longbench/example_data.json: 12 items in LongBench v2's
data.json schema, with contexts long enough to be cut at a small maximum
length, multi-byte text (so a cut may fall inside a character), Python
whitespace at the ends that JavaScript's trim() reads otherwise, a `$Q$`
inside a document and special-token text. Deterministic."""
import json, random, sys

rng = random.Random(2025)
WORDS = "the of river archive ledger signal harbor quiet measure lantern copper orbit meadow charter".split()
CJK = "长文本理解测试数据集问题答案选择上下文模型评估"
EMOJI = "🙂🚀📚"

def paragraph(n, kind):
    out = []
    for i in range(n):
        if kind == "cjk" and i % 3 == 0:
            out.append("".join(rng.choice(CJK) for _ in range(rng.randint(5, 30))))
        elif kind == "emoji" and i % 7 == 0:
            out.append(rng.choice(EMOJI) * rng.randint(1, 3))
        else:
            out.append(rng.choice(WORDS))
    return " ".join(out)

items = []
kinds = ["plain", "cjk", "emoji"]
for i in range(12):
    kind = kinds[i % 3]
    paras = [paragraph(rng.randint(60, 140), kind) for _ in range(rng.randint(4, 12))]
    context = "\n\n".join(paras)
    if i == 3:
        context = "\x1c \ufeff" + context + " $Q$ and $C_A$ inside\n\x85"
    if i == 5:
        context += "\n<|endoftext|> then <|im_end|> text"
    if i == 7:
        context = context[:80]  # short: never cut
    items.append({
        "_id": f"lbv2-example-{i:02d}",
        "domain": ["Single-Document QA", "Multi-Document QA", "Long In-context Learning"][i % 3],
        "sub_domain": ["Academic", "Legal", "Financial", "Novel"][i % 4],
        "difficulty": "easy" if i % 2 == 0 else "hard",
        "length": ["short", "medium", "long"][i % 3],
        "question": f"  Which word comes {i} times in the text?\u3000" if i % 4 == 0 else f"Question {i}: what is asked here?",
        "choice_A": f" {rng.choice(WORDS)} ",
        "choice_B": rng.choice(WORDS),
        "choice_C": "长文本 " + rng.choice(WORDS),
        "choice_D": rng.choice(WORDS) + "\n",
        "answer": "ABCD"[rng.randrange(4)],
        "context": context,
    })
json.dump(items, open(sys.argv[1], "w", encoding="utf-8"), ensure_ascii=False, indent=1)
