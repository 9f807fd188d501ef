import assert from "node:assert/strict";
import { modelConfigSchema } from "../../../src/config/model_config.ts";
import { runConfigSchema } from "../../../src/config/run_config.ts";
import type { HaystackDescriptor } from "../../../src/haystack/haystack_descriptor.ts";
import { shortHash } from "../../../src/runner/rows/fingerprint.ts";
import {
  countCells,
  type PlanInput,
  planRun,
  WHERE_SCAN_LIMIT,
  withDataDigests,
} from "../../../src/runner/plan/plan.ts";
import { findTask, loadAllFamilies } from "../../../src/tasks/registry.ts";

await loadAllFamilies();

const uuidTask = findTask("uuid")!;

const BASE_RUN = {
  run_name: "plan-test",
  model: "fake",
  task: { type: "uuid" },
  sweep: {
    context_lengths: [1000, 2000],
    depth_percents: [0, 50, 100],
    seeds: [7, 8],
  },
};

const BASE_MODEL = {
  id: "fake",
  runtime: { sdk: "fake", api: "fake" },
  request: { model: "fake-model", mode: "oracle" },
};

const SYNTHETIC: HaystackDescriptor = { type: "synthetic", seed: 0 };

interface Overrides {
  run?: Record<string, unknown>;
  model?: Record<string, unknown>;
  haystack?: HaystackDescriptor | null;
}

function plan(overrides: Overrides = {}) {
  const run = runConfigSchema.parse({ ...BASE_RUN, ...overrides.run });
  const model = modelConfigSchema.parse({ ...BASE_MODEL, ...overrides.model });
  return planRun({
    run,
    model,
    task: uuidTask,
    params: uuidTask.params.parse(run.task),
    haystack: overrides.haystack === undefined ? SYNTHETIC : overrides.haystack,
  });
}

Deno.test("cells are ordered by length, then depth, then seed", () => {
  const p = plan();
  assert.deepStrictEqual(
    p.cells.map((c) => [c.axes.context_length, c.axes.depth_percent, c.seed]),
    [
      [1000, 0, 7],
      [1000, 0, 8],
      [1000, 50, 7],
      [1000, 50, 8],
      [1000, 100, 7],
      [1000, 100, 8],
      [2000, 0, 7],
      [2000, 0, 8],
      [2000, 50, 7],
      [2000, 50, 8],
      [2000, 100, 7],
      [2000, 100, 8],
    ],
  );
  assert.deepStrictEqual(p.cells.map((c) => c.index), [...p.cells.keys()]);
  assert.ok(p.cells.every((c) => c.sample_index === 0));
  assert.deepStrictEqual(p.axes, {
    context_length: [1000, 2000],
    depth_percent: [0, 50, 100],
  });
  assert.deepStrictEqual(p.seeds, [7, 8]);
});

Deno.test("range sweeps are expanded before the product is taken", () => {
  const p = plan({
    run: {
      sweep: {
        context_lengths: { min: 1000, max: 32000, num: 15 },
        depth_percents: { min: 0, max: 100, num: 11, scale: "sigmoid" },
      },
    },
  });
  assert.equal(p.cells.length, 15 * 11);
  assert.deepStrictEqual(p.seeds, [1], "seeds default to [1]");
  assert.equal(p.cells[11]!.axes.context_length, 3214);
  assert.equal(p.cells[5]!.axes.depth_percent, 49.999999999999986);
});

Deno.test("cell ids are stable across calls and differ per cell", () => {
  const a = plan();
  const b = plan();
  assert.deepStrictEqual(
    a.cells.map((c) => c.cell_id),
    b.cells.map((c) => c.cell_id),
  );
  const ids = new Set(a.cells.map((c) => c.cell_id));
  assert.equal(ids.size, a.cells.length);
  for (const id of ids) assert.match(id, /^[0-9a-f]{16}$/);
});

