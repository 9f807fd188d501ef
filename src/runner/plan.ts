/**
 * Turns a validated run into its cells: the cartesian product of the task's
 * axes and the seeds, in the reference's order (length, then depth, then
 * seed), each with a stable id, plus the fingerprint every row carries.
 */
import type { ModelConfig } from "../config/model_config.ts";
import type { RunConfig } from "../config/run_config.ts";
import type { HaystackDescriptor } from "../haystack/corpus.ts";
import type { Cell, Task } from "../tasks/task.ts";
import {
  fingerprintOf,
  type FingerprintParts,
  GENERATOR_VERSION,
  shortHash,
} from "./fingerprint.ts";
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
  params: { type: string };
  /** Axis name -> its values, in sweep order. */
  axes: Record<string, number[]>;
  seeds: number[];
  cells: Cell[];
  fingerprint: string;
  fingerprintParts: FingerprintParts;
  storePath: string;
  tokenizer: string;
}

/** What planning needs, all validated already. */
export interface PlanInput {
  run: RunConfig;
  model: ModelConfig;
  task: Task;
  params: { type: string };
  /** The run's haystack as rows will record it (with its digest). */
  haystack: HaystackDescriptor | null;
}

/** Values of each axis the task needs; missing axes are reported by the caller. */
export function axisValues(
  run: RunConfig,
  task: Task,
): Record<string, number[]> {
  const axes: Record<string, number[]> = {};
  for (const axis of task.axes) {
    const spec = run.sweep[axis.sweepKey];
    if (spec === undefined) continue;
    axes[axis.name] = axis.sweepKey === "context_lengths"
      ? expandContextLengths(spec)
      : expandDepthPercents(spec);
  }
  return axes;
}

/** Builds the plan. */
export function planRun(input: PlanInput): Plan {
  const { run, model, task, params } = input;
  const axes = axisValues(run, task);
  const seeds = expandSeeds(run.sweep.seeds ?? [1]);
  const { model: requestModel, ...requestRest } = model.request;
  const { fingerprint, parts } = fingerprintOf({
    run: { run_name: run.run_name, model_id: model.id },
    task: params,
    haystack: task.usesHaystack ? input.haystack : null,
    tokenizer: model.tokenizer,
    request: { model: requestModel, ...requestRest, runtime: model.runtime },
    generator: GENERATOR_VERSION,
  });

  // Cartesian product, first axis outermost, seeds innermost.
  let points: Record<string, number>[] = [{}];
  for (const axis of task.axes) {
    const values = axes[axis.name] ?? [];
    points = points.flatMap((point) =>
      values.map((value) => ({ ...point, [axis.name]: value }))
    );
  }
  const cells: Cell[] = [];
  for (const point of points) {
    for (const seed of seeds) {
      const sample_index = 0;
      cells.push({
        cell_id: shortHash({
          run_name: run.run_name,
          model_id: model.id,
          task_type: task.type,
          axes: point,
          sample_index,
          seed,
        }),
        index: cells.length,
        axes: point,
        sample_index,
        seed,
      });
    }
  }
  return {
    run,
    model,
    task,
    params,
    axes,
    seeds,
    cells,
    fingerprint,
    fingerprintParts: parts,
    storePath: run.store.path ?? `results/${run.run_name}.jsonl`,
    tokenizer: model.tokenizer,
  };
}
