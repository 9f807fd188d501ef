/**
 * The RULER table `niah report` prints equals RULER's own `evaluate.py` on
 * the same predictions: crafted prediction files for all 13 tasks at four
 * lengths (chunk files, control characters, case, repeated references,
 * empty predictions) and the `summary.csv` evaluate.py wrote for each
 * length, made by scripts/reference/ruler/make_eval_vectors.sh.
 */
import assert from "node:assert/strict";
import { pythonRound2 } from "../../src/tasks/ruler/ruler_score.ts";
import { runNiah } from "../support/hosted_niah.ts";

const ROOT = new URL(
  "../vectors/ruler/evaluate/crafted/synthetic/",
  import.meta.url,
);
const LENGTHS = [4096, 8192, 16384, 32768];

/** evaluate.py's scores by task, from one length's summary.csv. */
async function summary(length: number): Promise<Map<string, number>> {
  const text = await Deno.readTextFile(new URL(`${length}/summary.csv`, ROOT));
  const rows = text.trim().split("\n").map((line) => line.split(","));
  const tasks = rows.find((row) => row[0] === "Tasks")!.slice(1);
  const scores = rows.find((row) => row[0] === "Score")!.slice(1);
  return new Map(tasks.map((task, i) => [task, Number(scores[i])]));
}

async function predFiles(): Promise<string[]> {
  const files: string[] = [];
  for (const length of LENGTHS) {
    const dir = new URL(`${length}/pred/`, ROOT);
    for await (const entry of Deno.readDir(dir)) {
      files.push(new URL(entry.name, dir).pathname);
    }
  }
  return files.sort();
}

Deno.test("niah's RULER table of imported predictions is evaluate.py's summary.csv, task by task and length by length", async () => {
  const dir = await Deno.makeTempDir({ prefix: "niah-ruler-eval-" });
  try {
    const files = await predFiles();
    const imported = await runNiah([
      "import",
      "ruler",
      ...files,
      "--out",
      `${dir}/ruler.jsonl`,
    ]);
    assert.equal(imported.code, 0, imported.stderr);
    const report = await runNiah(["report", `${dir}/ruler.jsonl`]);
    assert.equal(report.code, 0, report.stderr);
    const table = report.stdout.slice(report.stdout.indexOf("RULER ·"));
    assert.match(table, /^ {2}task +4k +8k +16k +32k$/m);
    const want = await Promise.all(LENGTHS.map(summary));
    const tasks = [...want[0]!.keys()];
    assert.equal(tasks.length, 13);
    for (const task of tasks) {
      const cells = want.map((scores) => scores.get(task)!.toFixed(2));
      assert.match(
        table,
        new RegExp(`^ {2}${task} +${cells.join(" +")}$`, "m"),
        `${task}: evaluate.py says ${cells.join(" ")}`,
      );
    }
    const averages = want.map((scores) => {
      const values = [...scores.values()];
      return pythonRound2(values.reduce((a, b) => a + b, 0) / values.length)
        .toFixed(2);
    });
    assert.match(
      table,
      new RegExp(`^ {2}average +${averages.join(" +")}$`, "m"),
    );
  } finally {
    await Deno.remove(dir, { recursive: true });
  }
});