Deno.test("a cell keeps its id when other points are added to the sweep", () => {
  const small = plan();
  const big = plan({
    run: {
      sweep: {
        context_lengths: [500, 1000, 2000],
        depth_percents: [0, 25, 50, 100],
        seeds: [7, 8, 9],
      },
    },
  });
  const key = (c: { axes: Record<string, unknown>; seed: number }) =>
    JSON.stringify([c.axes, c.seed]);
  const bigIds = new Map(big.cells.map((c) => [key(c), c.cell_id]));
  for (const cell of small.cells) {
    assert.equal(bigIds.get(key(cell)), cell.cell_id);
  }
});

Deno.test("cell ids change with the run name and the model id", () => {
  const base = plan().cells[0]!.cell_id;
  assert.notEqual(plan({ run: { run_name: "other" } }).cells[0]!.cell_id, base);
  assert.notEqual(plan({ model: { id: "fake-2" } }).cells[0]!.cell_id, base);
});

Deno.test("the fingerprint is stable across calls", () => {
  assert.equal(plan().fingerprint, plan().fingerprint);
  assert.deepStrictEqual(plan().fingerprintParts, plan().fingerprintParts);
  assert.match(plan().fingerprint, /^[0-9a-f]{16}$/);
});

Deno.test("the fingerprint records data files' digests, and only when a run reads some", () => {
  const run = runConfigSchema.parse(BASE_RUN);
  const input: PlanInput = {
    run,
    model: modelConfigSchema.parse(BASE_MODEL),
    task: uuidTask,
    params: uuidTask.params.parse(run.task),
    haystack: SYNTHETIC,
  };
  const base = planRun(input);
  // No data files: the fingerprint as before, no part "data".
  assert.equal(withDataDigests(base, input, {}), base);
  assert.equal(
    planRun({ ...input, dataDigests: {} }).fingerprint,
    base.fingerprint,
  );
  assert.ok(!("data" in base.fingerprintParts));
  const one = withDataDigests(base, input, { "w.json": "a".repeat(64) });
  const other = withDataDigests(base, input, { "w.json": "b".repeat(64) });
  assert.notEqual(one.fingerprint, base.fingerprint);
  assert.notEqual(one.fingerprint, other.fingerprint);
  assert.notEqual(one.fingerprintParts.data, other.fingerprintParts.data);
  assert.equal(one.fingerprintParts.task, base.fingerprintParts.task);
  assert.equal(one.cells, base.cells);
});

Deno.test("the fingerprint changes when task params change", () => {
  const base = plan();
  const changed = plan({
    run: {
      task: { type: "uuid", needle_template: "The passcode is {uuid}." },
    },
  });
  assert.notEqual(changed.fingerprint, base.fingerprint);
  assert.notEqual(changed.fingerprintParts.task, base.fingerprintParts.task);
  assert.equal(changed.fingerprintParts.request, base.fingerprintParts.request);
});

Deno.test("spelling out a default task param keeps the fingerprint", () => {
  const explicit = plan({
    run: {
      task: {
        type: "uuid",
        needle_template: "The secret code is {uuid}.",
        snap_to_periods: true,
      },
    },
  });
  assert.equal(explicit.fingerprint, plan().fingerprint);
});

Deno.test("the fingerprint changes when the request changes", () => {
  const base = plan();
  for (
    const request of [
      { model: "fake-model", mode: "oracle", temperature: 0.5 },
      { model: "fake-model-2", mode: "oracle" },
      { model: "fake-model", mode: "canned" },
    ]
  ) {
    const changed = plan({ model: { request } });
    assert.notEqual(changed.fingerprint, base.fingerprint);
    assert.notEqual(
      changed.fingerprintParts.request,
      base.fingerprintParts.request,
    );
  }
});

Deno.test("the fingerprint changes when the tokenizer changes", () => {
  const base = plan();
  const changed = plan({ model: { tokenizer: "o200k_base" } });
  assert.notEqual(changed.fingerprint, base.fingerprint);
  assert.notEqual(
    changed.fingerprintParts.tokenizer,
    base.fingerprintParts.tokenizer,
  );
  assert.equal(changed.tokenizer, "o200k_base");
  assert.equal(base.tokenizer, "cl100k_base");
});

