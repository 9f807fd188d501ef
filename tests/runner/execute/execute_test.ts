import { createBuildContext } from "../../../src/tasks/build_context.ts";
import assert from "node:assert/strict";
import { modelConfigSchema } from "../../../src/config/model_config.ts";
import { runConfigSchema } from "../../../src/config/run_config.ts";
import { type CorpusReader } from "../../../src/haystack/files_corpus.ts";
import { HaystackLibrary } from "../../../src/haystack/corpus.ts";
import {
  createFakeProvider,
  fakeRequestSchema,
} from "../../../src/providers/fake.ts";
import type { Provider } from "../../../src/providers/provider.ts";
import { executeRun } from "../../../src/runner/execute/execute.ts";
import type { ExecuteDeps } from "../../../src/runner/execute/execute_deps.ts";
import { type Plan, planRun } from "../../../src/runner/plan/plan.ts";
import type { Row } from "../../../src/store/jsonl.ts";
import { findTask, loadAllFamilies } from "../../../src/tasks/registry.ts";
import { uuidForSeed } from "../../../src/tasks/niah/uuid.ts";
import type { BuildContext } from "../../../src/tasks/task.ts";
import { getTokenizer } from "../../../src/tokenizer/encoding.ts";

await loadAllFamilies();

const uuidTask = findTask("uuid")!;
const tokenizer = await getTokenizer("cl100k_base");
const unusedReader: CorpusReader = {
  listTextFiles: () => Promise.reject(new Error("no files corpus here")),
  readText: () => Promise.reject(new Error("no files corpus here")),
};
// One library for the whole file, so the synthetic haystack is tokenised once.
const library = new HaystackLibrary(unusedReader);
const NOW = new Date("2026-01-02T03:04:05.678Z");

interface Setup {
  runner?: Record<string, unknown>;
  request?: Record<string, unknown>;
  sweep?: Record<string, unknown>;
  pricing?: { input: number; output: number };
}

function makePlan(setup: Setup = {}): Plan {
  const run = runConfigSchema.parse({
    run_name: "execute-test",
    model: "fake",
    task: { type: "uuid", style: "niah" },
    sweep: setup.sweep ??
      { context_lengths: [300, 600], depth_percents: [0, 50, 100] },
    runner: setup.runner ?? {},
  });
  const model = modelConfigSchema.parse({
    id: "fake",
    runtime: { sdk: "fake", api: "fake" },
    request: { model: "fake-model", ...setup.request },
    ...(setup.pricing ? { pricing: setup.pricing } : {}),
  });
  return planRun({
    run,
    model,
    task: uuidTask,
    params: uuidTask.params.parse(run.task),
    haystack: { type: "synthetic", seed: 0 },
  });
}

function fakeFor(p: Plan): Provider {
  return createFakeProvider(
    fakeRequestSchema.parse(p.model.request),
    p.task.oracleResponse ? (key) => p.task.oracleResponse!(key) : undefined,
  );
}

function contextFor(p: Plan): BuildContext {
  return createBuildContext(tokenizer, library, p.run.haystack);
}

interface Harness {
  deps: ExecuteDeps;
  rows: Row[];
  sleeps: number[];
  controller: AbortController;
}

function harness(
  p: Plan,
  overrides: Partial<ExecuteDeps> = {},
): Harness {
  const rows: Row[] = [];
  const sleeps: number[] = [];
  const controller = new AbortController();
  const deps: ExecuteDeps = {
    provider: fakeFor(p),
    append: (row) => {
      rows.push(structuredClone(row));
      return Promise.resolve();
    },
    context: contextFor(p),
    signal: controller.signal,
    now: () => NOW,
    sleep: (ms, signal) => {
      sleeps.push(ms);
      return signal.aborted ? Promise.reject(signal.reason) : Promise.resolve();
    },
    random: () => 0.5,
    secrets: [],
    ...overrides,
  };
  return { deps, rows, sleeps, controller };
}

