/**
 * What a provider said it used, checked before anything counts it: token
 * counts are whole numbers from 0 up. A usage with any other count (-5,
 * 1.5, 1e308, a reasoning count of -3) is the endpoint's error, never a
 * reason to refuse the row: the row keeps the counts as reported in
 * `usage_invalid` and has no `usage`, so no cost, rate-limit charge or
 * token gap is computed from them, and the run goes on.
 */
import type { Completion, Usage } from "../../providers/provider.ts";

/** A token count: a whole number of at least 0 that JSON keeps exactly. */
function isTokenCount(value: unknown): boolean {
  return typeof value === "number" && Number.isSafeInteger(value) &&
    value >= 0;
}

/** A reported count as JSON can store it (Infinity and NaN as text). */
function storable(value: unknown): unknown {
  return typeof value === "number" && !Number.isFinite(value)
    ? String(value)
    : value;
}

/** Whether every count in `usage` is a token count. */
function isValidUsage(usage: Usage): boolean {
  return Object.values(usage).every(isTokenCount);
}

/**
 * `completion` as is when its usage is absent or valid; else with
 * `usage: null` and the counts as reported in `usage_invalid`.
 */
export function checkedUsage(completion: Completion): Completion {
  const usage = completion.usage;
  if (usage === null || isValidUsage(usage)) return completion;
  const reported = Object.fromEntries(
    Object.entries(usage).map(([name, value]) => [name, storable(value)]),
  );
  return { ...completion, usage: null, usage_invalid: reported };
}
