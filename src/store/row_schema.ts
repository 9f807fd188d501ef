/**
 * The one schema of a result row, for every side that reads or writes rows:
 * the run writes it (`runner/row.ts`), the store checks it on append and on
 * resume, and reports read niah's rows and the Python tool's schema-2 rows
 * through it. Types come from the schemas (`z.infer`), never written twice.
 *
 * Fields a row must carry are required; the others are checked when present,
 * so a malformed value (a score of 1.5, negative tokens) is refused with the
 * file and line instead of skewing a published number. Unknown fields are
 * allowed and kept: a parse checks the row and hands back the row itself
 * (no copy: reports read millions of rows), so rows of a newer niah still
 * read.
 */
import { z } from "zod";

/** Schema version of rows, as in the seed. */
export const SCHEMA_VERSION = 2;

const count = z.number().int().min(0);
/** A JSON object, checked without walking its keys (cheap for every row). */
const jsonObject = z.custom<Record<string, unknown>>(
  (value) =>
    typeof value === "object" && value !== null && !Array.isArray(value),
  { message: "an object" },
);
const score01 = z.number().min(0).max(1);

/** A row's `score`: the value from 0 to 1 and the task's details. */
export const scoreSchema = z.object({
  value: score01.nullable(),
  details: z.unknown().optional(),
});

/** A row's `usage` as the provider reported it. */
export const usageSchema = z.object({
  input_tokens: count.nullable().optional(),
  output_tokens: count.nullable().optional(),
  reasoning_tokens: count.nullable().optional(),
});

/**
 * Fields both niah and the Python tool write, checked when present. Only
 * what some reader counts or keys on is checked (a check per field per row
 * is most of the cost of reading a big results file); other fields pass as
 * they are and their readers check their types.
 */
const commonFields = {
  schema_version: z.number().int().min(1),
  run_name: z.string().optional(),
  model_id: z.string().optional(),
  task_type: z.string().optional(),
  status: z.string(),
  context_length: z.number().nullable().optional(),
  target_depth_percent: z.number().nullable().optional(),
  score: scoreSchema.nullable().optional(),
  usage: usageSchema.nullable().optional(),
  cost_usd: z.number().min(0).nullable().optional(),
};

/**
 * A row of a niah store: identity (`cell_id`, `fingerprint`) and `status`
 * are required, so resume can key rows by cell and config.
 */
export const storedRowSchema = z.object({
  ...commonFields,
  cell_id: z.string().min(1),
  fingerprint: z.string(),
  params: jsonObject.optional(),
  sample_index: count.nullable().optional(),
  failure_class: z.string().optional(),
  token_counts: z.object({ context: count.nullable().optional() }).nullable()
    .optional(),
});

/** Fields a row may carry besides those its schema checks. */
type OtherFields = { [field: string]: unknown };

/** One stored result row (see {@link storedRowSchema}). */
export type StoredRow = z.infer<typeof storedRowSchema> & OtherFields;

/**
 * A row of the Python tool (schema 2): no `cell_id`, `fingerprint`,
 * `params` or `failure_class`; run, model, task and status are required so
 * a report can group it.
 */
export const pythonRowSchema = z.object({
  ...commonFields,
  run_name: z.string(),
  model_id: z.string(),
  task_type: z.string(),
});

/** One row of the Python tool (see {@link pythonRowSchema}). */
export type PythonRow = z.infer<typeof pythonRowSchema> & OtherFields;

/** A parsed line: a niah row, a Python schema-2 row, or why it is neither. */
export type RowParse =
  | { kind: "niah"; row: StoredRow }
  | { kind: "python"; row: PythonRow }
  | { kind: "invalid"; problem: string };

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function valueAt(value: unknown, path: readonly PropertyKey[]): unknown {
  let at = value;
  for (const key of path) {
    if (!isObject(at) && !Array.isArray(at)) return undefined;
    at = (at as Record<PropertyKey, unknown>)[key];
  }
  return at;
}

function shown(value: unknown): string {
  if (value === undefined) return "missing";
  // 1e400 parses as Infinity, which JSON.stringify would show as null.
  if (typeof value === "number" && !Number.isFinite(value)) {
    return `${value} (beyond any JSON number)`;
  }
  const text = JSON.stringify(value) ?? String(value);
  return text.length > 60 ? `${text.slice(0, 60)}…` : text;
}

/** What the value at an issue's path should have been, in words. */
function expected(issue: z.core.$ZodIssue): string {
  switch (issue.code) {
    case "too_big":
    case "too_small": {
      const path = issue.path.join(".");
      if (path === "score.value") return "a number from 0 to 1";
      if (issue.code === "too_small" && issue.minimum === 0) {
        return "a number of 0 or more";
      }
      return issue.message;
    }
    case "invalid_type":
      return issue.expected === "int"
        ? "a whole number"
        : `${/^[aeiou]/.test(issue.expected) ? "an" : "a"} ${issue.expected}`;
    default:
      return issue.message;
  }
}

/** One line on the first problem of a failed parse: key, what was expected, what was there. */
export function describeIssues(
  error: z.ZodError,
  value: unknown,
): string {
  const issue = error.issues[0];
  if (issue === undefined) return "not a result row";
  const key = issue.path.map(String).join(".");
  const got = valueAt(value, issue.path);
  if (got === undefined && issue.code === "invalid_type") {
    return `${key} is missing (expected ${expected(issue)})`;
  }
  return `${key || "the row"} is ${shown(got)}, expected ${expected(issue)}`;
}

/**
 * Why `value` is not a niah row, or null when it is one. A row with a
 * `cell_id` is checked as niah's; the store accepts nothing else.
 */
export function storedRowProblem(value: unknown): string | null {
  if (!isObject(value)) return "not a JSON object";
  const parsed = storedRowSchema.safeParse(value);
  return parsed.success ? null : describeIssues(parsed.error, value);
}

/**
 * Reads a decoded JSON value as a niah row (it has a `cell_id`) or else as
 * a Python schema-2 row, saying why when it is neither.
 */
export function parseRow(value: unknown): RowParse {
  if (!isObject(value)) {
    return { kind: "invalid", problem: "not a JSON object" };
  }
  if (value.cell_id !== undefined) {
    const parsed = storedRowSchema.safeParse(value);
    return parsed.success
      ? { kind: "niah", row: value as StoredRow }
      : { kind: "invalid", problem: describeIssues(parsed.error, value) };
  }
  const parsed = pythonRowSchema.safeParse(value);
  return parsed.success
    ? { kind: "python", row: value as PythonRow }
    : { kind: "invalid", problem: describeIssues(parsed.error, value) };
}
