/** OpenAI's Graphwalks: the task `graphwalks` and its report. */
import type { Family } from "../family.ts";
import {
  graphwalksComparison,
  graphwalksSection,
} from "./graphwalks_report.ts";
import { graphwalksTask } from "./graphwalks_task.ts";

/** The family `registry.ts` registers. */
export const graphwalksFamily: Family = {
  name: "graphwalks",
  tasks: [graphwalksTask],
  reportSections: [graphwalksSection],
  comparison: graphwalksComparison,
};
