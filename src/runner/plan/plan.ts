/**
 * Turns a validated run into its cells: the cartesian product of the task's
 * axes, the `sweep.grid` parameters, the samples and the seeds, in the
 * reference's order (length, then depth, then grid, sample and seed), less
 * the grid points a `sweep.where` condition skips, each with a stable id,
 * plus the fingerprint every row carries.
 */
import type { ModelConfig } from "../../config/model_config.ts";
import type { RunConfig, WhereRule } from "../../config/run_config.ts";
import type { HaystackDescriptor } from "../../haystack/haystack_descriptor.ts";
import type { PhaseShiftSettings } from "../../prompt/phase_shift_settings.ts";
import type { AxisValue, Cell, Task } from "../../tasks/task.ts";
import { createHash } from "node:crypto";
import {
  fingerprintOf,
  type FingerprintParts,
  GENERATOR_VERSION,
} from "../rows/fingerprint.ts";
import {
  expandContextLengths,
  expandDepthPercents,
  expandSeeds,
} from "./sweep_axis.ts";

/** A run, ready to execute. */
export interface Plan {
  run: RunConfig;
  model: ModelConfig;
  task: Task;
  /** The run's task parameters, before grid values. */
  params: { type: string };
  /** Axis name -> its values, in sweep order (grid parameters included). */
  axes: Record<string, AxisValue[]>;
  seeds: number[];
  cells: Cell[];
  fingerprint: string;
  fingerprintParts: FingerprintParts;
  storePath: string;
  tokenizer: string;
  /** Prompt phase shifting's settings when it is on, else null. */
  phaseShift: PhaseShiftSettings | null;
  /**
   * Present when `-n` left samples out: every cell of the sweep, the limit
   * not applied (the same seeds), made when first asked for. A batch
   * submitted without the limit is collected whole against it.
   */
  sweepCells?: () => Cell[];
}

/** What planning needs, all validated already. */
export interface PlanInput {
  run: RunConfig;
  model: ModelConfig;
  task: Task;
  params: { type: string };
  /** The run's haystack as rows will record it (with its digest). */
  haystack: HaystackDescriptor | null;
  /**
   * The task's parameters with grid values applied; validated by the
   * caller already. Defaults to a plain merge.
   */
  withGrid?: (overrides: Record<string, AxisValue>) => { type: string };
  /** At most this many samples per grid point (`-n`), for a quick look. */
  sampleLimit?: number;
  /** Phase shifting's settings when it is on (part of the fingerprint). */
  phaseShift?: PhaseShiftSettings | null;
  /** Draws the seed of a task's `seed: null`; default: crypto-random. */
  drawSeed?: () => number;
  /**
   * The SHA-256 of each data file the run reads (`Task.dataFiles`), by
   * path: part of the fingerprint when there are any, so a run on another
   * revision of a file is another config.
   */
  dataDigests?: Readonly<Record<string, string>>;
}

/** A random seed in 0..2^32-1, for a task's `seed: null`. */
function randomSeed(): number {
  return crypto.getRandomValues(new Uint32Array(1))[0]!;
}

/** Values of each axis the task needs; missing axes are reported by the caller. */
export function axisValues(
  run: RunConfig,
  task: Task,
  params: { type: string },
): Record<string, AxisValue[]> {
  const axes: Record<string, AxisValue[]> = {};
  for (const axis of task.axes(params)) {
    const spec = run.sweep[axis.sweepKey];
    if (spec === undefined) continue;
    axes[axis.name] = axis.sweepKey === "context_lengths"
      ? expandContextLengths(spec)
      : expandDepthPercents(spec);
  }
  for (const [name, values] of Object.entries(run.sweep.grid ?? {})) {
    axes[name] = values;
  }
  return axes;
}

/**
 * Whether task parameters meet every `sweep.where` condition. `==` and
 * `!=` compare any values; ordering operators hold only between numbers.
 */
export function meetsWhere(
  rules: readonly WhereRule[],
  params: Readonly<Record<string, unknown>>,
): boolean {
  return rules.every((rule) => {
    const left = params[rule.left];
    const right = "param" in rule.right
      ? params[rule.right.param]
      : rule.right.value;
    if (rule.op === "==") return left === right;
    if (rule.op === "!=") return left !== right;
    if (typeof left !== "number" || typeof right !== "number") return false;
    switch (rule.op) {
      case "<":
        return left < right;
      case "<=":
        return left <= right;
      case ">":
        return left > right;
      case ">=":
        return left >= right;
    }
  });
}

