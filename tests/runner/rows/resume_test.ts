import assert from "node:assert/strict";
import { modelConfigSchema } from "../../../src/config/model_config.ts";
import { runConfigSchema } from "../../../src/config/run_config.ts";
import { UsageError } from "../../../src/errors.ts";
import { type Plan, planRun } from "../../../src/runner/plan/plan.ts";
import { resumeState } from "../../../src/runner/rows/resume.ts";
import type { Row } from "../../../src/store/jsonl.ts";
import { findTask, loadAllFamilies } from "../../../src/tasks/registry.ts";

await loadAllFamilies();

const uuidTask = findTask("uuid")!;

function plan(
  run: Record<string, unknown> = {},
  model: Record<string, unknown> = {},
): Plan {
  const parsedRun = runConfigSchema.parse({
    run_name: "resume-test",
    model: "fake",
    task: { type: "uuid" },
    sweep: { context_lengths: [1000, 2000], depth_percents: [0, 50] },
    ...run,
  });
  const parsedModel = modelConfigSchema.parse({
    id: "fake",
    runtime: { sdk: "fake", api: "fake" },
    request: { model: "fake-model" },
    ...model,
  });
  return planRun({
    run: parsedRun,
    model: parsedModel,
    task: uuidTask,
    params: uuidTask.params.parse(parsedRun.task),
    haystack: { type: "synthetic", seed: 0 },
  });
}

function rowOf(
  p: Plan,
  index: number,
  status: "ok" | "error",
  extra: Record<string, unknown> = {},
): Row {
  return {
    schema_version: 2,
    cell_id: p.cells[index]!.cell_id,
    fingerprint: p.fingerprint,
    fingerprint_parts: p.fingerprintParts,
    status,
    failure_class: status === "ok" ? "ok" : "provider_error",
    ...extra,
  };
}

function index(rows: Row[]): Map<string, Row> {
  return new Map(rows.map((row) => [row.cell_id, row]));
}

Deno.test("an empty store runs every cell", () => {
  const p = plan();
  const state = resumeState(p, new Map());
  assert.deepStrictEqual(state.todo, p.cells);
  assert.equal(state.done, 0);
  assert.equal(state.retried, 0);
});

Deno.test("ok rows are skipped on resume", () => {
  const p = plan();
  const state = resumeState(p, index([rowOf(p, 0, "ok"), rowOf(p, 2, "ok")]));
  assert.deepStrictEqual(
    state.todo.map((c) => c.index),
    [1, 3],
  );
  assert.equal(state.done, 2);
  assert.equal(state.retried, 0);
});

Deno.test("an ok row with a wrong answer still counts as done", () => {
  const p = plan();
  const state = resumeState(
    p,
    index([rowOf(p, 1, "ok", { failure_class: "wrong" })]),
  );
  assert.deepStrictEqual(state.todo.map((c) => c.index), [0, 2, 3]);
  assert.equal(state.done, 1);
});

Deno.test("error rows are re-run on resume and counted as retried", () => {
  const p = plan();
  const state = resumeState(
    p,
    index([rowOf(p, 0, "ok"), rowOf(p, 1, "error"), rowOf(p, 3, "error")]),
  );
  assert.deepStrictEqual(state.todo.map((c) => c.index), [1, 2, 3]);
  assert.equal(state.done, 1);
  assert.equal(state.retried, 2);
});

Deno.test("a store where every cell is ok leaves nothing to do", () => {
  const p = plan();
  const state = resumeState(p, index(p.cells.map((_, i) => rowOf(p, i, "ok"))));
  assert.deepStrictEqual(state.todo, []);
  assert.equal(state.done, p.cells.length);
});

Deno.test("rows of another task config are refused, naming the task as changed", () => {
  const old = plan({
    task: { type: "uuid", needle_template: "The passcode is {uuid}." },
  });
  const now = plan();
  assert.throws(
    () => resumeState(now, index([rowOf(old, 0, "ok")])),
    (error: unknown) => {
      assert.ok(error instanceof UsageError);
      assert.match(
        error.message,
        /^Cannot resume "results\/resume-test\.jsonl"/,
      );
      assert.match(error.message, /\(task changed;/);
      assert.ok(error.message.includes(old.fingerprint));
      assert.ok(error.message.includes(now.fingerprint));
      return true;
    },
  );
});

Deno.test("rows of another request config are refused, naming the request as changed", () => {
  const old = plan({}, { request: { model: "fake-model", temperature: 1 } });
  assert.throws(
    () => resumeState(plan(), index([rowOf(old, 2, "error")])),
    (error: unknown) =>
      error instanceof UsageError && /\(request changed;/.test(error.message),
  );
});

Deno.test("a foreign row is refused even when the plan's own rows are fine", () => {
  const now = plan();
  const old = plan({}, { tokenizer: "o200k_base" });
  assert.throws(
    () =>
      resumeState(
        now,
        index([rowOf(now, 0, "ok"), rowOf(old, 1, "ok")]),
      ),
    (error: unknown) =>
      error instanceof UsageError && /tokenizer changed/.test(error.message),
  );
});

Deno.test("a foreign row without fingerprint parts is refused as a changed config", () => {
  const now = plan();
  const row: Row = {
    schema_version: 2,
    cell_id: now.cells[0]!.cell_id,
    fingerprint: "0123456789abcdef",
    status: "ok",
  };
  assert.throws(
    () => resumeState(now, index([row])),
    (error: unknown) =>
      error instanceof UsageError &&
      /\(the config changed;/.test(error.message),
  );
});

Deno.test("resume: false with rows present is refused", () => {
  const p = plan({ runner: { resume: false } });
  assert.throws(
    () => resumeState(p, index([rowOf(p, 0, "ok")])),
    (error: unknown) => {
      assert.ok(error instanceof UsageError);
      assert.match(error.message, /^Cannot start run: /);
      assert.match(error.message, /runner\.resume is false/);
      assert.ok(error.message.includes('"results/resume-test.jsonl"'));
      return true;
    },
  );
});

Deno.test("resume: false with an empty store runs every cell", () => {
  const p = plan({ runner: { resume: false } });
  assert.equal(resumeState(p, new Map()).todo.length, p.cells.length);
});
