/**
 * The one schema of a result row, for every side that reads or writes rows:
 * the run writes it (`runner/rows/row.ts`), the store checks it on append and on
 * resume, and reports read niah's rows and the NIAH reference's schema-2 rows
 * through it. Types come from the schemas (`z.infer`), never written twice.
 *
 * {@link rowSchema} lists every field niah writes, in the order it writes
 * them (`row_layout.ts` lays lines out in this order). Identity and status
 * are required; every other field is optional, as rows of an older niah
 * lack some. Adding a field is one line here.
 *
 * An append checks the whole row. A read checks only the fields some
 * reader counts or keys on ({@link READ_CHECKED}): a check per field per
 * row is most of the cost of reading a big results file, and the rest were
 * checked when the row was appended. A malformed counted value (a score of
 * 1.5, negative tokens) is refused with the file and line instead of
 * skewing a published number. Unknown fields are allowed and kept: a parse
 * hands back the row itself (no copy: reports read millions of rows), so
 * rows of a newer niah still read.
 */
import { z } from "zod";
import { describeIssues } from "./row_field_problem.ts";
import type { PhaseShiftRecord } from "../prompt/phase_shift_record.ts";

/** Schema version of rows, as in the reference tool. */
export const SCHEMA_VERSION = 2;

/**
 * Why a cell ended as it did, in the order reports list them: the one list
 * (`report/stats/failure_classes.ts` says what each means for scoring).
 */
export const FAILURE_CLASSES = [
  "ok",
  "wrong",
  "parse_fail",
  "truncated",
  "refusal",
  "provider_error",
  "timeout",
] as const;

/** One of {@link FAILURE_CLASSES}. */
export type FailureClass = (typeof FAILURE_CLASSES)[number];

/** How a cell ended: `ok` (answered) or `error` (no answer came back). */
const ROW_STATUSES = ["ok", "error"] as const;

/** One of {@link ROW_STATUSES}. */
type RowStatus = (typeof ROW_STATUSES)[number];

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

const count = z.number().int().min(0);
/**
 * A JSON object of type `T`, checked as an object without walking its keys
 * (cheap for every row); its owner checks the inside (a task its recipe).
 */
const objectOf = <T extends Record<string, unknown>>() =>
  z.custom<T>(isObject, { message: "a mapping" });
const score01 = z.number().min(0).max(1);

/**
 * A string that is one of `values`, for writers (a string still, so the
 * layout test reads it as a scalar; reads take any string: `LENIENT`).
 */
const oneOf = (values: readonly string[]) =>
  z.string().refine((value) => values.includes(value), {
    message: `one of ${values.join(", ")}`,
  });

/** A value on a sweep axis, as a row's `params` holds it. */
type ParamValue = string | number | boolean | null;

/** A row's `score`: the value from 0 to 1 and the task's details. */
const scoreSchema = z.object({
  value: score01.nullable(),
  details: z.unknown().optional(),
});

/** A row's `usage` as the provider reported it. */
const usageSchema = z.object({
  input_tokens: count.nullable().optional(),
  output_tokens: count.nullable().optional(),
  reasoning_tokens: count.nullable().optional(),
});

/**
 * A row's `follow_up`, where its task made a second call after the first
 * answer (`Task.followUp`): the first call's answer, finish and usage, and
 * the SHA-256 of the second call's messages; the row's `response` is the
 * second call's (the one scored) and its `usage` the two calls' sum.
 */
const followUpSchema = z.object({
  first_response: z.string(),
  first_finish_reason: z.string().nullable(),
  first_usage: usageSchema.nullable(),
  messages_sha256: z.string().regex(/^[0-9a-f]{64}$/),
});

/** A row's `follow_up` (see {@link followUpSchema}). */
export type FollowUpRecord = z.infer<typeof followUpSchema>;

/**
 * A row's `token_counts`: `context` (niah's count of the context, in the
 * row's `tokenizer`), `provider_input` (the provider's count of the whole
 * prompt), `gap` (`provider_input - context`) and `gap_flag` (the gap is
 * large); null where unknown (see `runner/rows/row.ts`).
 */
const tokenCountsSchema = z.object({
  context: count.nullable().optional(),
  provider_input: count.nullable().optional(),
  gap: z.number().int().nullable().optional(),
  gap_flag: z.boolean().nullable().optional(),
});

