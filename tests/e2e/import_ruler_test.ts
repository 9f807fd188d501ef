/**
 * `niah import ruler`: RULER's own prediction files, in RULER's folder
 * layout, become a niah store that `niah report` turns into RULER's table
 * (the task scores evaluate.py computes from the same predictions); a bad
 * line is one error naming its file, line and key, exit 2.
 */
import assert from "node:assert/strict";
import { pythonRound2 } from "../../src/tasks/ruler/ruler_score.ts";
import { runNiah, withWorkspace } from "../support/hosted_niah.ts";

const line = (pred: string, outputs: string[], index: number) =>
  JSON.stringify({ index, input: "...", outputs, pred, others: {} });

const PRED = "gpt/synthetic";

Deno.test("niah import ruler reads RULER's predictions and report prints RULER's table", async () => {
  await withWorkspace({
    [`${PRED}/4096/pred/niah_single_1.jsonl`]: [
      line(" The number is 5437923.", ["5437923"], 1179),
      line("\u0001ABC-def\n", ["abc-DEF"], 20),
      line("", ["1111111"], 30),
    ].join("\n") + "\n",
    [`${PRED}/4096/pred/vt.jsonl`]: line("VAR AAAAA, VAR BBBBB", [
      "AAAAA",
      "BBBBB",
      "CCCCC",
      "DDDDD",
      "EEEEE",
    ], 0) + "\n",
    [`${PRED}/8192/pred/niah_single_1.jsonl`]: line("7", ["7"], 5) + "\n",
  }, async (dir) => {
    const imported = await runNiah([
      "import",
      "ruler",
      `${PRED}/4096/pred/niah_single_1.jsonl`,
      `${PRED}/4096/pred/vt.jsonl`,
      `${PRED}/8192/pred/niah_single_1.jsonl`,
      "--out",
      "ruler.jsonl",
    ], { cwd: dir });
    assert.equal(imported.code, 0, imported.stderr);
    assert.match(imported.stdout, /wrote 5 rows from 3 RULER prediction files/);
    const report = await runNiah(["report", "ruler.jsonl"], { cwd: dir });
    assert.equal(report.code, 0, report.stderr);
    assert.match(report.stdout, /RULER · ruler-gpt · gpt/);
    // evaluate.py: (1 + 1 + 0) / 3 * 100 -> 66.67; vt 2 of 5 -> 40.0.
    assert.match(report.stdout, /^ {2}niah_single_1 +66\.67 +100\.00$/m);
    assert.match(report.stdout, /^ {2}vt +40\.00 +-$/m);
    const average = pythonRound2((66.67 + 40) / 2).toFixed(2);
    assert.match(
      report.stdout,
      new RegExp(`^ {2}average +${average} +100\\.00$`, "m"),
    );
    assert.match(report.stdout, /average > 85\.6\): below 4k/);
  });
});

Deno.test("niah import ruler refuses a line without pred, naming file, line and key", async () => {
  await withWorkspace({
    "pred/vt.jsonl": line("x", ["x"], 0) + "\n" +
      JSON.stringify({ index: 1, outputs: ["y"] }) + "\n",
  }, async (dir) => {
    const result = await runNiah([
      "import",
      "ruler",
      "pred/vt.jsonl",
      "--length",
      "4096",
      "--out",
      "out.jsonl",
    ], { cwd: dir });
    assert.equal(result.code, 2);
    assert.match(
      result.stderr,
      /pred\/vt\.jsonl: line 2: key pred: expected a string/,
    );
    assert.doesNotMatch(result.stderr, /\n\s+at /);
    await assert.rejects(Deno.stat(`${dir}/out.jsonl`));
  });
});

Deno.test("imported predictions score as RULER's Python 3.10 lowers: a sigma beside a letter newer than Unicode 13.0 is not final", async () => {
  // RULER lowers "Α\u{1E08F}Σ" to "α\u{1E08F}σ" (U+1E08F is unassigned in
  // Python 3.10); JavaScript's toLowerCase makes the sigma final.
  const line = JSON.stringify({
    index: 0,
    outputs: ["\u0391\u{1e08f}\u03a3"],
    pred: "The answer: \u03b1\u{1e08f}\u03c3",
  });
  await withWorkspace({ "pred/vt.jsonl": `${line}\n` }, async (dir) => {
    const imported = await runNiah(
      [
        "import",
        "ruler",
        "pred/vt.jsonl",
        "--length",
        "4096",
        "--out",
        "r.jsonl",
      ],
      { cwd: dir },
    );
    assert.equal(imported.code, 0, imported.stderr);
    const report = await runNiah(["report", "r.jsonl"], { cwd: dir });
    assert.equal(report.code, 0, report.stderr);
    assert.match(report.stdout, /^ {2}vt +100\.00$/m);
  });
});
