/**
 * Effective context length: the longest tested context length up to which
 * the headline mean score (model failures as 0) stays at or above a
 * threshold (every shorter length passing too), as RULER and NoLiMa report
 * it, with an interval from the per-length Wilson intervals: the low end is
 * where the intervals' lower bounds stop clearing the threshold, the high
 * end where their upper bounds stop. With few samples per length the
 * interval is honestly wide.
 */
import { type GroupAggregate, marginal } from "./aggregate.ts";
import { summarise } from "./cell_stats.ts";

/** Default threshold on the mean score. */
export const DEFAULT_THRESHOLD = 0.85;

/** A context length's mean score and its Wilson interval. */
export interface LengthPoint {
  length: number;
  /** Headline mean; null when the length has no answer (it stops the walk). */
  mean: number | null;
  low: number | null;
  high: number | null;
  /** Rows the mean is over. */
  answered: number;
}

/** The effective length and its interval; null means "below the shortest". */
export interface EffectiveLength {
  threshold: number;
  length: number | null;
  low: number | null;
  high: number | null;
  /** The shortest and longest lengths tested. */
  shortest: number;
  longest: number;
  points: LengthPoint[];
}

/** The longest length before `passes` first fails, walking up from the shortest. */
function longestPassing(
  points: readonly LengthPoint[],
  passes: (point: LengthPoint) => boolean,
): number | null {
  let longest: number | null = null;
  for (const point of points) {
    if (!passes(point)) break;
    longest = point.length;
  }
  return longest;
}

/** Effective length over per-length points (any order). */
export function effectiveLength(
  points: readonly LengthPoint[],
  threshold: number = DEFAULT_THRESHOLD,
): EffectiveLength | null {
  if (points.length === 0) return null;
  const sorted = [...points].sort((a, b) => a.length - b.length);
  return {
    threshold,
    length: longestPassing(
      sorted,
      (p) => p.mean !== null && p.mean >= threshold,
    ),
    low: longestPassing(sorted, (p) => p.low !== null && p.low >= threshold),
    high: longestPassing(
      sorted,
      (p) => p.high !== null && p.high >= threshold,
    ),
    shortest: sorted[0]!.length,
    longest: sorted[sorted.length - 1]!.length,
    points: sorted,
  };
}

/**
 * The effective length of a group whose rows have a numeric
 * `context_length` (NIAH runs, niah's or the Python tool's); null otherwise.
 */
export function groupEffectiveLength(
  group: GroupAggregate,
  threshold: number = DEFAULT_THRESHOLD,
): EffectiveLength | null {
  const values = group.axisValues.get("context_length");
  if (!values || !values.every((v) => typeof v === "number")) return null;
  const points: LengthPoint[] = [];
  for (const entry of marginal(group, ["context_length"]).values()) {
    const s = summarise(entry.stats);
    points.push({
      length: entry.values[0] as number,
      mean: s.mean,
      low: s.low,
      high: s.high,
      answered: s.answered,
    });
  }
  return effectiveLength(points, threshold);
}

/** "4500 tokens (95% interval: below 1000 to 8000)". */
export function describeEffectiveLength(e: EffectiveLength): string {
  const say = (length: number | null) =>
    length === null
      ? `below ${e.shortest}`
      : length === e.longest
      ? `${length}+`
      : String(length);
  const point = e.length === null
    ? `below ${e.shortest} tokens (the shortest length tested)`
    : e.length === e.longest
    ? `${e.length}+ tokens (every length tested)`
    : `${e.length} tokens`;
  return `${point}; 95% interval from ${say(e.low)} to ${say(e.high)}`;
}
