/**
 * OpenAI-MRCR (multi-round coreference resolution): the model cards'
 * "2-needle 128k" and "8-needle 1M" numbers, graded as upstream. One task,
 * `mrcr` (mrcr_task.ts), over the user's copy of the dataset.
 *
 * @module
 */
import type { Family } from "../family.ts";
import { MRCR_COUNTER, MRCR_HUB_DATASET } from "./mrcr_data.ts";
import { mrcrComparison, mrcrTableSection } from "./mrcr_report.ts";
import { mrcrTask } from "./mrcr_task.ts";

/** The family `registry.ts` registers. */
export const mrcrFamily: Family = {
  name: "mrcr",
  tasks: [mrcrTask],
  reportSections: [mrcrTableSection],
  comparison: mrcrComparison,
  // What `niah data get openai/mrcr` downloads (a branch, resolved to a
  // commit at download and recorded: mrcr_data.ts says why).
  hubDatasets: [{
    repo: MRCR_HUB_DATASET.repo,
    revision: MRCR_HUB_DATASET.revision,
    files: MRCR_HUB_DATASET.files,
    defaultDir: "data/openai-mrcr",
    licence: "MIT",
    rowCounter: MRCR_COUNTER,
  }],
};
