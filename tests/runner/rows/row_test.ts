import assert from "node:assert/strict";
import { messagesDigest } from "../../../src/prompt/message.ts";
import type { PhaseShiftRecord } from "../../../src/prompt/phase_shift_record.ts";
import type { Completion } from "../../../src/providers/provider.ts";
import { loadRun } from "../../../src/runner/load/load_run.ts";
import {
  answeredClass,
  costUsd,
  makeRow,
  type Outcome,
} from "../../../src/runner/rows/row.ts";
import { createBuildContext } from "../../../src/tasks/build_context.ts";
import type { Score } from "../../../src/tasks/task.ts";
import { getTokenizer } from "../../../src/tokenizer/encoding.ts";
import { memoryRunFiles, SMALL_RUN } from "../memory_run_files.ts";
import { rowProblem } from "../../../src/store/row_schema.ts";

async function planAndBuilt() {
  const files = memoryRunFiles(SMALL_RUN);
  const { plan } = await loadRun("run.yaml", [], files);
  const cell = plan.cells[1]!;
  const context = createBuildContext(
    await getTokenizer(plan.tokenizer),
    files.corpus,
    plan.run.haystack,
  );
  const built = await plan.task.build(cell.params, cell, context);
  return { plan, cell, built };
}

const timing = {
  attempts: 2,
  durationSeconds: 1.23456,
  finishedAt: new Date("2026-01-02T03:04:05.678Z"),
};

const completion = (
  text: string,
  finish_reason: string | null = "stop",
): Completion => ({
  text,
  finish_reason,
  usage: { input_tokens: 1000, output_tokens: 10 },
});

const right: Score = { value: 1, correct: true, details: { found: true } };
const wrong: Score = { value: 0, correct: false, details: {} };
const unparsed: Score = {
  value: 0,
  correct: false,
  parse_fail: true,
  details: {},
};

Deno.test("answeredClass: right is ok whatever the finish; then truncated, refusal, parse_fail, wrong", () => {
  const cases: [Completion, Score, string][] = [
    [completion("x", "length"), right, "ok"],
    [completion("x", "stop"), right, "ok"],
    [completion("", "length"), unparsed, "truncated"],
    [completion("x", "length"), wrong, "truncated"],
    [completion("  \n", "stop"), wrong, "refusal"],
    [completion("x", "refusal"), wrong, "refusal"],
    [completion("x", "content_filter"), unparsed, "refusal"],
    [completion("x", "stop"), unparsed, "parse_fail"],
    [completion("x", null), wrong, "wrong"],
    [completion("x", "stop"), wrong, "wrong"],
  ];
  for (const [c, score, expected] of cases) {
    assert.equal(
      answeredClass(c, score),
      expected,
      `${JSON.stringify(c)} ${JSON.stringify(score)}`,
    );
  }
});

Deno.test("an answered row holds the cell, the recipe, the answer, its score, token counts and cost, never the context", async () => {
  const { plan, cell, built } = await planAndBuilt();
  const outcome: Outcome = {
    kind: "answered",
    completion: completion(`The secret code is ${built.expected_answer}.`),
    score: right,
  };
  const row = makeRow(plan, cell, built, outcome, timing);
  assert.equal(row.schema_version, 2);
  assert.equal(row.run_name, "mem");
  assert.equal(row.model_id, "fake");
  assert.equal(row.model_request_name, "fake");
  assert.equal(row.task_type, "uuid");
  assert.equal(row.context_length, cell.axes.context_length);
  assert.equal(row.target_depth_percent, cell.axes.depth_percent);
  assert.equal(row.cell_id, cell.cell_id);
  assert.equal(row.fingerprint, plan.fingerprint);
  assert.deepEqual(row.fingerprint_parts, plan.fingerprintParts);
  assert.deepEqual(row.params, cell.axes);
  assert.equal(row.sample_index, cell.sample_index);
  assert.equal(row.seed, cell.seed);
  assert.equal(row.tokenizer, plan.tokenizer);
  assert.equal(row.recipe, built.recipe);
  assert.equal(row.needle_metadata, built.metadata);
  assert.equal(row.expected_answer, built.expected_answer);
  assert.equal(row.prompt_question, built.prompt_question);
  assert.equal(row.response, outcome.completion.text);
  assert.equal(row.finish_reason, "stop");
  assert.deepEqual(row.score, { value: 1, details: { found: true } });
  assert.deepEqual(row.usage, { input_tokens: 1000, output_tokens: 10 });
  assert.notEqual(row.usage, outcome.completion.usage, "usage is copied");
  const gap = 1000 - built.context_tokens;
  assert.deepEqual(row.token_counts, {
    context: built.context_tokens,
    provider_input: 1000,
    gap,
    gap_flag: true,
  });
  // pricing: 1.0 in, 2.0 out per million tokens.
  assert.equal(row.cost_usd, (1000 * 1.0 + 10 * 2.0) / 1e6);
  assert.equal(row.duration_seconds, 1.235);
  assert.equal(row.status, "ok");
  assert.equal(row.failure_class, "ok");
  assert.equal(row.attempts, 2);
  assert.equal(row.timestamp_utc, "2026-01-02T03:04:05.678Z");
  for (const key of ["error", "phase_shift", "reasoning", "endpoint"]) {
    assert.equal(key in row, false, key);
  }
  const text = JSON.stringify(row);
  assert.equal(text.includes(built.messages.at(-1)!.content), false);
  assert.ok(text.length < 4096, "a row stays a few KB");
});

