/**
 * Checks on a run's sweep that need the task: grid keys and `where` names
 * are task parameters, no axis repeats a value (a repeat would run and
 * count its cells twice), and the plan stays under the cell limit, counted
 * before any cell is made.
 */
import { closestWord } from "../../config/did_you_mean.ts";
import type { RunConfig } from "../../config/run_config.ts";
import type { AxisSpec } from "../../config/sweep_schema.ts";
import { schemaFields, validateAt } from "../../config/validate.ts";
import type { YamlSource } from "../../config/yaml_source.ts";
import type { AxisValue, Task } from "../../tasks/task.ts";
import {
  axisValues,
  countCells,
  type PlanInput,
  planSamples,
  planSeeds,
} from "../plan/plan.ts";
import {
  expandContextLengths,
  expandDepthPercents,
  expandSeeds,
} from "../plan/sweep_axis.ts";
import { counted } from "../../counted.ts";

/** Throws a located UsageError for the run config at `path`. */
type SweepFail = (
  path: PropertyKey[],
  message: string,
  part?: "value",
) => never;

/** Plans above this many cells need `--allow-huge`. */
export const MAX_CELLS = 1_000_000;

/**
 * No plan goes above this many cells, `--allow-huge` or not: a plan holds
 * every cell in memory (about 0.5 KB each: 5M cells took 2.3 GB), so a
 * bigger one would end in an out-of-memory crash instead of an answer.
 * Split such a sweep into several run configs or shards of its axes.
 */
const HARD_MAX_CELLS = 10_000_000;

/** Grid keys must be task parameters, and each value valid for its key. */
export function checkGrid(
  run: RunConfig,
  task: Task,
  runSource: YamlSource,
  fail: SweepFail,
): void {
  const fields = schemaFields(task.params);
  const known = Object.keys(fields).filter((name) => name !== "type");
  for (const [name, values] of Object.entries(run.sweep.grid ?? {})) {
    const field = fields[name];
    if (name === "type" || !field) {
      const guess = closestWord(name, known);
      fail(
        ["sweep", "grid", name],
        `"${name}" is not a parameter of task "${task.type}"; ${
          guess
            ? `did you mean "${guess}"?`
            : `expected one of ${known.join(", ")}`
        }`,
      );
    }
    values.forEach((value, i) =>
      validateAt(field!, runSource, "run config", value, [
        "sweep",
        "grid",
        name,
        i,
      ])
    );
  }
}

/** `sweep.where` conditions may name task parameters only. */
export function checkWhere(
  run: RunConfig,
  task: Task,
  fail: SweepFail,
): void {
  const known = Object.keys(schemaFields(task.params)).filter((name) =>
    name !== "type"
  );
  (run.sweep.where ?? []).forEach((rule, i) => {
    const names = "param" in rule.right
      ? [rule.left, rule.right.param]
      : [rule.left];
    for (const name of names) {
      if (known.includes(name)) continue;
      const guess = closestWord(name, known);
      fail(
        ["sweep", "where", i],
        `"${name}" in "${rule.text}" is not a parameter of task "${task.type}"; ${
          guess
            ? `did you mean "${guess}"?`
            : `expected one of ${known.join(", ")}`
        }`,
        "value",
      );
    }
  });
}

/**
 * Each axis value at most once: context lengths after truncation and
 * rounding, depths, seeds and every grid list.
 */
