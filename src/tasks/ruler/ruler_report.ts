/**
 * RULER's section of `report`: one table per run and model (task x length,
 * RULER's 13 tasks in synthetic.yaml's order; the average, labelled the
 * 13-task figure model cards print, or the 11-task one where the QA tasks
 * were not run; RULER's effective length; ruler_table.ts), in text, in
 * `report --html` and as `report --csv`'s `.ruler.csv`, from the counting
 * row of each cell. RULER's threshold is on its x100 scale: 85.6 (its
 * paper's) unless `--threshold` names another fraction than niah's
 * default, which then counts x100.
 *
 * @module
 */
import { DEFAULT_THRESHOLD } from "../../report/stats/effective_length.ts";
import type { ReportSectionSource } from "../report_section.ts";
import { RULER_NAMES } from "./ruler_params.ts";
import { pythonRound2, rulerTaskScore } from "./ruler_score.ts";
import { nemoSkillsTaskScore } from "./ruler_harness.ts";
import { RULER_THRESHOLD, rulerTables, rulerTableText } from "./ruler_table.ts";
import { rulerTableHtml, rulerTablesCsv } from "./ruler_table_html.ts";

/** RULER's threshold (x100) for `report --threshold fraction`. */
function rulerThreshold(fraction: number): number {
  return fraction === DEFAULT_THRESHOLD ? RULER_THRESHOLD : fraction * 100;
}

/** The section `ruler_family.ts` declares. */
export const rulerTableSection: ReportSectionSource = {
  name: "ruler",
  taskTypes: ["ruler"],
  make({ rows, threshold }) {
    const tables = rulerTables(rows, {
      order: RULER_NAMES,
      taskScore: rulerTaskScore,
      round2: pythonRound2,
      meanScore: nemoSkillsTaskScore,
    });
    const x100 = rulerThreshold(threshold);
    return {
      text: tables.map((table) => rulerTableText(table, x100, RULER_NAMES))
        .join(""),
      html: (run) =>
        tables.filter((t) =>
          t.run_name === run.run_name && t.model_id === run.model_id
        ).map((t) => rulerTableHtml(t, x100, RULER_NAMES)).join(""),
      csv: rulerTablesCsv(tables),
    };
  },
};
