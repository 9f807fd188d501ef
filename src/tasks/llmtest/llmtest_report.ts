/**
 * What the 2023 rows add to `report` and `compare`: the judge audit
 * (judge_audit.ts) as text and in each run's HTML, and how they pair with
 * a run of today's model: by grid point alone (the 2023 cells have no
 * seed, and a second pass is the same cell), each side's first sample of a
 * cell, and on a pass/fail reading: the exact reading where the imported
 * row has one (the needle's answer in the response, as niah's own
 * single-needle score reads it), else the judge's grade thresholded at 10
 * (full marks). A 2023 side compares with `llmtest` or `single`.
 *
 * @module
 */
import type { ComparisonRule } from "../../report/compare/comparison.ts";
import type { TaskPresentation } from "../../report/read/axis_presentation.ts";
import type { ReportSectionSource } from "../report_section.ts";
import { judgeAuditHtml } from "./html_judge_audit.ts";
import { judgeAudits, judgeAuditText } from "./judge_audit.ts";
import { exactReading } from "./llmtest_score.ts";

/** The judge audit, the section `llmtest_family.ts` declares. */
export const judgeAuditSection: ReportSectionSource = {
  name: "judge_audit",
  taskTypes: ["llmtest"],
  make({ rows }) {
    const audits = judgeAudits(rows, exactReading);
    return {
      text: audits.map(judgeAuditText).join(""),
      html(run) {
        const audit = audits.find((a) =>
          a.run_name === run.run_name && a.model_id === run.model_id
        );
        return audit === undefined ? "" : judgeAuditHtml(audit);
      },
    };
  },
};

/**
 * How reports show the 2023 rows: their scores are the judge's grades as
 * the files hold them (niah parsed, cut or refused none of the answers),
 * so the heatmap says so rather than niah's rule for its own answers.
 */
export const LLMTEST_PRESENTATION: TaskPresentation = {
  score: "mean of the judge's 1-10 grades / 10, as imported",
};

/** How `compare` pairs the 2023 rows. */
export const llmtestComparison: ComparisonRule = {
  taskTypes: ["llmtest"],
  pairsWith: ["single"],
  byGridPoint: true,
  reading: (row) =>
    row.score === null ? null : row.reading ?? (row.score === 1 ? 1 : 0),
  note:
    "2023 rows are compared on their exact reading (the needle's answer in the response), or where they have none on the judge's grade thresholded at 10; cells are paired by length and depth",
};