Deno.test("the fingerprint changes when the haystack changes", () => {
  const base = plan();
  const changes: HaystackDescriptor[] = [
    { type: "synthetic", seed: 1 },
    { type: "text", text: "Some filler.", separator: "\n\n" },
    { type: "files", path: "corpus", files: 3, sha256: "a".repeat(64) },
  ];
  const seen = new Set([base.fingerprint]);
  for (const haystack of changes) {
    const changed = plan({ haystack });
    assert.notEqual(
      changed.fingerprintParts.haystack,
      base.fingerprintParts.haystack,
    );
    seen.add(changed.fingerprint);
  }
  assert.equal(seen.size, changes.length + 1);
  // A files corpus whose text changed (new digest) is a different config.
  const a = plan({
    haystack: { type: "files", path: "c", files: 1, sha256: "a".repeat(64) },
  });
  const b = plan({
    haystack: { type: "files", path: "c", files: 1, sha256: "b".repeat(64) },
  });
  assert.notEqual(a.fingerprint, b.fingerprint);
});

Deno.test("the fingerprint ignores runner settings and the store path", () => {
  const base = plan();
  const changed = plan({
    run: {
      runner: {
        concurrency: 8,
        retries: 5,
        backoff_base_s: 3,
        sleep_between_seconds: 1,
      },
      store: { path: "elsewhere/rows.jsonl" },
    },
  });
  assert.equal(changed.fingerprint, base.fingerprint);
  assert.deepStrictEqual(
    changed.cells.map((c) => c.cell_id),
    base.cells.map((c) => c.cell_id),
  );
});

Deno.test("the store path defaults to results/<run_name>.jsonl", () => {
  assert.equal(plan().storePath, "results/plan-test.jsonl");
  assert.equal(
    plan({ run: { run_name: "nightly.v2" } }).storePath,
    "results/nightly.v2.jsonl",
  );
  assert.equal(
    plan({ run: { store: { path: "out/x.jsonl" } } }).storePath,
    "out/x.jsonl",
  );
});

Deno.test("the plan carries the validated params and configs", () => {
  const p = plan();
  assert.deepStrictEqual(p.params, {
    type: "uuid",
    needle_template: "The secret code is {uuid}.",
    question_template: "What is the secret code?",
    inserter: "single_depth",
    snap_to_periods: true,
    style: "reference",
  });
  assert.equal(p.task, uuidTask);
  assert.equal(p.model.id, "fake");
  assert.equal(p.run.run_name, "plan-test");
});

Deno.test("a sweep grid adds axes after depth and before samples and seeds, with params per cell", () => {
  const run = runConfigSchema.parse({
    run_name: "grid",
    model: "fake",
    task: { type: "uuid" },
    sweep: {
      context_lengths: [1000],
      depth_percents: [0, 50],
      grid: { snap_to_periods: [true, false] },
      samples: 2,
      seeds: [1, 2],
    },
  });
  const model = modelConfigSchema.parse({
    id: "fake",
    runtime: { sdk: "fake", api: "fake" },
    request: { model: "fake" },
  });
  const params = uuidTask.params.parse(run.task);
  const p = planRun({
    run,
    model,
    task: uuidTask,
    params,
    haystack: { type: "synthetic", seed: 0 },
    withGrid: (overrides) =>
      uuidTask.params.parse({ ...run.task, ...overrides }),
  });
  assert.equal(p.cells.length, 2 * 2 * 2 * 2);
  assert.deepEqual(
    p.cells.slice(0, 5).map((
      c,
    ) => [
      c.axes.depth_percent,
      c.axes.snap_to_periods,
      c.sample_index,
      c.seed,
    ]),
    [[0, true, 0, 1], [0, true, 0, 2], [0, true, 1, 1], [0, true, 1, 2], [
      0,
      false,
      0,
      1,
    ]],
  );
  for (const cell of p.cells) {
    assert.equal(
      (cell.params as unknown as { snap_to_periods: boolean }).snap_to_periods,
      cell.axes.snap_to_periods,
    );
  }
  assert.equal(new Set(p.cells.map((c) => c.cell_id)).size, p.cells.length);
  assert.deepEqual(p.axes.snap_to_periods, [true, false]);
});