/**
 * The run's seeds: the sweep's, else the task's, else `[1]`; `null` is a
 * task's `seed: null`, drawn by {@link planRun}.
 */
export function planSeeds(input: PlanInput): (number | null)[] {
  return input.run.sweep.seeds !== undefined
    ? expandSeeds(input.run.sweep.seeds)
    : input.task.seeds?.(input.params) ?? [1];
}

/** Samples per grid point: the sweep's, else the task's, at most `-n`. */
export function planSamples(input: PlanInput): number {
  return Math.min(
    input.run.sweep.samples ?? input.task.samples?.(input.params) ?? 1,
    input.sampleLimit ?? Infinity,
  );
}

/** The most grid points {@link countCells} walks to apply `sweep.where`. */
export const WHERE_SCAN_LIMIT = 2_000_000;

/**
 * How many cells {@link planRun} would make, without making them: the
 * product of the axes, samples and seeds, less the grid points
 * `sweep.where` skips. `exact` is false when the grid is too large to walk
 * (more than {@link WHERE_SCAN_LIMIT} points), and `count` then ignores
 * `sweep.where` (an upper bound).
 */
export function countCells(
  input: PlanInput,
): { count: number; exact: boolean } {
  const { run, task, params } = input;
  const axes = axisValues(run, task, params);
  const gridNames = new Set(Object.keys(run.sweep.grid ?? {}));
  let outer = planSeeds(input).length * planSamples(input);
  const grid: [string, AxisValue[]][] = [];
  for (const [name, values] of Object.entries(axes)) {
    if (gridNames.has(name)) grid.push([name, values]);
    else outer *= values.length;
  }
  const points = grid.reduce((n, [, values]) => n * values.length, 1);
  const where = run.sweep.where;
  if (!where || points === 0) return { count: outer * points, exact: true };
  if (points > WHERE_SCAN_LIMIT) return { count: outer * points, exact: false };
  // Walk the grid like an odometer, counting points that meet the rules.
  const digits = grid.map(() => 0);
  let kept = 0;
  for (let n = 0; n < points; n++) {
    const overrides = Object.fromEntries(
      grid.map(([name, values], i) => [name, values[digits[i]!]]),
    );
    if (meetsWhere(where, { ...params, ...overrides })) kept++;
    for (let i = grid.length - 1; i >= 0; i--) {
      if (++digits[i]! < grid[i]![1].length) break;
      digits[i] = 0;
    }
  }
  return { count: outer * kept, exact: true };
}

/**
 * `canonicalJson` of a record of axis values whose keys, sorted, are
 * `sortedKeys`, without its generic replacer.
 */
function flatCanonicalJson(
  record: Record<string, AxisValue>,
  sortedKeys: readonly string[],
): string {
  return `{${
    sortedKeys.map((key) =>
      `${JSON.stringify(key)}:${JSON.stringify(record[key])}`
    ).join(",")
  }}`;
}

/** Builds the plan. */
export function planRun(input: PlanInput): Plan {
  const { run, model, task, params } = input;
  const axes = axisValues(run, task, params);
  const seedSlots = planSeeds(input);
  // `seed: null` draws one seed per run, recorded in every row; cell ids
  // name it "random", so a resumed run finds its done cells (docs/tasks.md, "Random seeds", under Haystacks).
  const drawn = seedSlots.includes(null)
    ? (input.drawSeed ?? randomSeed)()
    : null;
  const seeds = seedSlots.map((seed) => seed ?? drawn ?? 0);
  const phaseShift = input.phaseShift?.enabled ? input.phaseShift : null;
  const { fingerprint, parts } = planFingerprint(input, phaseShift);
  const seeded = { seeds, seedSlots };
  const { sampleLimit: _limit, ...unlimited } = input;
  let sweepCells: Cell[] | undefined;
  return {
    run,
    model,
    task,
    params,
    axes,
    seeds,
    cells: planCells(input, axes, seeded),
    fingerprint,
    fingerprintParts: parts,
    storePath: storePathOf(run),
    tokenizer: model.tokenizer,
    phaseShift,
    ...(planSamples(input) < planSamples(unlimited)
      ? {
        sweepCells: () => sweepCells ??= planCells(unlimited, axes, seeded),
      }
      : {}),
  };
}

/**
 * `plan` with the digests of the data files it reads in its fingerprint,
 * known only once its cells' parameters were read (`runner/load/`).
 */
