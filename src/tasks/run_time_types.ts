/**
 * The task types registered at run time in this thread (`registry.ts`'s
 * `registerFamily`, for tests), kept apart from the registry so that `run`
 * can ask about one without loading every family: a worker's fresh module
 * graph does not know such a task, so a run of it stays in this thread.
 *
 * @module
 */

const types = new Set<string>();

/** Notes `family`'s task types as registered here until it is dropped. */
export function noteRunTimeTypes(taskTypes: readonly string[]): void {
  for (const type of taskTypes) types.add(type);
}

/** Forgets task types (their family was dropped). */
export function forgetRunTimeTypes(taskTypes: readonly string[]): void {
  for (const type of taskTypes) types.delete(type);
}

/**
 * Whether `type` names a task registered at run time, not a built-in one
 * (no built-in type can be registered again).
 */
export function registeredAtRunTime(type: unknown): boolean {
  return typeof type === "string" && types.has(type);
}
