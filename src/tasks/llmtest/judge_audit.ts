/**
 * The judge audited: on imported 2023 needle-in-a-haystack rows (task
 * `llmtest`), the GPT-4 judge's 1-10 grade beside the deterministic
 * reading (the needle's answer in the response): how many responses the
 * two agree on, how many the judge graded full marks with the answer
 * absent, how many it graded lower with the answer present, and both
 * means. A grade of 10 counts as "found", the only grade the 2023
 * pictures show as a full success.
 *
 * @module
 */
import type { ResultRow } from "../../report/read/read_results.ts";

/** One response the judge and the exact reading disagree on. */
interface Disagreement {
  params: ResultRow["params"];
  grade: number;
  exact: number;
  response: string;
  source: string;
  row: number;
}

/** The audit of one run and model. */
export interface JudgeAudit {
  run_name: string;
  model_id: string;
  responses: number;
  agree: number;
  /** Graded 10 with the answer absent. */
  highAbsent: number;
  /** Graded below 10 with the answer present. */
  lowPresent: number;
  /** Mean grade / 10 and mean exact reading over the same responses. */
  judgeMean: number;
  exactMean: number;
  disagreements: Disagreement[];
}

/**
 * The audits of `rows` (the counting row of each cell), one per run and
 * model; `exactReading` is the family's (tasks/llmtest/llmtest_score.ts).
 */
export function judgeAudits(
  rows: readonly ResultRow[],
  exactReading: (response: string, answer: string) => number,
): JudgeAudit[] {
  const audits = new Map<string, JudgeAudit>();
  for (const row of rows) {
    if (row.task_type !== "llmtest" || row.score === null) continue;
    if (typeof row.response !== "string") continue;
    if (typeof row.expected_answer !== "string" || row.expected_answer === "") {
      continue;
    }
    const key = JSON.stringify([row.run_name, row.model_id]);
    let audit = audits.get(key);
    if (audit === undefined) {
      audit = {
        run_name: row.run_name,
        model_id: row.model_id,
        responses: 0,
        agree: 0,
        highAbsent: 0,
        lowPresent: 0,
        judgeMean: 0,
        exactMean: 0,
        disagreements: [],
      };
      audits.set(key, audit);
    }
    const grade = Math.round(row.score * 10);
    const exact = exactReading(row.response, row.expected_answer);
    audit.responses++;
    audit.judgeMean += grade / 10;
    audit.exactMean += exact;
    const found = grade === 10;
    if (found === (exact === 1)) {
      audit.agree++;
      continue;
    }
    if (found) audit.highAbsent++;
    else audit.lowPresent++;
    audit.disagreements.push({
      params: row.params,
      grade,
      exact,
      response: row.response,
      source: row.source,
      row: row.row,
    });
  }
  return [...audits.values()].map((audit) => ({
    ...audit,
    judgeMean: audit.judgeMean / audit.responses,
    exactMean: audit.exactMean / audit.responses,
  }));
}

/** The audit as report lines. */
export function judgeAuditText(audit: JudgeAudit): string {
  const pct = (n: number) => `${(100 * n / audit.responses).toFixed(1)}%`;
  return [
    `judge audit · ${audit.run_name} · ${audit.model_id}: ${audit.responses} responses`,
    `  judge (grade 10 = found) and exact reading (the needle's answer in the response) agree on ${audit.agree} (${
      pct(audit.agree)
    })`,
    `  judge graded 10, answer absent: ${audit.highAbsent}; judge graded below 10, answer present: ${audit.lowPresent}`,
    `  mean: judge ${audit.judgeMean.toFixed(3)} (grade / 10), exact ${
      audit.exactMean.toFixed(3)
    }`,
    "",
  ].join("\n");
}