export function withDataDigests(
  plan: Plan,
  input: PlanInput,
  dataDigests: Readonly<Record<string, string>>,
): Plan {
  if (Object.keys(dataDigests).length === 0) return plan;
  const { fingerprint, parts } = planFingerprint(
    { ...input, dataDigests },
    plan.phaseShift,
  );
  return { ...plan, fingerprint, fingerprintParts: parts };
}

/** The config fingerprint of a plan (and the parts it hashes). */
function planFingerprint(
  { run, model, task, params, haystack, dataDigests }: PlanInput,
  phaseShift: PhaseShiftSettings | null,
): ReturnType<typeof fingerprintOf> {
  const { model: requestModel, ...requestRest } = model.request;
  return fingerprintOf({
    run: { run_name: run.run_name, model_id: model.id },
    task: params,
    haystack: task.usesHaystack ? haystack : null,
    tokenizer: model.tokenizer,
    // Phase shifting changes what is sent, so it is part of the request
    // (only when on, so fingerprints without it stay as they were).
    request: {
      model: requestModel,
      ...requestRest,
      runtime: model.runtime,
      ...(phaseShift ? { phase_shift: phaseShift } : {}),
    },
    generator: { niah: GENERATOR_VERSION, task: task.generator(params) },
    // Only when a run reads data files, so other fingerprints stay as
    // they were.
    ...(dataDigests !== undefined && Object.keys(dataDigests).length > 0
      ? { data: dataDigests }
      : {}),
  });
}

/** Where a run's rows go: `store.path`, else `results/<run_name>.jsonl`. */
export function storePathOf(
  run: { run_name: string; store: { path?: string | undefined } },
): string {
  return run.store.path ?? `results/${run.run_name}.jsonl`;
}

/**
 * The cells of a plan: the cartesian product of the axes, first axis
 * outermost; samples, then seeds, innermost. Grid points that break a
 * `sweep.where` condition are skipped.
 */
function planCells(
  input: PlanInput,
  axes: Record<string, AxisValue[]>,
  { seeds, seedSlots }: { seeds: number[]; seedSlots: (number | null)[] },
): Cell[] {
  const { run, model, task, params } = input;
  const gridNames = new Set(Object.keys(run.sweep.grid ?? {}));
  const samples = planSamples(input);
  let points: Record<string, AxisValue>[] = [{}];
  for (const [name, values] of Object.entries(axes)) {
    points = points.flatMap((point) =>
      values.map((value) => ({ ...point, [name]: value }))
    );
  }
  const withGrid = input.withGrid ??
    ((overrides) => ({ ...params, ...overrides }));
  const paramsByGrid = new Map<string, { type: string }>();
  const cells: Cell[] = [];
  const axisNames = Object.keys(axes).sort();
  const gridKeys = axisNames.filter((name) => gridNames.has(name));
  const idTail = `,"model_id":${JSON.stringify(model.id)},"run_name":${
    JSON.stringify(run.run_name)
  },"sample_index":`;
  const taskTail = `,"task_type":${JSON.stringify(task.type)}}`;
  for (const point of points) {
    const overrides = Object.fromEntries(
      Object.entries(point).filter(([name]) => gridNames.has(name)),
    );
    if (
      run.sweep.where &&
      !meetsWhere(run.sweep.where, { ...params, ...overrides })
    ) continue;
    const key = flatCanonicalJson(overrides, gridKeys);
    let cellParams = paramsByGrid.get(key);
    if (!cellParams) {
      cellParams = gridNames.size === 0 ? params : withGrid(overrides);
      paramsByGrid.set(key, cellParams);
    }
    for (
      let sample_index = 0;
      sample_index < samples;
      sample_index++
    ) {
      const idHead = `{"axes":${
        flatCanonicalJson(point, axisNames)
      }${idTail}${sample_index},"seed":`;
      for (const [slot, seed] of seeds.entries()) {
        cells.push({
          // shortHash({run_name, model_id, task_type, axes, sample_index,
          // seed}), its canonical JSON written out: a plan makes a million.
          cell_id: createHash("sha256").update(
            `${idHead}${
              JSON.stringify(seedSlots[slot] ?? "random")
            }${taskTail}`,
          ).digest("hex").slice(0, 16),
          index: cells.length,
          axes: point,
          params: cellParams,
          sample_index,
          seed,
        });
      }
    }
  }
  return cells;
}
