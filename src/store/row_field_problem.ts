/**
 * What is wrong with a row's field, in one line: the key, what was there
 * (quoted short) and what was expected, e.g. `score.value is 1.5, expected
 * a number from 0 to 1`. Reads of a store (row_schema.ts) and `rescore`'s
 * check of a task's scored fields word their refusals through it.
 */
import type { z } from "zod";
import { excerpt, quoteValue } from "../config/quoted_value.ts";
import { valueAt } from "../config/validate.ts";
import { expectedWords, type Issue } from "../config/issue_words.ts";

function shown(value: unknown): string {
  if (value === undefined) return "missing";
  // 1e400 parses as Infinity, which JSON.stringify would show as null.
  if (typeof value === "number" && !Number.isFinite(value)) {
    return `${value} (beyond any JSON number)`;
  }
  // Quoted as config errors quote: short, and a key-shaped value blanked.
  if (typeof value === "string") return quoteValue(value);
  return excerpt(JSON.stringify(value) ?? String(value));
}

/** What the value at an issue's path should have been, in words. */
function expected(issue: Issue): string {
  // A score's bounds read better as a range.
  if (issue.path.join(".") === "score.value" && issue.code !== "invalid_type") {
    return "a number from 0 to 1";
  }
  return expectedWords(issue);
}

/** One line on the first problem of a failed parse: key, what was expected, what was there. */
export function describeIssues(
  error: z.ZodError,
  value: unknown,
  whole = "the row",
): string {
  const issue = error.issues[0];
  if (issue === undefined) return "not a result row";
  const key = issue.path.map(String).join(".");
  const got = valueAt(value, issue.path);
  if (got === undefined && issue.code === "invalid_type") {
    return `${key} is missing (expected ${expected(issue)})`;
  }
  return `${key || whole} is ${shown(got)}, expected ${expected(issue)}`;
}

/** Why `value` does not fit `schema`, in one line ({@link describeIssues}), or null. */
export function fieldsProblem(
  schema: z.ZodType,
  value: unknown,
): string | null {
  const parsed = schema.safeParse(value);
  return parsed.success ? null : describeIssues(parsed.error, value);
}
