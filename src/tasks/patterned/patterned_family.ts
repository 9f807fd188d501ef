/** The patterned-needle family: `patterned_needle`. */
import type { Family } from "../family.ts";
import { patternedNeedleTask } from "./patterned_task.ts";

/** The family `registry.ts` registers. */
export const patternedFamily: Family = {
  name: "patterned",
  tasks: [patternedNeedleTask],
};
