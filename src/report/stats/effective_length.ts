/**
 * Effective context length: the longest tested context length up to which
 * the headline mean score (model failures as 0) stays at or above a
 * threshold (every shorter length passing too), as RULER and NoLiMa report
 * it, with an interval from the per-length Wilson intervals: the low end is
 * where the intervals' lower bounds stop clearing the threshold, the high
 * end where their upper bounds stop. With few samples per length the
 * interval is honestly wide. A length where no answer came back (every row
 * a timeout or provider error) is not a failure: it is left out of the walk
 * and named, so a run whose shortest length timed out is not called
 * "below the shortest length".
 */
import { type GroupAggregate, marginal } from "../aggregate/aggregate.ts";
import { summarise } from "./cell_stats.ts";

/** Default threshold on the mean score. */
export const DEFAULT_THRESHOLD = 0.85;

/** A context length's mean score and its Wilson interval. */
export interface LengthPoint {
  length: number;
  /** Headline mean; null when the length has no answer (left out of the walk). */
  mean: number | null;
  low: number | null;
  high: number | null;
  /** Rows the mean is over. */
  answered: number;
}

/**
 * The effective length and its interval; null means "below the shortest
 * length with answers" (or, when `answered` is empty, unknown).
 */
export interface EffectiveLength {
  threshold: number;
  length: number | null;
  low: number | null;
  high: number | null;
  /** The shortest and longest lengths tested. */
  shortest: number;
  longest: number;
  /** Lengths with answers, ascending: the ones the walk reads. */
  answered: number[];
  /** Lengths where no answer came back: neither passing nor failing. */
  unanswered: number[];
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
  const heard = sorted.filter((p) => p.mean !== null);
  return {
    threshold,
    length: longestPassing(
      heard,
      (p) => p.mean !== null && p.mean >= threshold,
    ),
    low: longestPassing(heard, (p) => p.low !== null && p.low >= threshold),
    high: longestPassing(
      heard,
      (p) => p.high !== null && p.high >= threshold,
    ),
    shortest: sorted[0]!.length,
    longest: sorted[sorted.length - 1]!.length,
    answered: heard.map((p) => p.length),
    unanswered: sorted.filter((p) => p.mean === null).map((p) => p.length),
    points: sorted,
  };
}

/**
 * The effective length of a group whose rows have a numeric
 * `context_length` (NIAH runs, niah's or the NIAH reference's); null otherwise.
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

/**
 * The effective length in words a reader takes in at once: "4500 tokens;
 * 95% interval: from below 1000 tokens (the shortest length tested) to
 * 8000 tokens", "at least 8000 tokens, the longest length tested; ...",
 * plus the lengths left out for want of answers. An end of the interval
 * at the shortest or longest length says so, so "below 4000" next to
 * "4000" reads as what it is, not as a contradiction.
 */
export function describeEffectiveLength(e: EffectiveLength): string {
  const first = e.answered[0];
  const last = e.answered[e.answered.length - 1];
  if (first === undefined || last === undefined) {
    return `unknown: no answers at any length tested (${
      e.unanswered.join(", ")
    } tokens)`;
  }
  const gaps = e.unanswered.length > 0;
  const tested = gaps ? "with answers" : "tested";
  const point = e.length === null
    ? `below ${first} tokens, the shortest length ${tested}`
    : e.length === last
    ? `at least ${last} tokens, the longest length ${tested}`
    : `${e.length} tokens`;
  const left = gaps
    ? `; no answers at ${
      e.unanswered.join(", ")
    } tokens (timeouts or provider errors: left out, not failed)`
    : "";
  return `${point}; 95% interval: ${
    describeInterval(e, first, last, tested)
  }${left}`;
}

/** The interval's ends, each naming the shortest or longest length it is. */
function describeInterval(
  e: EffectiveLength,
  first: number,
  last: number,
  tested: string,
): string {
  if (e.low === e.high) return "the same at both ends";
  // The point already names the shortest (or longest) length; say it once.
  const low = e.low === null
    ? `below ${first} tokens${
      e.length === null ? "" : ` (the shortest length ${tested})`
    }`
    : `${e.low} tokens`;
  const high = e.high === last
    ? `at least ${last} tokens${
      e.length === last ? "" : ` (the longest length ${tested})`
    }`
    : e.high === null
    ? `below ${first} tokens`
    : `${e.high} tokens`;
  return `from ${low} to ${high}`;
}
