import assert from "node:assert/strict";
import { modelConfigSchema } from "../../../src/config/model_config.ts";
import { runConfigSchema } from "../../../src/config/run_config.ts";
import {
  checkCellCount,
  checkDistinctValues,
  MAX_CELLS,
} from "../../../src/runner/load/sweep_checks.ts";
import { checkedPlan } from "../../../src/runner/load/plan_checks.ts";
import { parseYamlSource } from "../../../src/config/yaml_source.ts";
import { findTask, loadAllFamilies } from "../../../src/tasks/registry.ts";

await loadAllFamilies();

const uuid = findTask("uuid")!;

/** A fail that records its arguments instead of throwing a UsageError. */
class Failed extends Error {
  constructor(readonly path: PropertyKey[], message: string) {
    super(message);
  }
}
const fail = (path: PropertyKey[], message: string): never => {
  throw new Failed(path, message);
};

function runWith(sweep: Record<string, unknown>) {
  return runConfigSchema.parse({
    run_name: "t",
    model: "fake",
    task: { type: "uuid" },
    sweep,
  });
}

function distinct(sweep: Record<string, unknown>): Failed | undefined {
  const run = runWith(sweep);
  try {
    checkDistinctValues(run, uuid, uuid.params.parse(run.task), fail);
    return undefined;
  } catch (error) {
    if (error instanceof Failed) return error;
    throw error;
  }
}

Deno.test("distinct axis values pass, also when ranges round to distinct values", () => {
  assert.equal(
    distinct({
      context_lengths: { min: 1000, max: 32000, num: 15 },
      depth_percents: { min: 0, max: 100, num: 11, scale: "sigmoid" },
      seeds: [1, 2, 3],
      grid: { snap_to_periods: [true, false] },
    }),
    undefined,
  );
});

Deno.test("a repeated value names the later item, a repeating range its num", () => {
  assert.deepEqual(
    distinct({ context_lengths: [1000, 2000, 1000], depth_percents: [0] })
      ?.path,
    ["sweep", "context_lengths", 2],
  );
  const range = distinct({
    context_lengths: [1000],
    depth_percents: { min: 50, max: 50, num: 3 },
  });
  assert.deepEqual(range?.path, ["sweep", "depth_percents", "num"]);
  assert.match(range!.message, /gives 50 twice \(points 0 and 1, min = max\)/);
  assert.deepEqual(
    distinct({
      context_lengths: [1000],
      depth_percents: [0],
      seeds: { min: 0, max: 2, num: 5 },
    })?.path,
    ["sweep", "seeds", "num"],
  );
  assert.deepEqual(
    distinct({
      context_lengths: [1000],
      depth_percents: [0],
      grid: { needle_template: ["a {uuid}", "b {uuid}", "a {uuid}"] },
    })?.path,
    ["sweep", "grid", "needle_template", 2],
  );
});

Deno.test("checkCellCount allows MAX_CELLS, refuses one more unless allowed", () => {
  const input = (lengths: number) => {
    const run = runWith({
      context_lengths: { min: 1000, max: 1000 + lengths, num: lengths },
      depth_percents: { min: 0, max: 100, num: 1000 },
    });
    return {
      run,
      model: modelConfigSchema.parse({
        id: "fake",
        runtime: { sdk: "fake", api: "fake" },
        request: { model: "fake" },
      }),
      task: uuid,
      params: uuid.params.parse(run.task),
      haystack: null,
    };
  };
  assert.equal(MAX_CELLS, 1000 * 1000);
  checkCellCount(input(1000), false, fail);
  assert.throws(
    () => checkCellCount(input(1001), false, fail),
    (error) =>
      error instanceof Failed && error.path.join(".") === "sweep" &&
      error.message.startsWith(
        "the sweep makes 1,001,000 cells (1001 context_length x 1000 depth_percent x 1 seed), more than 1,000,000;",
      ),
  );
  checkCellCount(input(1001), true, fail);
});

Deno.test("checkedPlan refuses a plan over MAX_CELLS before it plans a cell", () => {
  // planRun asks the task for its generator first: a plan begun counts.
  let planned = 0;
  const task = Object.create(uuid, {
    generator: {
      value: (params: never) => {
        planned++;
        return uuid.generator(params);
      },
    },
  });
  const model = modelConfigSchema.parse({
    id: "fake",
    runtime: { sdk: "fake", api: "fake" },
    request: { model: "fake" },
  });
  const input = (...sweep: string[]) => {
    const source = parseYamlSource(
      "run.yaml",
      ['run_name: "t"', 'model: "fake"', 'task: {type: "uuid"}', "sweep:"]
        .concat(sweep).join("\n") + "\n",
    );
    const run = runConfigSchema.parse(source.data);
    const params = uuid.params.parse(run.task);
    return { input: { run, model, task, params, haystack: null }, source };
  };
  const small = input("  context_lengths: [1000]", "  depth_percents: [50]");
  assert.equal(
    checkedPlan(small.input, small.source, false, fail).cells.length,
    1,
  );
  assert.equal(planned, 1, "the counter sees a plan");
  const huge = input(
    "  context_lengths: {min: 1000, max: 100000, num: 1000}",
    "  depth_percents: {min: 0, max: 100, num: 1001}",
  );
  assert.throws(
    () => checkedPlan(huge.input, huge.source, false, fail),
    (error) =>
      error instanceof Failed &&
      error.message.startsWith("the sweep makes 1,001,000 cells"),
  );
  assert.equal(planned, 1, "refused after planning began");
});
