import assert from "node:assert/strict";
import { z } from "zod";
import { modelConfigSchema } from "../../src/config/model_config.ts";
import { runConfigSchema } from "../../src/config/run_config.ts";
import { planRun } from "../../src/runner/plan/plan.ts";
import { makeRow } from "../../src/runner/rows/row.ts";
import {
  keyText,
  ROW_HEAD,
  ROW_KEYS,
  rowLine,
} from "../../src/store/row_layout.ts";
import { parseRow, rowProblem, rowSchema } from "../../src/store/row_schema.ts";
import { findTask, loadAllFamilies } from "../../src/tasks/registry.ts";

await loadAllFamilies();

/** Whether a field's schema, once optional and nullable are unwrapped, is a scalar. */
function isScalar(schema: z.ZodType): boolean {
  let at: z.ZodType = schema;
  while (at instanceof z.ZodOptional || at instanceof z.ZodNullable) {
    at = at.unwrap() as z.ZodType;
  }
  return at instanceof z.ZodString || at instanceof z.ZodNumber ||
    at instanceof z.ZodBoolean;
}

Deno.test("the key order is the schema's, and lines begin with its first key", () => {
  assert.deepEqual(ROW_KEYS, Object.keys(rowSchema.shape));
  assert.equal(ROW_HEAD, '{"schema_version":');
  assert.equal(keyText("cell_id"), '"cell_id":');
});

Deno.test("identity comes before any nested value and only scalars follow status (the text scans rely on it)", () => {
  const shape = rowSchema.shape as Record<string, z.ZodType>;
  const print = ROW_KEYS.indexOf("fingerprint");
  const status = ROW_KEYS.indexOf("status");
  assert.ok(ROW_KEYS.indexOf("cell_id") < print);
  for (const key of ROW_KEYS.slice(0, print + 1)) {
    assert.ok(isScalar(shape[key]!), `${key} comes before fingerprint`);
  }
  for (const key of ROW_KEYS.slice(status)) {
    assert.ok(isScalar(shape[key]!), `${key} comes after status`);
  }
});

Deno.test("rowLine writes the schema's order, then unknown keys in their own order", () => {
  const line = rowLine(
    {
      zeta: 1,
      status: "ok",
      cell_id: "c",
      alpha: 2,
      fingerprint: "f",
      schema_version: 2,
    } as Parameters<typeof rowLine>[0],
  );
  assert.equal(
    line,
    '{"schema_version":2,"cell_id":"c","fingerprint":"f","status":"ok","zeta":1,"alpha":2}',
  );
});

Deno.test("makeRow's row is a whole row, laid out for the text scans", () => {
  const task = findTask("uuid")!;
  const run = runConfigSchema.parse({
    run_name: "layout",
    model: "fake",
    task: { type: "uuid" },
    sweep: { context_lengths: [300], depth_percents: [50] },
  });
  const plan = planRun({
    run,
    model: modelConfigSchema.parse({
      id: "fake",
      runtime: { sdk: "fake", api: "fake" },
      request: { model: "fake-model" },
      pricing: { input: 1, output: 2 },
    }),
    task,
    params: task.params.parse(run.task),
    haystack: { type: "synthetic", seed: 0 },
  });
  const cell = plan.cells[0]!;
  const built = {
    messages: [{ role: "user" as const, content: "Find it. x y z" }],
    expected_answer: "x",
    prompt_question: "Find it.",
    context_tokens: 3,
    recipe: { encoding: "cl100k_base" },
    metadata: { needle: "x" },
  };
  const timing = {
    attempts: 1,
    durationSeconds: 0.5,
    finishedAt: new Date("2026-01-02T03:04:05.678Z"),
  };
  const answered = makeRow(plan, cell, built, {
    kind: "answered",
    completion: {
      text: "x",
      finish_reason: "stop",
      usage: { input_tokens: 9, output_tokens: 1 },
    },
    score: { value: 1, correct: true, details: {} },
  }, timing);
  const failed = makeRow(plan, cell, built, {
    kind: "failed",
    failure: "timeout",
    error: "timed out after 30 s",
  }, timing);
  // A cell whose task made a second call: its first call kept.
  const twoCalls = makeRow(
    plan,
    cell,
    built,
    {
      kind: "answered",
      completion: {
        text: "x",
        finish_reason: "stop",
        usage: { input_tokens: 4, output_tokens: 1 },
      },
      score: { value: 1, correct: true, details: {} },
    },
    timing,
    null,
    {
      first_response: "Because.",
      first_finish_reason: "stop",
      first_usage: { input_tokens: 9, output_tokens: 2 },
      messages_sha256: "0".repeat(64),
    },
  );
  assert.deepEqual(twoCalls.usage, { input_tokens: 13, output_tokens: 3 });
  assert.equal(twoCalls.cost_usd, (13 * 1 + 3 * 2) / 1e6);
  assert.equal(twoCalls.token_counts?.provider_input, 9);
  for (const row of [answered, failed, twoCalls]) {
    assert.equal(rowProblem(row), null);
    const line = rowLine(row);
    assert.equal(parseRow(JSON.parse(line)).kind, "niah");
    assert.ok(line.startsWith(ROW_HEAD));
    const firstNested = line.slice(1).search(/[{[]/) + 1;
    assert.ok(firstNested > 0);
    assert.ok(line.indexOf(keyText("fingerprint")) < firstNested);
    const afterStatus = line.slice(line.lastIndexOf(keyText("status")));
    assert.doesNotMatch(afterStatus.slice(0, -1), /[{[]/);
    // Every field the schema lists but the few a row has only sometimes.
    const sometimes = [
      "phase_shift",
      "question_message",
      "reasoning",
      "follow_up",
      "endpoint",
      "batch_id",
      "usage_invalid",
      "error",
    ];
    assert.deepEqual(
      Object.keys(JSON.parse(line)),
      ROW_KEYS.filter((key) =>
        !sometimes.includes(key) || (key === "error" && row === failed) ||
        (key === "follow_up" && row === twoCalls)
      ),
    );
  }
});
