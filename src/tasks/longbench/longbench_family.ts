/**
 * The LongBench v2 family (THUDM/LongBench, Apache-2.0): `longbench_v2`'s
 * task and its section of `report`, accuracy as `result.py` prints it.
 *
 * @module
 */
import type { Family } from "../family.ts";
import { longBenchSection } from "./longbench_report.ts";
import { longBenchTask } from "./longbench_task.ts";

/** The family `registry.ts` registers. */
export const longBenchFamily: Family = {
  name: "longbench",
  tasks: [longBenchTask],
  reportSections: [longBenchSection],
};
