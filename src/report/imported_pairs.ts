/**
 * How `compare` pairs imported 2023 rows (task `llmtest`) with a run of
 * today's model on the same grid: by grid point alone (the 2023 cells have
 * no seed, and a second pass is the same cell), each side's first sample
 * of a cell, and on a pass/fail reading: the exact reading where the
 * imported row has one (the needle's answer in the response, as niah's
 * own single-needle score reads it), else the judge's grade thresholded
 * at 10 (full marks). A 2023 side compares with `llmtest` or `single`.
 *
 * @module
 */
import { type AxisValue, gridPoint } from "./read_results.ts";

/** The task of imported 2023 rows. */
export const IMPORTED_TASK = "llmtest";

/** Whether runs of tasks `a` and `b` compare (the same task, or 2023 with single). */
export function tasksCompare(a: string, b: string): boolean {
  if (a === b) return true;
  const pair = new Set([a, b]);
  return pair.has(IMPORTED_TASK) && pair.has("single");
}

/** What compare says of its reading when a side is imported 2023 rows. */
export const IMPORTED_READING =
  "2023 rows are compared on their exact reading (the needle's answer in the response), or where they have none on the judge's grade thresholded at 10; cells are paired by length and depth";

/**
 * `entries` keyed by grid point alone, the first entry of each point kept
 * (entries come in row order, so a cell's first sample).
 */
export function byGridPoint<E extends { params: Record<string, AxisValue> }>(
  entries: ReadonlyMap<string, E>,
): Map<string, E> {
  const out = new Map<string, E>();
  for (const entry of entries.values()) {
    const key = JSON.stringify(gridPoint(entry.params));
    if (!out.has(key)) out.set(key, entry);
  }
  return out;
}