Deno.test("the oracle gives an ok row with score 1 for every cell", async () => {
  const p = makePlan();
  const { deps, rows } = harness(p);
  const summary = await executeRun(p, p.cells, deps);
  assert.deepStrictEqual(summary, {
    cells: 6,
    skipped: 0,
    written: 6,
    classes: { ok: 6 },
    interrupted: false,
    costUsd: 0,
  });
  assert.deepStrictEqual(
    rows.map((r) => r.cell_id),
    p.cells.map((c) => c.cell_id),
  );
  for (const [i, row] of rows.entries()) {
    const cell = p.cells[i]!;
    const uuid = uuidForSeed(cell.seed);
    assert.equal(row.status, "ok");
    assert.equal(row.failure_class, "ok");
    assert.deepStrictEqual(row.score, { value: 1, details: { found: true } });
    assert.equal(row.response, `The answer is ${uuid}.`);
    assert.equal(row.expected_answer, uuid);
    assert.equal(row.attempts, 1);
    assert.equal(row.fingerprint, p.fingerprint);
    assert.equal(row.schema_version, 2);
    assert.equal(row.run_name, "execute-test");
    assert.equal(row.model_id, "fake");
    assert.equal(row.model_request_name, "fake-model");
    assert.equal(row.task_type, "uuid");
    assert.equal(row.context_length, cell.axes.context_length);
    assert.equal(row.target_depth_percent, cell.axes.depth_percent);
    assert.equal(row.seed, 1);
    assert.equal(row.finish_reason, "stop");
    assert.equal(row.timestamp_utc, "2026-01-02T03:04:05.678Z");
    assert.equal(row.cost_usd, null);
    assert.equal(typeof row.duration_seconds, "number");
    assert.ok(!("error" in row));
  }
});

Deno.test("rows hold the recipe but never the rendered context", async () => {
  const p = makePlan({
    sweep: { context_lengths: [4000], depth_percents: [50] },
  });
  const { deps, rows } = harness(p);
  await executeRun(p, p.cells, deps);
  const row = rows[0]!;
  const { context } = await uuidTask.render(row.recipe, contextFor(p));
  assert.equal(typeof context, "string");
  const json = JSON.stringify(row);
  assert.ok(json.length < 4000, `row is ${json.length} bytes`);
  assert.ok(!json.includes(String(context).slice(0, 200)));
  assert.ok(
    String(context).includes(`The secret code is ${row.expected_answer}.`),
  );
});

Deno.test("a canned wrong answer gives failure class wrong", async () => {
  const p = makePlan({
    request: { mode: "canned", response_text: "It is 0000-1111." },
  });
  const { deps, rows } = harness(p);
  const summary = await executeRun(p, p.cells, deps);
  assert.deepStrictEqual(summary.classes, { wrong: 6 });
  for (const row of rows) {
    assert.equal(row.status, "ok");
    assert.equal(row.failure_class, "wrong");
    assert.equal(row.response, "It is 0000-1111.");
    assert.deepStrictEqual(row.score, { value: 0, details: { found: false } });
  }
});

Deno.test("an empty canned answer is classed as a refusal", async () => {
  const p = makePlan({
    request: { mode: "canned", response_text: "  " },
    sweep: { context_lengths: [300], depth_percents: [50] },
  });
  const { deps, rows } = harness(p);
  await executeRun(p, p.cells, deps);
  assert.equal(rows[0]!.failure_class, "refusal");
});

Deno.test("usage and pricing give the row's cost", async () => {
  const p = makePlan({
    pricing: { input: 3, output: 15 },
    sweep: { context_lengths: [300], depth_percents: [50] },
  });
  const { deps, rows } = harness(p);
  await executeRun(p, p.cells, deps);
  const usage = rows[0]!.usage as {
    input_tokens: number;
    output_tokens: number;
  };
  assert.ok(usage.input_tokens > 0 && usage.output_tokens > 0);
  assert.equal(
    rows[0]!.cost_usd,
    (usage.input_tokens * 3 + usage.output_tokens * 15) / 1e6,
  );
});

