/**
 * The 95% interval of a headline mean, by what the scores are:
 *
 * - every score 0 or 1 (pass/fail tasks, and model failures scored 0):
 *   the Wilson interval, as `report` has always given;
 * - any score strictly between (partial credit, a similarity): a
 *   percentile bootstrap of the mean, 2000 resamples drawn with a fixed
 *   seed from the scores sorted, so the same rows give the same interval
 *   whatever order they were read or merged in.
 *
 * A bootstrap costs O(rows x 2000); a tally's interval is worked out once
 * and kept while the tally holds the same rows.
 *
 * @module
 */
import { pairedBootstrap } from "./bootstrap.ts";
import { wilson } from "./wilson.ts";

/** How an interval was worked out. */
export type IntervalMethod = "wilson" | "bootstrap";

/** What an interval is read from: counts of 0s and 1s, and the rest. */
interface ScoreCounts {
  /** Scores counted. */
  answered: number;
  /** Their sum. */
  sum: number;
  /** Scores of exactly 1. */
  ones: number;
  /** Scores strictly between 0 and 1: count by value (`String(value)`). */
  partial: Record<string, number>;
}

/** A 95% interval and how it was worked out. */
interface ScoreInterval {
  low: number;
  high: number;
  method: IntervalMethod;
}

/** The bootstrap's resamples and seed: fixed, so output is deterministic. */
const RESAMPLES = 2000;
const SEED = 1;

const kept = new WeakMap<ScoreCounts, [number, ScoreInterval]>();

/** The scores of `counts`, every one (0s, 1s and the rest). */
function scoresOf(counts: ScoreCounts): Float64Array {
  const values = new Float64Array(counts.answered);
  let at = 0;
  for (const [value, n] of Object.entries(counts.partial)) {
    values.fill(Number(value), at, at + n);
    at += n;
  }
  values.fill(1, at, at + counts.ones);
  return values;
}

/** Whether some score of `counts` is neither 0 nor 1. */
function hasPartialScores(counts: ScoreCounts): boolean {
  for (const _ in counts.partial) return true;
  return false;
}

/**
 * The 95% interval of the mean of `counts` (Wilson for 0/1 scores, a
 * percentile bootstrap otherwise); null without scores.
 */
export function scoreInterval(counts: ScoreCounts): ScoreInterval | null {
  const n = counts.answered;
  if (n === 0) return null;
  if (!hasPartialScores(counts)) {
    return { ...wilson(counts.sum / n, n), method: "wilson" };
  }
  const known = kept.get(counts);
  if (known !== undefined && known[0] === n) return known[1];
  const boot = pairedBootstrap(scoresOf(counts), {
    resamples: RESAMPLES,
    seed: SEED,
  });
  const interval: ScoreInterval = {
    low: boot.low,
    high: boot.high,
    method: "bootstrap",
  };
  kept.set(counts, [n, interval]);
  return interval;
}

/**
 * What a 95% interval is called in text: "CI" for Wilson's, as always,
 * "bootstrap CI" where some scores are neither 0 nor 1.
 */
export function ciName(method: IntervalMethod | null): string {
  return method === "bootstrap" ? "bootstrap CI" : "CI";
}
