import assert from "node:assert/strict";
import type { ResultRow } from "../../../src/report/read/read_results.ts";
import {
  rulerEffectiveLength,
  rulerTables,
  rulerTableText,
} from "../../../src/tasks/ruler/ruler_table.ts";
import { SYNTHETIC_TASK_NAMES } from "../../../src/tasks/ruler/reference/ruler_tasks.ts";
import { RULER_NAMES } from "../../../src/tasks/ruler/ruler_params.ts";
import {
  pythonRound2,
  rulerTaskScore,
} from "../../../src/tasks/ruler/ruler_score.ts";

const scoring = {
  order: SYNTHETIC_TASK_NAMES,
  taskScore: rulerTaskScore,
  round2: pythonRound2,
};

function row(name: string, length: number, score: number | null): ResultRow {
  return {
    source: "r.jsonl",
    row: 1,
    schema: "niah",
    run_name: "r",
    model_id: "m",
    task_type: "ruler",
    cell_key: `${name}-${length}-${Math.random()}`,
    fingerprint: null,
    params: { context_length: length, name },
    params_key: "",
    sample_index: 0,
    seed: 42,
    status: score === null ? "error" : "ok",
    failure_class: score === null ? "provider_error" : "ok",
    valid: score !== null,
    score,
    reading: null,
    input_tokens: null,
    output_tokens: null,
    reasoning_tokens: null,
    context_tokens: null,
    cost_usd: null,
    expected_answer: null,
    response: null,
    error: null,
  };
}

Deno.test("the RULER table scores each task as evaluate.py, averages tasks per length and walks the effective length", () => {
  const rows = [
    // vt before niah_single_1 in the file: the table keeps RULER's order.
    row("vt", 4096, 1),
    row("vt", 4096, 0.5),
    row("vt", 4096, 0.25),
    row("niah_single_1", 4096, 1),
    row("niah_single_1", 4096, 1),
    row("niah_single_1", 4096, 1),
    row("niah_single_1", 8192, 1),
    row("niah_single_1", 8192, null),
    row("vt", 8192, 1),
    row("vt", 8192, 1),
  ];
  const [table] = rulerTables(rows, scoring);
  assert.ok(table);
  assert.deepEqual(table.tasks, ["niah_single_1", "vt"]);
  assert.deepEqual(table.lengths, [4096, 8192]);
  // (1 + 0.5 + 0.25) / 3 * 100 = 58.333... -> 58.33; a missing answer is 0.
  assert.equal(table.scores.vt![4096], 58.33);
  assert.equal(table.scores.niah_single_1![8192], 50);
  assert.equal(table.averages[4096], pythonRound2((100 + 58.33) / 2));
  assert.equal(table.averages[8192], 75);
  assert.equal(rulerEffectiveLength(table, 70), 8192);
  assert.equal(rulerEffectiveLength(table, 75), 4096);
  assert.equal(rulerEffectiveLength(table, 85.6), null);
  const text = rulerTableText(table, 85.6);
  assert.match(text, /^ {2}niah_single_1 +100\.00 +50\.00$/m);
  // 79.165 is 79.16499... in binary: Python rounds it to 79.16.
  assert.match(text, /^ {2}average +79\.16 +75\.00$/m);
  assert.match(text, /average > 85\.6\): below 4k/);
});

Deno.test("rows of other tasks make no RULER table", () => {
  const other = { ...row("x", 4096, 1), task_type: "single" };
  assert.deepEqual(rulerTables([other], scoring), []);
});

Deno.test("the RULER table says what its average averages: the 13-task figure of the cards, or 11 tasks without QA", () => {
  const rowsOf = (names: readonly string[]) =>
    names.flatMap((name) =>
      [4096, 8192].map((length) =>
        ({
          run_name: "r",
          model_id: "m",
          task_type: "ruler",
          params: { name, context_length: length },
          score: 1,
        }) as unknown as ResultRow
      )
    );
  const text = (names: readonly string[]) =>
    rulerTableText(
      rulerTables(rowsOf(names), { ...scoring, order: RULER_NAMES })[0]!,
      85.6,
      RULER_NAMES,
    );
  const all = text(RULER_NAMES);
  assert.match(
    all,
    /^ {2}average: RULER's 13 tasks, the figure model cards print$/m,
  );
  assert.deepEqual(
    [...all.matchAll(/^ {2}(\w+) /gm)].map((m) => m[1]).slice(1, 14),
    [...RULER_NAMES],
  );
  assert.match(
    text(SYNTHETIC_TASK_NAMES),
    /^ {2}average: 11 tasks, qa_1 and qa_2 not run \(model cards print the 13-task average\)$/m,
  );
  assert.match(
    text(RULER_NAMES.filter((n) => n !== "vt")),
    /^ {2}average: 12 of RULER's 13 tasks \(missing vt\), not the figure/m,
  );
});

Deno.test("each length's average says what it averages; names RULER lacks are shown and never averaged", () => {
  const rows = [
    ...RULER_NAMES.map((name) => row(name, 4096, 1)),
    ...SYNTHETIC_TASK_NAMES.map((name) => row(name, 8192, 0.5)),
    row("custom", 4096, 0),
    row("custom", 8192, 0),
  ];
  const [table] = rulerTables(rows, { ...scoring, order: RULER_NAMES });
  assert.equal(table!.averages[4096], 100);
  assert.equal(table!.averages[8192], 50);
  const text = rulerTableText(table!, 85.6, RULER_NAMES);
  assert.match(
    text,
    /^ {2}average at 4k: RULER's 13 tasks, the figure model cards print$/m,
  );
  assert.match(
    text,
    /^ {2}average at 8k: 11 tasks, qa_1 and qa_2 not run \(model cards print the 13-task average\)$/m,
  );
  assert.match(text, /^ {2}not averaged \(not RULER's tasks\): custom$/m);
  assert.match(text, /^ {2}custom +0\.00 +0\.00$/m);
});
