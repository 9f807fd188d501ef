/**
 * Every task niah knows, by `task.type`. Adding a task is one folder and
 * one line in `BUILT_IN`; the runner, the haystacks and the reports ask
 * this registry what a task needs and how it is shown, never the task's
 * name. Tests add a task of their own with {@link registerTask}.
 */
import type { Presentations } from "../report/axis_presentation.ts";
import { multiTask } from "./niah/multi.ts";
import { singleTask } from "./niah/single.ts";
import { uuidTask } from "./niah/uuid.ts";
import { uuidChainTask } from "./niah/uuid_chain.ts";
import { numseqTask } from "./numseq/numseq_task.ts";
import { patternedNeedleTask } from "./patterned/patterned_task.ts";
import { rulerGenerators } from "./ruler/ruler_generators.ts";
import { rulerTask } from "./ruler/ruler_task.ts";
import type { Task } from "./task.ts";

const BUILT_IN: readonly Task[] = [
  singleTask,
  multiTask,
  uuidTask,
  uuidChainTask,
  patternedNeedleTask,
  numseqTask,
  rulerTask(rulerGenerators),
];

const tasks: Task[] = [...BUILT_IN];

/** Task types, in registration order (for error messages and `schema`). */
export function taskTypes(): string[] {
  return tasks.map((task) => task.type);
}

/** The task registered for `type`, if any. */
export function findTask(type: string): Task | undefined {
  return tasks.find((task) => task.type === type);
}

/** Every registered task, in registration order. */
export function registeredTasks(): readonly Task[] {
  return [...tasks];
}

/** Types of the tasks a `needles` haystack has distractors for. */
export function distractorTaskTypes(): string[] {
  return tasks.filter((task) => task.distractors !== undefined).map((task) =>
    task.type
  );
}

/** How reports show each registered task's axes, by task type. */
export function taskPresentations(): Presentations {
  return Object.fromEntries(
    tasks.flatMap((task) =>
      task.presentation ? [[task.type, task.presentation]] : []
    ),
  );
}

/**
 * Whether `type` names a task registered at run time ({@link registerTask}),
 * not a built-in one: a worker's fresh module graph does not know it, so a
 * run of it stays in the registering thread.
 */
export function registeredAtRunTime(type: unknown): boolean {
  return typeof type === "string" && findTask(type) !== undefined &&
    !BUILT_IN.some((task) => task.type === type);
}

/**
 * Registers `task` until the returned handle is disposed (for tests that
 * prove a new family needs nothing outside its folder). A type already
 * registered is refused.
 */
export function registerTask(task: Task): Disposable {
  if (findTask(task.type)) {
    throw new Error(`task type "${task.type}" is registered already`);
  }
  tasks.push(task);
  return {
    [Symbol.dispose]() {
      const at = tasks.indexOf(task);
      if (at >= 0) tasks.splice(at, 1);
    },
  };
}