Deno.test("a gap the question and chat template explain is not flagged", async () => {
  const { plan, cell, built } = await planAndBuilt();
  const usage = { input_tokens: built.context_tokens + 15, output_tokens: 3 };
  const row = makeRow(plan, cell, built, {
    kind: "answered",
    completion: { text: "x", finish_reason: "stop", usage },
    score: wrong,
  }, timing);
  assert.deepEqual(row.token_counts, {
    context: built.context_tokens,
    provider_input: built.context_tokens + 15,
    gap: 15,
    gap_flag: false,
  });
  assert.equal(row.failure_class, "wrong");
});

Deno.test("a failed cell's row has no answer, usage, gap or cost, and says why", async () => {
  const { plan, cell, built } = await planAndBuilt();
  for (const failure of ["provider_error", "timeout"] as const) {
    const row = makeRow(plan, cell, built, {
      kind: "failed",
      failure,
      error: "FakeProviderError: down",
    }, timing);
    assert.equal(row.status, "error");
    assert.equal(row.failure_class, failure);
    assert.equal(row.error, "FakeProviderError: down");
    assert.equal(row.response, null);
    assert.equal(row.finish_reason, null);
    assert.equal(row.score, null);
    assert.equal(row.usage, null);
    assert.equal(row.cost_usd, null);
    assert.deepEqual(row.token_counts, {
      context: built.context_tokens,
      provider_input: null,
      gap: null,
      gap_flag: null,
    });
  }
});

Deno.test("reasoning, the endpoint and the phase-shift record are kept when there are some", async () => {
  const { plan, cell, built } = await planAndBuilt();
  const record: PhaseShiftRecord = {
    encoding: "cl100k_base",
    slice_length: 64,
    found: 0,
    aligned: 0,
    inserted_chars: 0,
    insertions: [],
    skipped: "no_keyword",
    messages_sha256: messagesDigest(built.messages),
  };
  const row = makeRow(
    plan,
    cell,
    built,
    {
      kind: "answered",
      completion: {
        ...completion("x"),
        reasoning: "thinking",
        endpoint: "https://a.example",
      },
      score: wrong,
    },
    timing,
    record,
  );
  assert.equal(row.reasoning, "thinking");
  assert.equal(row.endpoint, "https://a.example");
  assert.equal(row.phase_shift, record);
  assert.equal(
    "phase_shift" in makeRow(
      plan,
      cell,
      built,
      {
        kind: "answered",
        completion: completion("x"),
        score: wrong,
      },
      timing,
      null,
    ),
    false,
  );
});

Deno.test("costUsd: null without usage or without pricing", async () => {
  const { plan } = await planAndBuilt();
  assert.equal(costUsd(plan, null), null);
  const { pricing: _, ...model } = plan.model;
  assert.equal(
    costUsd({ ...plan, model }, { input_tokens: 1, output_tokens: 1 }),
    null,
  );
  assert.equal(
    costUsd(plan, { input_tokens: 2_000_000, output_tokens: 1_000_000 }),
    4,
  );
});

Deno.test("usage that is not token counts becomes usage_invalid on any path to a row (a batch's too), and the row passes the store's check", async () => {
  const { plan, cell, built } = await planAndBuilt();
  const row = makeRow(plan, cell, built, {
    kind: "answered",
    completion: {
      text: "x",
      finish_reason: "stop",
      usage: { input_tokens: -5, output_tokens: 3 },
    },
    score: right,
  }, timing);
  assert.equal(row.usage, null);
  assert.deepEqual(row.usage_invalid, { input_tokens: -5, output_tokens: 3 });
  assert.equal(row.cost_usd, null);
  assert.equal(row.token_counts?.gap_flag, null);
  assert.equal(rowProblem(row), null);
});