/**
 * A niah row: every field niah writes, in the order it writes them.
 * `cell_id`, `fingerprint` and the scalars before them come before any
 * nested value, and only scalars follow `status`, so a line's identity and
 * status can be found as text (see `row_layout.ts`; a test keeps it so).
 */
export const rowSchema = z.object({
  schema_version: z.number().int().min(1),
  run_name: z.string().optional(),
  model_id: z.string().optional(),
  model_request_name: z.string().optional(),
  task_type: z.string().optional(),
  context_length: z.number().nullable().optional(),
  target_depth_percent: z.number().nullable().optional(),
  cell_id: z.string().min(1),
  fingerprint: z.string(),
  fingerprint_parts: z.record(z.string(), z.string()).optional(),
  params: objectOf<Record<string, ParamValue>>().optional(),
  sample_index: count.nullable().optional(),
  seed: z.number().optional(),
  tokenizer: z.string().optional(),
  /** The task's style (`reference` or `niah`). */
  style: z.string().optional(),
  /** The prompt generator (and its version) that built the prompt. */
  generator: z.string().optional(),
  recipe: objectOf<Record<string, unknown>>().optional(),
  // Checked whole where it is replayed (reconstruct): its schema's module
  // would load node:crypto into every report worker.
  phase_shift: objectOf<PhaseShiftRecord>().optional(),
  needle_metadata: objectOf<Record<string, unknown>>().optional(),
  expected_answer: z.string().optional(),
  prompt_question: z.string().optional(),
  /**
   * The index of the message that asks `prompt_question` (a multi-turn
   * prompt's); absent in rows of single-message prompts and older rows,
   * whose question ends the last message.
   */
  question_message: count.optional(),
  response: z.string().nullable().optional(),
  reasoning: z.string().optional(),
  /** The first call of a cell that made two (see {@link followUpSchema}). */
  follow_up: followUpSchema.optional(),
  finish_reason: z.string().nullable().optional(),
  endpoint: z.string().optional(),
  /** The provider batch that answered the cell (batch mode). */
  batch_id: z.string().optional(),
  score: scoreSchema.nullable().optional(),
  /** The version of the task's scoring rule (`Task.scorer`). */
  scorer: z.string().optional(),
  usage: usageSchema.nullable().optional(),
  /**
   * The provider's usage as reported when a count in it was not a token
   * count (`usage` is then null; see `runner/execute/usage_check.ts`).
   */
  usage_invalid: z.record(z.string(), z.unknown()).optional(),
  token_counts: tokenCountsSchema.nullable().optional(),
  cost_usd: z.number().min(0).nullable().optional(),
  duration_seconds: z.number().min(0).optional(),
  /** One of {@link ROW_STATUSES} (read leniently: see {@link StoredRow}). */
  status: oneOf(ROW_STATUSES),
  /** One of {@link FAILURE_CLASSES} (read leniently: see {@link StoredRow}). */
  failure_class: oneOf(FAILURE_CLASSES).optional(),
  error: z.string().optional(),
  attempts: count.optional(),
  timestamp_utc: z.string().optional(),
});

/**
 * A niah row as read from a store (see {@link rowSchema}): its `status`
 * and `failure_class` may be any string, as another niah may have written.
 */
export type StoredRow = z.infer<typeof rowSchema>;

/**
 * One niah result row as niah writes it: a {@link StoredRow} whose
 * `status` and `failure_class` are the enums.
 */
export type Row = Omit<StoredRow, "status" | "failure_class"> & {
  status: RowStatus;
  failure_class?: FailureClass | undefined;
};

/** A field of a niah row. */
export type RowField = keyof Row;

/**
 * The fields a read checks on every row: what resume, merge and reports
 * count or key on.
 */
const READ_CHECKED = [
  "schema_version",
  "run_name",
  "model_id",
  "task_type",
  "status",
  "context_length",
  "target_depth_percent",
  "score",
  "usage",
  "cost_usd",
  "cell_id",
  "fingerprint",
  "params",
  "sample_index",
  "failure_class",
  "token_counts",
] as const satisfies readonly RowField[];

