/**
 * The run's haystack: a `needles` haystack's distractor family taken from
 * the task (and its template checked for the family's placeholder), and
 * the haystack described as rows record it, for a task that uses one.
 *
 * @module
 */
import type { DistractorFamily, RunConfig } from "../../config/run_config.ts";
import { UsageError } from "../../errors.ts";
import type { HaystackLibrary } from "../../haystack/corpus.ts";
import type { HaystackDescriptor } from "../../haystack/haystack_descriptor.ts";
import { distractorFamilies, distractorKinds } from "../../tasks/registry.ts";
import type { Task } from "../../tasks/task.ts";
import type { Fail } from "./located_fail.ts";

/** The run with a `needles` haystack's family filled in from the task. */
export function withNeedles(
  run: Readonly<RunConfig>,
  task: Task,
  fail: Fail,
): Readonly<RunConfig> {
  if (run.haystack.type !== "needles") return run;
  return {
    ...run,
    haystack: { ...run.haystack, ...needlesHaystack(run, task, fail) },
  };
}

/** The run's haystack as rows record it; null for a task without one. */
export async function haystackOf(
  run: Readonly<RunConfig>,
  task: Task,
  haystacks: HaystackLibrary,
  fail: Fail,
): Promise<HaystackDescriptor | null> {
  if (!task.usesHaystack) return null;
  try {
    return await haystacks.describe(run.haystack);
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    return fail(["haystack"], error.message, undefined, error);
  }
}

/** A `needles` haystack's family (from the task) and a usable template. */
function needlesHaystack(
  run: Readonly<RunConfig>,
  task: Task,
  fail: Fail,
): { family: DistractorFamily } {
  const config = run.haystack as {
    family?: DistractorFamily;
    template?: string;
  };
  const family = config.family ?? (task.distractors ? task.type : undefined);
  if (!family) {
    const types = distractorFamilies().map((type) => `"${type}"`);
    return fail(
      ["haystack", "type"],
      `a "needles" haystack has distractors for tasks ${
        types.join(" and ")
      }, not "${task.type}"; set haystack.family to use one of those`,
      "value",
    );
  }
  // The families are the registry's tasks' (config sits below the tasks).
  const known = distractorFamilies();
  const needed = distractorKinds().get(family)?.placeholder;
  if (!known.includes(family) || needed === undefined) {
    return fail(
      ["haystack", "family"],
      `expected one of ${
        known.map((name) => `"${name}"`).join(", ")
      }, got "${family}"`,
      "value",
    );
  }
  if (config.template !== undefined && !config.template.includes(needed)) {
    fail(
      ["haystack", "template"],
      `expected a template containing "${needed}" for family "${family}"`,
      "value",
    );
  }
  return { family };
}
