/**
 * RULER's scorer against vectors scored by RULER's own `postprocess_pred`,
 * `string_match_all` and `string_match_part`
 * (scripts/reference/ruler_score_vectors.py).
 */
import assert from "node:assert/strict";
import {
  postprocessPred,
  pythonContains,
  pythonLower,
  pythonRound2,
  type RulerMetric,
  rulerRowScore,
  rulerTaskScore,
} from "../../../src/tasks/ruler/ruler_score.ts";

type Outcome = { score: number } | { error: string };

interface RowVector {
  prediction: string;
  references: string[];
  postprocessed: string;
  all: Outcome;
  part: Outcome;
}

interface TaskVector {
  name: string;
  metric: RulerMetric;
  predictions: string[];
  references: string[][];
  score: number;
}

const read = async (name: string) =>
  JSON.parse(
    await Deno.readTextFile(
      new URL(`../../vectors/ruler_score/${name}`, import.meta.url),
    ),
  );
const rows: RowVector[] = (await read("rows.json")).rows;
const tasks: TaskVector[] = (await read("tasks.json")).tasks;

Deno.test("postprocess_pred: control characters, Python's whitespace", () => {
  assert.ok(rows.length >= 40);
  for (const row of rows) {
    assert.equal(
      postprocessPred(row.prediction),
      row.postprocessed,
      JSON.stringify(row.prediction),
    );
  }
});

Deno.test("string_match_all and string_match_part of one row, as RULER scores it", () => {
  for (const row of rows) {
    for (const metric of ["all", "part"] as const) {
      const expected = row[metric];
      const label = `${metric}: ${JSON.stringify(row.prediction)} vs ${
        JSON.stringify(row.references)
      }`;
      if ("error" in expected) {
        assert.throws(
          () => rulerRowScore(row.postprocessed, row.references, metric),
          RangeError,
          label,
        );
        continue;
      }
      const value = rulerRowScore(row.postprocessed, row.references, metric);
      assert.ok(value >= 0 && value <= 1, label);
      assert.equal(rulerTaskScore([value]), expected.score, label);
    }
  }
});

Deno.test("task scores: exact ties to even, sums in row order", () => {
  assert.ok(tasks.some((t) => t.name.startsWith("tie")));
  assert.ok(tasks.some((t) => t.name.startsWith("row order")));
  for (const task of tasks) {
    const values = task.predictions.map((p, i) =>
      rulerRowScore(postprocessPred(p), task.references[i]!, task.metric)
    );
    assert.equal(rulerTaskScore(values), task.score, task.name);
  }
});

Deno.test("an empty task scores 0, as evaluate.py reports an empty file", () => {
  assert.equal(rulerTaskScore([]), 0);
});

Deno.test("Python's round(x, 2) differs from toFixed on exact ties only", () => {
  assert.equal(pythonRound2(0.125), 0.12);
  assert.equal((0.125).toFixed(2), "0.13");
  assert.equal(pythonRound2(0.375), 0.38);
  assert.equal(pythonRound2(-0.125), -0.12);
  assert.equal(pythonRound2(2.675), 2.67); // 2.67499999... in binary
  assert.equal(pythonRound2(85.605), 85.61); // 85.6050000000000039...
  assert.equal(pythonRound2(100), 100);
  assert.ok(Object.is(pythonRound2(-0.001), -0));
});

Deno.test("Python's lower() and `in` where JavaScript's differ", () => {
  assert.equal(pythonLower("\ua7cb"), "\ua7cb");
  assert.equal("\ua7cb".toLowerCase(), "\u0264");
  assert.equal(pythonLower("ΑΣ\ua7cbΒ"), "ας\ua7cbβ");
  assert.equal(pythonLower("İ"), "i\u0307");
  assert.equal(pythonContains("\u{1f600}", "\ud83d"), false);
  assert.equal("\u{1f600}".includes("\ud83d"), true);
  assert.equal(pythonContains("\ud83d\ud83d\ude00", "\ud83d"), true);
  assert.equal(pythonContains("abc", ""), true);
});
