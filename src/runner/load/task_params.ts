/**
 * The run's task: its type found in the registry (a miss suggests the
 * closest), its parameters validated, each axis it sweeps present, and the
 * parameters at each grid point checked as the point is planned.
 *
 * @module
 */
import { closestWord } from "../../config/did_you_mean.ts";
import type { RunConfig } from "../../config/run_config.ts";
import { quoteValue } from "../../config/quoted_value.ts";
import { schemaFields, validateAt } from "../../config/validate.ts";
import type { YamlSource } from "../../config/yaml_source.ts";
import { findTask, taskTypes } from "../../tasks/registry.ts";
import type { AxisValue, Task } from "../../tasks/task.ts";
import type { Fail } from "./located_fail.ts";

/** The run's task and its validated parameters (its axes swept). */
export function taskOf(
  run: Readonly<RunConfig>,
  runSource: YamlSource,
  fail: Fail,
): { task: Task; params: { type: string } } {
  const task = findTask(run.task.type);
  if (!task) {
    const types = taskTypes();
    const guess = closestWord(run.task.type, types);
    return fail(
      ["task", "type"],
      `unknown task type ${quoteValue(run.task.type)}; ${
        guess
          ? `did you mean "${guess}"?`
          : `expected one of ${types.join(", ")}`
      }`,
      "value",
    );
  }
  const params = validateAt(
    task.params,
    runSource,
    "run config",
    (runSource.data as { task: unknown }).task,
    ["task"],
  );
  for (const axis of task.axes(params)) {
    if (run.sweep[axis.sweepKey] === undefined) {
      fail(
        ["sweep"],
        `missing required key "${axis.sweepKey}" (task "${task.type}" sweeps ${axis.name})`,
      );
    }
  }
  return { task, params };
}

/** The task's parameters at a grid point, each point's checked. */
export function gridParams(
  task: Task,
  runSource: YamlSource,
  fail: Fail,
): (overrides: Record<string, AxisValue>) => { type: string } {
  const rawTask = (runSource.data as { task: Record<string, unknown> }).task;
  return (overrides) => {
    const parsed = task.params.safeParse({ ...rawTask, ...overrides });
    if (parsed.success) return parsed.data;
    return fail(
      ["sweep", "grid"],
      `the grid point ${
        JSON.stringify(overrides)
      } gives invalid task parameters (${
        parsed.error.issues[0]?.message ?? "invalid"
      })`,
    );
  };
}

/**
 * The run with each of its task's list parameters given as a list
 * (`Task.listParams`: MRCR's `needles: [2, 4, 8]`) moved into
 * `sweep.grid`, each value checked where the file writes it: every value
 * then runs as a grid point of its own, with the cells, ids and rows
 * `sweep.grid: {needles: [2, 4, 8]}` gives. A parameter given as a list
 * and in `sweep.grid` both, or as an empty list, is refused in one line.
 */
export function withListParams(
  run: Readonly<RunConfig>,
  runSource: YamlSource,
  fail: Fail,
): { run: Readonly<RunConfig>; runSource: YamlSource } {
  const task = findTask(run.task.type);
  const rawTask = (runSource.data as { task?: Record<string, unknown> }).task;
  const lists = (task?.listParams ?? []).filter((name) =>
    Array.isArray(rawTask?.[name])
  );
  if (task === undefined || rawTask === undefined || lists.length === 0) {
    return { run, runSource };
  }
  const fields = schemaFields(task.params);
  const grid: Record<string, AxisValue[]> = { ...run.sweep.grid };
  const kept: Record<string, unknown> = { ...rawTask };
  for (const name of lists) {
    const values = rawTask[name] as unknown[];
    if (grid[name] !== undefined) {
      fail(
        ["task", name],
        `a list here and sweep.grid.${name} both; give the values in one place`,
      );
    }
    if (values.length === 0) {
      fail(["task", name], "an empty list; give one value or several");
    }
    values.forEach((value, i) =>
      validateAt(fields[name]!, runSource, "run config", value, [
        "task",
        name,
        i,
      ])
    );
    grid[name] = values as AxisValue[];
    delete kept[name];
  }
  return {
    run: {
      ...run,
      task: kept as RunConfig["task"],
      sweep: { ...run.sweep, grid },
    },
    runSource: {
      ...runSource,
      data: { ...(runSource.data as object), task: kept },
    },
  };
}