/**
 * A schema of `keys` of `shape`, checked in the order given; of the token
 * counts, readers count the context's only.
 */
function readSchema(
  shape: Record<string, z.ZodType>,
  keys: readonly string[],
): z.ZodObject {
  return z.object(Object.fromEntries(keys.map((key) => [
    key,
    key === "token_counts"
      ? tokenCountsSchema.pick({ context: true }).nullable().optional()
      : (LENIENT as Record<string, z.ZodType>)[key] ?? shape[key]!,
  ])));
}

/** What a read takes for the enum fields: any string (see {@link StoredRow}). */
const LENIENT = {
  status: z.string(),
  failure_class: z.string().optional(),
};

const rowReadSchema = readSchema(rowSchema.shape, READ_CHECKED);

const picked = <K extends RowField>(keys: readonly K[]) =>
  Object.fromEntries(keys.map((key) => [key, true])) as { [F in K]: true };

/**
 * A row of the NIAH reference (schema 2): no `cell_id`, `fingerprint`,
 * `params` or `failure_class`; run, model, task and status are required so
 * a report can group it, and its `error` and `seed` may be null.
 */
export const referenceRowSchema = rowSchema.pick(picked([
  "schema_version",
  "model_request_name",
  "context_length",
  "target_depth_percent",
  "recipe",
  "needle_metadata",
  "expected_answer",
  "prompt_question",
  "response",
  "score",
  "usage",
  "cost_usd",
  "duration_seconds",
  "status",
  "timestamp_utc",
])).extend({
  run_name: z.string(),
  model_id: z.string(),
  task_type: z.string(),
  error: z.string().nullable().optional(),
  seed: z.number().nullable().optional(),
  // The tool's own statuses, as it writes them.
  status: z.string(),
});

/** One row of the reference (see {@link referenceRowSchema}). */
export type ReferenceRow = z.infer<typeof referenceRowSchema>;

// The fields of READ_CHECKED that the reference writes.
const referenceReadSchema = readSchema(
  referenceRowSchema.shape,
  READ_CHECKED.filter((key) => key in referenceRowSchema.shape),
);

/** A parsed line: a niah row, a reference (schema-2) row, or why it is neither. */
export type RowParse =
  | { kind: "niah"; row: StoredRow }
  | { kind: "reference"; row: ReferenceRow }
  | { kind: "invalid"; problem: string };

/**
 * Why `value` is not a niah row as a read checks it ({@link READ_CHECKED}),
 * or null when it is one.
 */
export function storedRowProblem(value: unknown): string | null {
  if (!isObject(value)) return "not a JSON object";
  const parsed = rowReadSchema.safeParse(value);
  return parsed.success ? null : describeIssues(parsed.error, value);
}

/**
 * Why `row` is not a whole niah row, every field checked (what the store
 * appends), or null when it is one.
 */
export function rowProblem(row: unknown): string | null {
  if (!isObject(row)) return "not a JSON object";
  const parsed = rowSchema.safeParse(row);
  return parsed.success ? null : describeIssues(parsed.error, row);
}

/**
 * Whether a decoded JSON value is a row of the reference rather than
 * niah's: an object with none of the identity niah gives every row (no
 * `cell_id`, no `fingerprint`). The one test of a row's kind: reports,
 * the duplicate scan and `reconstruct` all ask it.
 */
export function isReferenceRow(
  value: unknown,
): value is Record<string, unknown> {
  return isObject(value) && !("cell_id" in value) && !("fingerprint" in value);
}

/**
 * Reads a decoded JSON value as a niah row or, when {@link isReferenceRow},
 * as a reference (schema-2) row, saying why when it is neither.
 */
export function parseRow(value: unknown): RowParse {
  if (!isObject(value)) {
    return { kind: "invalid", problem: "not a JSON object" };
  }
  if (!isReferenceRow(value)) {
    const parsed = rowReadSchema.safeParse(value);
    return parsed.success
      ? { kind: "niah", row: value as StoredRow }
      : { kind: "invalid", problem: describeIssues(parsed.error, value) };
  }
  const parsed = referenceReadSchema.safeParse(value);
  return parsed.success
    ? { kind: "reference", row: value as ReferenceRow }
    : { kind: "invalid", problem: describeIssues(parsed.error, value) };
}