export function checkDistinctValues(
  run: RunConfig,
  task: Task,
  params: { type: string },
  fail: SweepFail,
): void {
  const sweep = run.sweep;
  const specs: [string, AxisSpec | undefined, (s: AxisSpec) => number[]][] = [
    ["context_lengths", sweep.context_lengths, expandContextLengths],
    ["depth_percents", sweep.depth_percents, expandDepthPercents],
    ["seeds", sweep.seeds, expandSeeds],
  ];
  const used = new Set<string>(task.axes(params).map((axis) => axis.sweepKey));
  for (const [key, spec, expand] of specs) {
    if (spec === undefined || (key !== "seeds" && !used.has(key))) {
      continue;
    }
    const values = expand(spec);
    const repeat = firstRepeat(values);
    if (!repeat) continue;
    const [i, j] = repeat;
    if (Array.isArray(spec)) {
      const same = spec[j] === values[j]
        ? `${values[j]} appears twice (items ${i} and ${j})`
        : `${spec[j]} counts as ${values[j]}, as item ${i} does`;
      fail(["sweep", key, j], `${same}; ${TWICE}`, "value");
    }
    fail(
      ["sweep", key, "num"],
      `the range gives ${values[j]} twice (points ${i} and ${j}${
        values[i] === spec.min && spec.min === spec.max ? ", min = max" : ""
      }); use fewer points or a wider range, as ${TWICE}`,
      "value",
    );
  }
  for (const [name, values] of Object.entries(sweep.grid ?? {})) {
    const repeat = firstRepeat(values);
    if (!repeat) continue;
    const [i, j] = repeat;
    fail(
      ["sweep", "grid", name, j],
      `${
        JSON.stringify(values[j])
      } appears twice (items ${i} and ${j}); ${TWICE}`,
      "value",
    );
  }
}

const TWICE = "a repeated value would run its cells twice and count them twice";

/** Indices of the first value equal to an earlier one, or undefined. */
function firstRepeat(
  values: readonly AxisValue[],
): [number, number] | undefined {
  const seen = new Map<AxisValue, number>();
  for (let j = 0; j < values.length; j++) {
    const i = seen.get(values[j]!);
    if (i !== undefined) return [i, j];
    seen.set(values[j]!, j);
  }
  return undefined;
}

/** Each seed the run names, where it is written, in the config's order. */
function* seedsOf(
  input: PlanInput,
): Generator<{ path: PropertyKey[]; seed: number }> {
  const { run, params } = input;
  const seeds = run.sweep.seeds;
  if (Array.isArray(seeds)) {
    for (const [i, seed] of seeds.entries()) {
      yield { path: ["sweep", "seeds", i], seed };
    }
  } else if (seeds !== undefined) {
    yield { path: ["sweep", "seeds", "min"], seed: seeds.min };
    yield { path: ["sweep", "seeds", "max"], seed: seeds.max };
  } else {
    const seed = (params as { seed?: unknown }).seed;
    if (typeof seed === "number") yield { path: ["task", "seed"], seed };
  }
  for (const [i, seed] of (run.sweep.grid?.seed ?? []).entries()) {
    if (typeof seed === "number") {
      yield { path: ["sweep", "grid", "seed", i], seed };
    }
  }
}

/**
 * Every seed the run names is one its task takes (its `seedProblem`: the
 * styles' rule, for one); the first it refuses fails, where it is written.
 */
export function checkSeeds(input: PlanInput, fail: SweepFail): void {
  const rule = input.task.seedProblem;
  if (rule === undefined) return;
  const grid = input.run.sweep.grid ?? {};
  for (const { path, seed } of seedsOf(input)) {
    const problem = rule(seed, input.params, grid);
    if (problem !== undefined) return fail(path, problem, "value");
  }
}

/**
 * The plan's cell count, from the axes alone, is at most {@link MAX_CELLS}
 * unless `allowHuge`; the message says how the count comes about.
 */
export function checkCellCount(
  input: PlanInput,
  allowHuge: boolean,
  fail: SweepFail,
): void {
  const { count, exact } = countCells(input);
  const limit = allowHuge ? HARD_MAX_CELLS : MAX_CELLS;
  if (count <= limit) return;
  const factors = Object.entries(
    axisValues(input.run, input.task, input.params),
  ).map(([name, values]) => `${values.length} ${name}`);
  const samples = planSamples(input);
  if (samples > 1) factors.push(`${samples} samples`);
  const seeds = planSeeds(input).length;
  factors.push(counted(seeds, "seed"));
  fail(
    ["sweep"],
    `the sweep makes ${exact ? "" : "up to "}${
      count.toLocaleString("en-US")
    } cells (${factors.join(" x ")}${
      input.run.sweep.where
        ? (exact ? ", less sweep.where" : ", before sweep.where")
        : ""
    }), more than ${limit.toLocaleString("en-US")}; ${
      allowHuge
        ? "no plan may hold more, even with --allow-huge (every cell is kept in memory); split the sweep into several run configs"
        : "narrow the sweep, or pass --allow-huge to plan that many"
    }`,
  );
}
