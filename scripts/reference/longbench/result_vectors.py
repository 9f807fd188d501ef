"""result.py's table, run here unchanged (THUDM/LongBench at 2e00731f, its
checkout the first argument) on prediction files written in pred.py's
format: random ones, and ones whose accuracies are exact ties of
`round(_, 1)` (0.25, 12.25, ...). Prints JSON: each file's items
([difficulty, length, judge]) and result.txt's line for it.

Usage: python3 result_vectors.py <LongBench checkout> > result_vectors.json
"""
import json, os, random, shutil, subprocess, sys, tempfile

checkout = os.path.abspath(sys.argv[1])
rng = random.Random(39)

def items(n, right, lengths=("short", "medium", "long"), difficulties=("easy", "hard")):
    out = []
    for i in range(n):
        out.append({"difficulty": difficulties[i % len(difficulties)], "length": lengths[i % len(lengths)], "judge": i < right, "pred": "A" if i < right else None})
    rng.shuffle(out)
    return out

files = {
    # 1 of 400 right: 0.25 overall, a tie rounded to even (0.2).
    "tie-quarter": items(400, 1, difficulties=("easy", "hard", "hard", "hard")),
    # 49 of 400: 12.25.
    "tie-49-of-400": items(400, 49),
    "tie-3-of-400": items(400, 3, lengths=("short", "medium", "long", "long")),
    "all-right": items(30, 30),
    "none-right": items(30, 0),
    "other-labels": [dict(x, length="extra-long" if i % 5 == 0 else x["length"], difficulty="Hard" if i % 7 == 0 else x["difficulty"]) for i, x in enumerate(items(90, 40))],
}
for k in range(8):
    n = rng.randint(20, 503)
    files[f"random-{k}"] = [{"difficulty": rng.choice(["easy", "hard"]), "length": rng.choice(["short", "medium", "long"]), "judge": rng.random() < 0.4} for _ in range(n)]
    for x in files[f"random-{k}"]:
        x["pred"] = "B" if x["judge"] else rng.choice(["C", None])

work = tempfile.mkdtemp()
os.makedirs(os.path.join(work, "results"))
for name, preds in files.items():
    with open(os.path.join(work, "results", name + ".jsonl"), "w") as f:
        for p in preds:
            f.write(json.dumps(p) + "\n")
shutil.copy(os.path.join(checkout, "result.py"), work)
subprocess.run([sys.executable, "result.py"], cwd=work, check=True)
lines = open(os.path.join(work, "result.txt"), encoding="utf-8").read().split("\n")
shutil.rmtree(work)
table = {line.split("\t")[0]: line for line in lines[1:]}
# Each item as [difficulty, length, judge].
json.dump({"header": lines[0], "files": [{"name": name, "items": [[p["difficulty"], p["length"], p["judge"]] for p in preds], "line": table[name]} for name, preds in files.items()]}, sys.stdout, separators=(",", ":"))
