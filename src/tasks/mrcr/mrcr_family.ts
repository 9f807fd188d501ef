/**
 * OpenAI-MRCR (multi-round coreference resolution): the model cards'
 * "2-needle 128k" and "8-needle 1M" numbers, graded as upstream. One task,
 * `mrcr` (mrcr_task.ts), over the user's copy of the dataset.
 *
 * @module
 */
import type { Family } from "../family.ts";
import { mrcrTableSection } from "./mrcr_report.ts";
import { mrcrTask } from "./mrcr_task.ts";

/** The family `registry.ts` registers. */
export const mrcrFamily: Family = {
  name: "mrcr",
  tasks: [mrcrTask],
  reportSections: [mrcrTableSection],
};
