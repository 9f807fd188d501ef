/** RULER's synthetic suite: the task `ruler`, one `name` per RULER task. */
import type { Family } from "../family.ts";
import { rulerImporter } from "./ruler_importer.ts";
import { rulerRebuildRefusal } from "./ruler_import.ts";
import { rulerGenerators } from "./ruler_generators.ts";
import { rulerTableSection } from "./ruler_report.ts";
import { RULER_ESSAYS_HAYSTACK } from "./ruler_files.ts";
import { HOTPOTQA_HUB } from "./ruler_qa_files.ts";
import { rulerTask } from "./ruler_task.ts";

/** The family `registry.ts` registers. */
export const rulerFamily: Family = {
  name: "ruler",
  tasks: [rulerTask(rulerGenerators)],
  haystacks: { ruler_essays: RULER_ESSAYS_HAYSTACK },
  // RULER's own fallback for qa_2's HotpotQA file (its download script's).
  hubDatasets: [{
    repo: HOTPOTQA_HUB.repo,
    revision: HOTPOTQA_HUB.revision,
    files: [HOTPOTQA_HUB.file],
    defaultDir: "data/hotpotqa",
    licence: "CC BY-SA 4.0",
  }],
  reportSections: [rulerTableSection],
  importers: [rulerImporter],
  rebuildRefusal: rulerRebuildRefusal,
};
