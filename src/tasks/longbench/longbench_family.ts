/**
 * The LongBench v2 family (THUDM/LongBench, MIT; its dataset Apache-2.0):
 * `longbench_v2`'s task, its section of `report`, accuracy as `result.py`
 * prints it, and the hub dataset `niah data get` fetches.
 *
 * @module
 */
import type { Family } from "../family.ts";
import { LONGBENCH_V2_DATASET } from "./longbench_data.ts";
import { longBenchSection } from "./longbench_report.ts";
import { longBenchTask } from "./longbench_task.ts";

/** The family `registry.ts` registers. */
export const longBenchFamily: Family = {
  name: "longbench",
  tasks: [longBenchTask],
  reportSections: [longBenchSection],
  // What `niah data get THUDM/LongBench-v2` downloads: data.json, into the
  // folder configs/runs/longbench-v2.yaml reads.
  hubDatasets: [{
    ...LONGBENCH_V2_DATASET,
    files: [...LONGBENCH_V2_DATASET.files],
  }],
};