Deno.test("a cell id is the short hash of its identity, as rows before recorded it", () => {
  const p = plan({
    run: {
      run_name: "q.u-o_te",
      sweep: {
        context_lengths: [1000, 2001],
        depth_percents: [0, 33.3],
        seeds: [0, 9007199254740991],
        samples: 2,
        grid: {
          Zeta: ['a"b', "é\n"],
          alpha: [true, false],
          "ünï": [1e21, -0.5],
        },
      },
    },
    model: { id: "m/é" },
  });
  assert.equal(p.cells.length, 2 * 2 * 2 * 2 * 2 * 2 * 2);
  for (const cell of p.cells) {
    assert.equal(
      cell.cell_id,
      shortHash({
        run_name: "q.u-o_te",
        model_id: "m/é",
        task_type: "uuid",
        axes: cell.axes,
        sample_index: cell.sample_index,
        seed: cell.seed,
      }),
    );
  }
  // Pinned: the same identity keeps the same id across niah versions.
  assert.equal(plan().cells[0]!.cell_id, "4d7316fc8357280f");
});

Deno.test("countCells gives the plan's cell count without making the cells", () => {
  const patterned = findTask("patterned_needle")!;
  const inputs: PlanInput[] = [];
  const uuidInput = (sweep: Record<string, unknown>, sampleLimit?: number) => {
    const run = runConfigSchema.parse({ ...BASE_RUN, sweep });
    return {
      run,
      model: modelConfigSchema.parse(BASE_MODEL),
      task: uuidTask,
      params: uuidTask.params.parse(run.task),
      haystack: SYNTHETIC,
      ...(sampleLimit !== undefined ? { sampleLimit } : {}),
    };
  };
  inputs.push(uuidInput(BASE_RUN.sweep));
  inputs.push(uuidInput({ ...BASE_RUN.sweep, samples: 3 }, 2));
  inputs.push(
    uuidInput({
      ...BASE_RUN.sweep,
      grid: { snap_to_periods: [true, false] },
      where: ["snap_to_periods == true"],
    }),
  );
  const run = runConfigSchema.parse({
    ...BASE_RUN,
    task: { type: "patterned_needle" },
    sweep: {
      grid: { num_lines: [4, 8, 16], num_needles: [1, 2, 4, 8] },
      where: ["num_lines > num_needles"],
    },
  });
  inputs.push({
    run,
    model: modelConfigSchema.parse(BASE_MODEL),
    task: patterned,
    params: patterned.params.parse(run.task),
    haystack: null,
  });
  for (const input of inputs) {
    assert.deepEqual(countCells(input), {
      count: planRun(input).cells.length,
      exact: true,
    });
  }
  // A grid too large to walk gives the product as an upper bound.
  const values = Array.from({ length: 1500 }, (_, i) => i + 1);
  const wide = uuidInput({
    context_lengths: [1000],
    depth_percents: [50],
    grid: { a: values, b: values },
    where: ["a > b"],
  });
  assert.ok(1500 * 1500 > WHERE_SCAN_LIMIT);
  assert.deepEqual(countCells(wide), {
    count: 1500 * 1500, // one seed
    exact: false,
  });
});

Deno.test("a task's seed: null is drawn once per plan; cell ids name it 'random' so they survive a new draw", () => {
  const numseq = findTask("num_seq")!;
  const run = runConfigSchema.parse({
    run_name: "rnd",
    model: "fake",
    task: { type: "num_seq", num_examples: 3, seed: null },
  });
  const model = modelConfigSchema.parse(BASE_MODEL);
  const planWith = (seed: number) =>
    planRun({
      run,
      model,
      task: numseq,
      params: numseq.params.parse(run.task),
      haystack: null,
      drawSeed: () => seed,
    });
  const a = planWith(11);
  const b = planWith(12);
  assert.deepEqual(a.cells.map((c) => c.seed), [11, 11, 11]);
  assert.deepEqual(b.cells.map((c) => c.seed), [12, 12, 12]);
  assert.deepEqual(
    a.cells.map((c) => c.cell_id),
    b.cells.map((c) => c.cell_id),
  );
  assert.equal(a.fingerprint, b.fingerprint);
});
