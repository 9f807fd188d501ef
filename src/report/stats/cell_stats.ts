/**
 * Running totals over rows and the statistics read off them, with the one
 * rule for the headline score that every command uses (`run`'s grid,
 * `report`, `plot`, `compare`, the effective context length):
 *
 * - a parsed answer scores its score;
 * - a model failure (`parse_fail`, `truncated`, `refusal`) is the model's
 *   answer and scores 0, as in the references and their published tables;
 * - an infrastructure failure (`provider_error`, `timeout`, or any row
 *   without an answer) says nothing about the model: it is left out of the
 *   mean, counted as missing, and marks the run incomplete.
 *
 * The mean over parseable answers alone is kept beside it. Its interval is
 * Wilson's while every headline score is 0 or 1, a bootstrap's once one is
 * not (`score_interval.ts`).
 */
import { MODEL_FAILURE_CLASSES, NO_ANSWER_CLASSES } from "./failure_classes.ts";
import type { ResultRow } from "../read/read_results.ts";
import { type IntervalMethod, scoreInterval } from "./score_interval.ts";

/**
 * A row's headline score: its score for a parsed answer, 0 for a model
 * failure, null where no answer came back (left out of the mean).
 */
export function headlineScore(
  row: Pick<ResultRow, "status" | "failure_class" | "score">,
): number | null {
  if (MODEL_FAILURE_CLASSES.has(row.failure_class)) return 0;
  if (
    row.status !== "ok" || row.score === null ||
    NO_ANSWER_CLASSES.has(row.failure_class)
  ) return null;
  return row.score;
}

/** Running totals over some rows. Every field adds, so tallies merge. */
export interface CellStats {
  rows: number;
  /** Rows with the model's answer (headline scores; the rest are missing). */
  answered: number;
  /** Sum and sum of squares of headline scores. */
  sum: number;
  sumSq: number;
  /** Headline scores of exactly 1. */
  ones: number;
  /**
   * Headline scores strictly between 0 and 1, counted by value
   * (`String(value)`): a tally of 0/1 scores has none.
   */
  partial: Record<string, number>;
  /** Rows with a parseable answer (ok or wrong). */
  valid: number;
  /** Sum of the parseable answers' scores. */
  validSum: number;
  /** Rows per failure class. */
  classes: Record<string, number>;
  inputTokens: number;
  outputTokens: number;
  reasoningTokens: number;
  /** Rows that reported usage. */
  usageRows: number;
  contextTokens: number;
  contextRows: number;
  costUsd: number;
  /** Rows with a known cost. */
  costRows: number;
}

/** Statistics of a tally. */
export interface StatsSummary {
  /** Headline mean: model failures as 0, missing rows left out; null without answers. */
  mean: number | null;
  /** Sample standard deviation of headline scores; null under two. */
  std: number | null;
  /**
   * 95% interval of the headline mean: Wilson's when every headline score
   * is 0 or 1, else a percentile bootstrap's; null without answers.
   */
  low: number | null;
  high: number | null;
  /** How `low` and `high` were worked out; null without answers. */
  interval: IntervalMethod | null;
  /** Rows the headline mean is over. */
  answered: number;
  /** Rows without an answer (provider errors, timeouts): the run is incomplete. */
  missing: number;
  /** Mean over parseable answers only; null without any. */
  meanParseable: number | null;
  /** Share of rows without a parseable answer (model failures and missing). */
  invalidRate: number;
}

/** The tally's counts and sums: every field but `classes` and `partial`. */
type Total = Exclude<keyof CellStats, "classes" | "partial">;

/** Each {@link Total} once (the type checks none is missing). */
const TOTALS = Object.keys(
  {
    rows: true,
    answered: true,
    sum: true,
    sumSq: true,
    ones: true,
    valid: true,
    validSum: true,
    inputTokens: true,
    outputTokens: true,
    reasoningTokens: true,
    usageRows: true,
    contextTokens: true,
    contextRows: true,
    costUsd: true,
    costRows: true,
  } satisfies Record<Total, true>,
) as Total[];

/** A fresh, empty tally. */
export function emptyStats(): CellStats {
  const stats = { classes: {}, partial: {} } as CellStats;
  for (const total of TOTALS) stats[total] = 0;
  return stats;
}

/** Adds one row to a tally. */
export function addRow(stats: CellStats, row: ResultRow): void {
  stats.rows++;
  const headline = headlineScore(row);
  if (headline !== null) {
    stats.answered++;
    stats.sum += headline;
    stats.sumSq += headline * headline;
    if (headline === 1) stats.ones++;
    else if (headline !== 0) {
      const key = String(headline);
      stats.partial[key] = (stats.partial[key] ?? 0) + 1;
    }
  }
  if (row.valid && row.score !== null) {
    stats.valid++;
    stats.validSum += row.score;
  }
  const cls = row.failure_class;
  stats.classes[cls] = (stats.classes[cls] ?? 0) + 1;
  if (row.input_tokens !== null || row.output_tokens !== null) {
    stats.usageRows++;
    stats.inputTokens += row.input_tokens ?? 0;
    stats.outputTokens += row.output_tokens ?? 0;
    stats.reasoningTokens += row.reasoning_tokens ?? 0;
  }
  if (row.context_tokens !== null) {
    stats.contextRows++;
    stats.contextTokens += row.context_tokens;
  }
  if (row.cost_usd !== null) {
    stats.costRows++;
    stats.costUsd += row.cost_usd;
  }
}

/** Adds tally `from` into `into`. */
export function mergeStats(into: CellStats, from: CellStats): void {
  for (const total of TOTALS) into[total] += from[total];
  for (const [cls, n] of Object.entries(from.classes)) {
    into.classes[cls] = (into.classes[cls] ?? 0) + n;
  }
  for (const [value, n] of Object.entries(from.partial)) {
    into.partial[value] = (into.partial[value] ?? 0) + n;
  }
}

/** Headline mean, std and interval, missing count and parseable mean. */
export function summarise(stats: CellStats): StatsSummary {
  const n = stats.answered;
  const mean = n > 0 ? stats.sum / n : null;
  const std = n > 1 && mean !== null
    ? Math.sqrt(Math.max(0, (stats.sumSq - n * mean * mean) / (n - 1)))
    : null;
  const interval = scoreInterval(stats);
  return {
    mean,
    std,
    low: interval?.low ?? null,
    high: interval?.high ?? null,
    interval: interval?.method ?? null,
    answered: n,
    missing: stats.rows - n,
    meanParseable: stats.valid > 0 ? stats.validSum / stats.valid : null,
    invalidRate: stats.rows > 0 ? (stats.rows - stats.valid) / stats.rows : 0,
  };
}
