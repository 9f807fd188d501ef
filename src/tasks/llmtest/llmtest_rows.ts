/**
 * The llmtest family's rules over its rows: imported, they have no prompt
 * to rebuild; rescored, the judge's grade stays what the row records and
 * the exact reading is read again from the response.
 *
 * @module
 */
import type { StoredRow } from "../../store/row_schema.ts";
import { NOT_RECORDED, type Rescored } from "../row_rules.ts";
import { exactReading } from "./llmtest_score.ts";

/** Why an llmtest row cannot be rebuilt: it was imported. */
export const llmtestRebuildRefusal = (): string => NOT_RECORDED;

/** An imported 2023 row, its exact reading read again. */
export function rescoreLlmtestRow(row: StoredRow, response: string): Rescored {
  const details = (row.score?.details ?? {}) as Record<string, unknown>;
  const answer = row.expected_answer ?? "";
  const exact = answer === "" ? undefined : exactReading(response, answer);
  const next: StoredRow = {
    ...row,
    score: {
      value: row.score?.value ?? 0,
      details: { ...details, ...(exact !== undefined ? { exact } : {}) },
    },
  };
  return { row: next, changed: details.exact !== exact };
}
