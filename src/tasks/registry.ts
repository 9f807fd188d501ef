/**
 * Every task niah knows, by `task.type`. Adding a task is one folder and
 * one line here; the runner never changes.
 */
import { uuidTask } from "./niah/uuid.ts";
import type { Task } from "./task.ts";

const tasks: readonly Task<{ type: string }>[] = [
  uuidTask as unknown as Task<{ type: string }>,
];

/** Task types, for error messages. */
export const taskTypes: readonly string[] = tasks.map((task) => task.type);

/** The task registered for `type`, if any. */
export function findTask(type: string): Task<{ type: string }> | undefined {
  return tasks.find((task) => task.type === type);
}