Deno.test("a provider that fails fail_until times succeeds when retries allow", async () => {
  const p = makePlan({
    request: {
      mode: "fail_n_times_then_canned",
      fail_until: 2,
      response_text: "no idea",
    },
    runner: { retries: 2 },
  });
  const { deps, rows, sleeps } = harness(p);
  const summary = await executeRun(p, p.cells, deps);
  assert.equal(summary.written, 6);
  for (const row of rows) {
    assert.equal(row.status, "ok");
    assert.equal(row.attempts, 3);
    assert.equal(row.response, "no idea");
    assert.equal(row.failure_class, "wrong");
    assert.ok(!("error" in row));
  }
  assert.equal(sleeps.length, 12, "two backoffs per cell");
});

Deno.test("retries beyond fail_until are not used", async () => {
  const p = makePlan({
    request: { mode: "fail_n_times_then_canned", fail_until: 1 },
    runner: { retries: 5 },
    sweep: { context_lengths: [300], depth_percents: [50] },
  });
  const { deps, rows, sleeps } = harness(p);
  await executeRun(p, p.cells, deps);
  assert.equal(rows[0]!.attempts, 2);
  assert.equal(rows[0]!.status, "ok");
  assert.equal(sleeps.length, 1);
});

Deno.test("a provider that fails more often than retries allow gives an error row", async () => {
  const p = makePlan({
    request: { mode: "fail_n_times_then_canned", fail_until: 3 },
    runner: { retries: 1 },
  });
  const { deps, rows } = harness(p);
  const summary = await executeRun(p, p.cells, deps);
  assert.deepStrictEqual(summary.classes, { provider_error: 6 });
  assert.equal(summary.interrupted, false);
  for (const row of rows) {
    assert.equal(row.status, "error");
    assert.equal(row.failure_class, "provider_error");
    assert.equal(row.response, null);
    assert.equal(row.score, null);
    assert.equal(row.usage, null);
    assert.equal(row.cost_usd, null);
    assert.equal(row.finish_reason, null);
    assert.equal(row.attempts, 2);
    assert.equal(row.error, "FakeProviderError: fake provider failure");
    // The recipe is still stored, so the prompt can be rebuilt.
    assert.equal(typeof row.recipe, "object");
  }
});

Deno.test("always_fail never aborts the run: every cell gets an error row", async () => {
  const p = makePlan({
    request: { mode: "always_fail" },
    runner: { retries: 2 },
  });
  const seen: [number, number][] = [];
  const { deps, rows } = harness(p, {
    onRow: (_row, progress) => seen.push([progress.written, progress.total]),
  });
  const summary = await executeRun(p, p.cells, deps);
  assert.equal(summary.written, p.cells.length);
  assert.equal(summary.interrupted, false);
  assert.deepStrictEqual(
    rows.map((r) => r.cell_id),
    p.cells.map((c) => c.cell_id),
  );
  assert.ok(rows.every((r) => r.status === "error" && r.attempts === 3));
  assert.deepStrictEqual(seen, p.cells.map((_, i) => [i + 1, 6]));
});

Deno.test("backoff waits go through deps.sleep with full jitter under base*2^(attempt-1)", async () => {
  const cfg = {
    request: { mode: "always_fail" },
    runner: { retries: 3, backoff_base_s: 2 },
    sweep: { context_lengths: [300], depth_percents: [50] },
  };
  const half = makePlan(cfg);
  const a = harness(half, { random: () => 0.5 });
  await executeRun(half, half.cells, a.deps);
  assert.deepStrictEqual(a.sleeps, [1000, 2000, 4000]);

  const high = makePlan(cfg);
  const b = harness(high, { random: () => 0.999999 });
  await executeRun(high, high.cells, b.deps);
  const ceilings = [2000, 4000, 8000];
  assert.equal(b.sleeps.length, 3);
  b.sleeps.forEach((ms, i) => {
    assert.ok(ms < ceilings[i]! && ms > ceilings[i]! * 0.999, `${ms}`);
  });

  const low = makePlan(cfg);
  const c = harness(low, { random: () => 0 });
  await executeRun(low, low.cells, c.deps);
  assert.deepStrictEqual(c.sleeps, [0, 0, 0]);
});

