/** OpenAI's Graphwalks: the task `graphwalks` and its report. */
import type { Family } from "../family.ts";
import {
  graphwalksComparison,
  graphwalksSection,
} from "./graphwalks_report.ts";
import { GRAPHWALKS_COUNTER, GRAPHWALKS_HUB } from "./graphwalks_data.ts";
import { graphwalksTask } from "./graphwalks_task.ts";

/** The family `registry.ts` registers. */
export const graphwalksFamily: Family = {
  name: "graphwalks",
  tasks: [graphwalksTask],
  reportSections: [graphwalksSection],
  comparison: graphwalksComparison,
  // What `niah data get openai/graphwalks` downloads.
  hubDatasets: [{
    repo: GRAPHWALKS_HUB.repo,
    revision: GRAPHWALKS_HUB.revision,
    files: GRAPHWALKS_HUB.files.map((file) => file.path),
    defaultDir: "data/openai-graphwalks",
    licence: "MIT",
    rowCounter: GRAPHWALKS_COUNTER,
  }],
};
