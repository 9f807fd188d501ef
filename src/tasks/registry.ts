/**
 * Every task niah knows, by `task.type`. Adding a task is one folder and
 * one line here; the runner never changes.
 */
import { multiTask } from "./niah/multi.ts";
import { singleTask } from "./niah/single.ts";
import { uuidTask } from "./niah/uuid.ts";
import { uuidChainTask } from "./niah/uuid_chain.ts";
import { numseqTask } from "./numseq/numseq_task.ts";
import { patternedNeedleTask } from "./patterned/patterned_task.ts";
import type { Task } from "./task.ts";

const tasks = [
  singleTask,
  multiTask,
  uuidTask,
  uuidChainTask,
  patternedNeedleTask,
  numseqTask,
] as unknown as readonly Task[];

/** Task types, for error messages. */
export const taskTypes: readonly string[] = tasks.map((task) => task.type);

/** The task registered for `type`, if any. */
export function findTask(type: string): Task | undefined {
  return tasks.find((task) => task.type === type);
}
