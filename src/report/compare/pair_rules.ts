/**
 * How `compare` applies the families' comparison rules (`comparison.ts`'s
 * {@link ComparisonRule}, passed down from the task registry): whether two
 * task types compare, the rule a side's rows follow, and pairing by grid
 * point alone for a rule that asks for it. This layer names no task.
 *
 * @module
 */
import type { ComparisonRule } from "./comparison.ts";
import { type AxisValue, gridPoint } from "../read/read_results.ts";

/** The rule for rows of `taskType`, if a family declares one. */
export function ruleFor(
  rules: readonly ComparisonRule[],
  taskType: string,
): ComparisonRule | undefined {
  return rules.find((rule) => rule.taskTypes.includes(taskType));
}

/**
 * Whether runs of tasks `a` and `b` compare: the same task, or one's rule
 * pairs it with the other.
 */
export function tasksCompare(
  rules: readonly ComparisonRule[],
  a: string,
  b: string,
): boolean {
  if (a === b) return true;
  return ruleFor(rules, a)?.pairsWith.includes(b) === true ||
    ruleFor(rules, b)?.pairsWith.includes(a) === true;
}

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
