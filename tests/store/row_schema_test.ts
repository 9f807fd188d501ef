import assert from "node:assert/strict";
import {
  parseRow,
  referenceRowSchema,
  rowProblem,
  rowSchema,
  storedRowProblem,
} from "../../src/store/row_schema.ts";

const row = {
  schema_version: 2,
  cell_id: "c1",
  fingerprint: "f",
  status: "ok",
  score: { value: 1, details: { found: true } },
  recipe: { kept: "as is" },
};

Deno.test("a niah row passes and is handed back as it is, unknown fields kept", () => {
  const parsed = parseRow(row);
  assert.equal(parsed.kind, "niah");
  assert.equal(parsed.kind === "niah" && parsed.row, row);
  assert.equal(storedRowProblem(row), null);
  assert.ok(rowSchema.safeParse(row).success);
});

Deno.test("a row without cell_id is read as the Python tool's schema 2", () => {
  const python = {
    schema_version: 2,
    run_name: "r",
    model_id: "m",
    task_type: "single",
    status: "ok",
    score: { value: 0.5 },
  };
  assert.equal(parseRow(python).kind, "reference");
  const { run_name: _, ...noRun } = python;
  assert.deepEqual(parseRow(noRun), {
    kind: "invalid",
    problem: "run_name is missing (expected text)",
  });
});

Deno.test("malformed fields are named with what was there and what was expected", () => {
  const cases: [Record<string, unknown>, string][] = [
    [
      { score: { value: 1.5 } },
      "score.value is 1.5, expected a number from 0 to 1",
    ],
    [
      { score: { value: -0.1 } },
      "score.value is -0.1, expected a number from 0 to 1",
    ],
    [
      { usage: { input_tokens: -3 } },
      "usage.input_tokens is -3, expected a number >= 0",
    ],
    [
      { usage: { output_tokens: 2.5 } },
      "usage.output_tokens is 2.5, expected a whole number",
    ],
    [{ cost_usd: "free" }, 'cost_usd is "free", expected a number'],
    [
      { score: JSON.parse('{"value": 1e400}') },
      "score.value is Infinity (beyond any JSON number), expected a number",
    ],
    [{ cell_id: 7 }, "cell_id is 7, expected text"],
    [{ status: undefined }, "status is missing (expected text)"],
    [{ params: [1] }, "params is [1], expected a mapping"],
  ];
  for (const [change, problem] of cases) {
    assert.equal(storedRowProblem({ ...row, ...change }), problem);
  }
  assert.equal(storedRowProblem([row]), "not a JSON object");
});

Deno.test("an append checks every field; a read checks only what readers count", () => {
  const seeded = { ...row, seed: "one", phase_shift: { encoding: 1 } };
  assert.equal(rowProblem(seeded), 'seed is "one", expected a number');
  assert.equal(storedRowProblem(seeded), null);
  assert.equal(
    rowProblem({ ...row, phase_shift: [1] }),
    "phase_shift is [1], expected a mapping",
  );
  assert.equal(
    rowProblem({ ...row, failure_class: 3 }),
    storedRowProblem({
      ...row,
      failure_class: 3,
    }),
  );
});

Deno.test("the Python tool's rows may carry a null error and seed", () => {
  const python = {
    schema_version: 2,
    run_name: "r",
    model_id: "m",
    task_type: "single",
    status: "error",
    error: null,
    seed: null,
    response: null,
    score: null,
  };
  assert.equal(parseRow(python).kind, "reference");
  assert.ok(referenceRowSchema.safeParse(python).success);
  assert.ok(!referenceRowSchema.safeParse({ ...python, seed: "s" }).success);
});

Deno.test("status and failure_class are enums for writers, any string where rows are read", () => {
  const newer = { ...row, status: "skipped", failure_class: "novel" };
  assert.equal(storedRowProblem(newer), null);
  assert.equal(parseRow(newer).kind, "niah");
  assert.match(rowProblem(newer) ?? "", /^status is "skipped"/);
  assert.match(
    rowProblem({ ...row, failure_class: "novel" }) ?? "",
    /^failure_class is "novel"/,
  );
  assert.equal(rowProblem({ ...row, failure_class: "truncated" }), null);
});
