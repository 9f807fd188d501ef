/**
 * The 2023 needle-in-a-haystack results (LLMTest_NeedleInAHaystack): an
 * import-only family, whose rows (`task_type: "llmtest"`) come from
 * `niah import llmtest` and are never built.
 */
import type { Family } from "../family.ts";
import {
  judgeAuditSection,
  LLMTEST_PRESENTATION,
  llmtestComparison,
} from "./llmtest_report.ts";
import { llmtestImporter } from "./llmtest_importer.ts";
import { LLMTEST_PALETTE } from "./llmtest_palette.ts";
import { llmtestRebuildRefusal, rescoreLlmtestRow } from "./llmtest_rows.ts";

/** The family `registry.ts` registers. */
export const llmtestFamily: Family = {
  name: "llmtest",
  tasks: [],
  importedTypes: ["llmtest"],
  importedPresentations: { llmtest: LLMTEST_PRESENTATION },
  reportSections: [judgeAuditSection],
  comparison: llmtestComparison,
  importers: [llmtestImporter],
  palettes: [LLMTEST_PALETTE],
  rebuildRefusal: llmtestRebuildRefusal,
  rescore: rescoreLlmtestRow,
};