Deno.test("backoff never exceeds a minute, however many attempts", async () => {
  const p = makePlan({
    request: { mode: "always_fail" },
    runner: { retries: 3, backoff_base_s: 45 },
    sweep: { context_lengths: [300], depth_percents: [50] },
  });
  const { deps, sleeps } = harness(p, { random: () => 0.5 });
  await executeRun(p, p.cells, deps);
  assert.deepStrictEqual(sleeps, [22500, 30000, 30000]);
});

Deno.test("sleep_between_seconds pauses between cells but not after the last", async () => {
  const p = makePlan({
    runner: { sleep_between_seconds: 0.25 },
    sweep: { context_lengths: [300], depth_percents: [0, 50, 100] },
  });
  const { deps, sleeps, rows } = harness(p);
  await executeRun(p, p.cells, deps);
  assert.equal(rows.length, 3);
  assert.deepStrictEqual(sleeps, [250, 250]);
});

Deno.test("secrets in deps.secrets are redacted from error messages", async () => {
  const secret = "hunter2-very-secret-token";
  const p = makePlan({
    request: {
      mode: "always_fail",
      fail_message: `upstream rejected key ${secret} (twice: ${secret})`,
    },
    sweep: { context_lengths: [300], depth_percents: [50] },
  });
  const { deps, rows } = harness(p, { secrets: [secret] });
  await executeRun(p, p.cells, deps);
  const row = rows[0]!;
  assert.equal(
    row.error,
    "FakeProviderError: upstream rejected key [redacted] (twice: [redacted])",
  );
  assert.ok(!JSON.stringify(rows).includes(secret));
});

Deno.test("aborting mid-run writes only complete rows and reports interrupted", async () => {
  const p = makePlan({
    sweep: { context_lengths: [300, 600], depth_percents: [0, 50, 100] },
  });
  const fake = fakeFor(p);
  let requests = 0;
  const h = harness(p, {
    provider: {
      classify: (error) => fake.classify(error),
      // The third cell's request is held until the abort, which comes once
      // it is inside the provider (after two rows were written).
      generate: (input, signal) => {
        if (++requests <= 2) return fake.generate(input, signal);
        const held = new Promise<never>((_, reject) => {
          signal.addEventListener("abort", () => reject(signal.reason), {
            once: true,
          });
        });
        assert.equal(h.rows.length, 2);
        h.controller.abort();
        return held;
      },
    },
  });
  const summary = await executeRun(p, p.cells, h.deps);
  assert.equal(summary.interrupted, true);
  assert.equal(summary.written, 2);
  assert.deepStrictEqual(summary.classes, { ok: 2 });
  assert.deepStrictEqual(
    h.rows.map((r) => r.cell_id),
    p.cells.slice(0, 2).map((c) => c.cell_id),
  );
  for (const row of h.rows) {
    assert.equal(row.status, "ok");
    assert.equal(row.failure_class, "ok");
    assert.equal(typeof row.response, "string");
  }
});

Deno.test("an abort during a backoff wait writes no row for that cell", async () => {
  const p = makePlan({
    request: { mode: "always_fail" },
    runner: { retries: 3 },
    sweep: { context_lengths: [300], depth_percents: [0, 50] },
  });
  const h = harness(p, {
    sleep: (_ms, signal) => {
      h.controller.abort();
      return Promise.reject(signal.reason);
    },
  });
  const summary = await executeRun(p, p.cells, h.deps);
  assert.equal(summary.interrupted, true);
  assert.equal(summary.written, 0);
  assert.deepStrictEqual(h.rows, []);
});

Deno.test("an already aborted signal runs nothing", async () => {
  const p = makePlan();
  const h = harness(p);
  h.controller.abort();
  const summary = await executeRun(p, p.cells, h.deps);
  assert.equal(summary.written, 0);
  assert.equal(summary.interrupted, true);
  assert.deepStrictEqual(h.rows, []);
});

Deno.test("concurrency 4 writes each cell exactly once", async () => {
  const p = makePlan({
    runner: { concurrency: 4 },
    sweep: {
      context_lengths: [300, 600, 900],
      depth_percents: [0, 50, 100],
      seeds: [1, 2],
    },
  });
  const fake = fakeFor(p);
  let inFlight = 0;
  let peak = 0;
  // The first request is answered once a second is in flight, however slow
  // the machine (a minute's bound for a regression that sends one at once).
  const second = Promise.withResolvers<void>();
  const guard = setTimeout(second.resolve, 60_000);
  const provider: Provider = {
    async generate(input, signal) {
      peak = Math.max(peak, ++inFlight);
      if (inFlight > 1) second.resolve();
      try {
        if (peak === 1) await second.promise;
        return await fake.generate(input, signal);
      } finally {
        inFlight--;
      }
    },
    classify: (error) => fake.classify(error),
  };
  const { deps, rows } = harness(p, { provider });
  const summary = await executeRun(p, p.cells, deps).finally(() =>
    clearTimeout(guard)
  );
  assert.equal(summary.written, 18);
  assert.equal(rows.length, 18);
  assert.deepStrictEqual(
    rows.map((r) => r.cell_id).sort(),
    p.cells.map((c) => c.cell_id).sort(),
  );
  assert.ok(rows.every((r) => r.failure_class === "ok"));
  assert.ok(peak > 1 && peak <= 4, `peak in flight ${peak}`);
});

Deno.test("only the given todo cells run, the rest count as skipped", async () => {
  const p = makePlan();
  const { deps, rows } = harness(p);
  const todo = [p.cells[1]!, p.cells[4]!];
  const summary = await executeRun(p, todo, deps);
  assert.equal(summary.cells, 6);
  assert.equal(summary.skipped, 4);
  assert.equal(summary.written, 2);
  assert.deepStrictEqual(
    rows.map((r) => r.cell_id),
    todo.map((c) => c.cell_id),
  );
});

Deno.test("a failed write stops the pool and is raised, keeping rows already written", async () => {
  const p = makePlan({ runner: { concurrency: 2 } });
  const h = harness(p);
  const written: Row[] = [];
  h.deps.append = (row) => {
    if (written.length === 3) return Promise.reject(new Error("disk full"));
    written.push(row);
    return Promise.resolve();
  };
  await assert.rejects(executeRun(p, p.cells, h.deps), /disk full/);
  assert.equal(written.length, 3);
  assert.ok(written.length < p.cells.length);
});

Deno.test("a row keeps the provider's input token count beside niah's context count", async () => {
  const p = makePlan();
  const h = harness(p);
  await executeRun(p, p.cells.slice(0, 1), h.deps);
  const row = h.rows[0];
  assert.ok(row);
  const counts = row.token_counts as {
    context: number;
    provider_input: number;
  };
  const recipe = row.recipe as { final_context_token_count: number };
  assert.equal(counts.context, recipe.final_context_token_count);
  assert.equal(
    counts.provider_input,
    (row.usage as { input_tokens: number }).input_tokens,
  );
});

Deno.test("an empty answer or a refusal flag is failure class refusal; a length stop is truncated", async () => {
  const p = makePlan();
  const cases: [Partial<{ text: string; finish_reason: string }>, string][] = [
    [{ text: "", finish_reason: "stop" }, "refusal"],
    [{ text: "I can't help with that.", finish_reason: "refusal" }, "refusal"],
    [{ text: "Let me think about the", finish_reason: "length" }, "truncated"],
    [{ text: "It is 42.", finish_reason: "stop" }, "wrong"],
  ];
  for (const [completion, expected] of cases) {
    const h = harness(p, {
      provider: {
        generate: () =>
          Promise.resolve({
            text: completion.text ?? "",
            finish_reason: completion.finish_reason ?? "stop",
            usage: null,
          }),
        classify: () => ({ retry: false }),
      },
    });
    await executeRun(p, p.cells.slice(0, 1), h.deps);
    assert.equal(
      h.rows[0]?.failure_class,
      expected,
      JSON.stringify(completion),
    );
  }
});
