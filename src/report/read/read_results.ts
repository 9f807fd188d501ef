/**
 * Reads result rows for reports, streaming: niah's own rows and the rows the
 * NIAH reference writes (schema 2, which have no `cell_id`, `fingerprint`,
 * `params` or `failure_class`), normalised to one shape. The caller opens the
 * file and passes a reader, so this module touches no file system.
 */
import { UsageError } from "../../errors.ts";
import {
  type ByteReader,
  isBlank,
  type JsonlLine,
  jsonlLines,
} from "../../store/jsonl_lines.ts";
import { referenceCell } from "../../store/row_rule.ts";
import { parseRow } from "../../store/row_schema.ts";
import { presentationOf, type Presentations } from "./axis_presentation.ts";
import { INVALID_CLASSES } from "../stats/failure_classes.ts";

/** One value of a grid axis (a task parameter swept by the run). */
export type AxisValue = string | number | boolean | null;

/** Which tool wrote a row. */
export type RowSchema = "niah" | "reference";

/** A result row, normalised for aggregation. */
export interface ResultRow {
  /** The results file, as named on the command line. */
  source: string;
  /** Row number counted from 1 over non-blank lines (`niah reconstruct --row` counts the same rows from 0). */
  row: number;
  schema: RowSchema;
  run_name: string;
  model_id: string;
  task_type: string;
  /** Identity of the cell: `cell_id`, or the reference's resume key. */
  cell_key: string;
  /**
   * The row's `fingerprint` (null for the reference's rows): with
   * `cell_key`, the cell as the rule keys it (`store/row_rule.ts`).
   */
  fingerprint: string | null;
  /** The grid point: the row's axis values (swept task parameters). */
  params: Record<string, AxisValue>;
  /** `params` as JSON, in the row's own key order (one run keeps one order). */
  params_key: string;
  sample_index: number | null;
  seed: AxisValue;
  status: string;
  failure_class: string;
  /** Whether the row holds a usable answer whose score counts. */
  valid: boolean;
  /** The score value when there is one (0..1). */
  score: number | null;
  /**
   * A deterministic reading a row's scorer kept beside its headline score
   * (`score.details.exact`, a number; imported judged rows have it), null
   * where there is none. A family's comparison rule may compare it instead
   * of the headline (`comparison.ts`).
   */
  reading: number | null;
  input_tokens: number | null;
  output_tokens: number | null;
  reasoning_tokens: number | null;
  /** Tokens of the context niah built (not the whole prompt). */
  context_tokens: number | null;
  cost_usd: number | null;
  expected_answer: unknown;
  response: unknown;
  error: unknown;
  /**
   * The row's `needle_metadata` as stored (task facts a family's report
   * section reads: MRCR's needle count and file), when it has one.
   */
  needle_metadata?: unknown;
}

/**
 * Parses one non-blank line as row number `row` of `source`. Returns null
 * for a torn last line (no newline, not JSON) after rows, after warning;
 * a first line that is not JSON says the file is not results; throws a
 * `UsageError` naming the file and line for any other line that is not a
 * niah or schema-2 row. `presentations` say which axes a task's rows
 * take from their example (see {@link normaliseRow}).
 */
export function parseResultLine(
  source: string,
  { line, text, last }: JsonlLine,
  row: number,
  warn?: (line: string) => void,
  presentations: Presentations = {},
): ResultRow | null {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    if (last && row > 1) {
      warn?.(
        `Skipped a torn last line in "${source}" (line ${line}), left by an interrupted write`,
      );
      return null;
    }
    throw new UsageError(
      row === 1
        ? `Cannot read results: "${source}" is not a niah results file (line ${line} is not valid JSON); niah reads JSONL result rows`
        : `Cannot read results: "${source}" line ${line} is not valid JSON`,
    );
  }
  const normalised = normaliseRow(value, source, row, presentations);
  if (typeof normalised === "string") {
    throw new UsageError(
      `Cannot read results: "${source}" line ${line} is not a result row of niah or of the Python tool (schema 2): ${normalised}`,
    );
  }
  return normalised;
}

/**
 * Streams the result rows of one file, a batch per read. Blank lines are
 * skipped; a torn last line (no newline, not JSON) is skipped with a
 * warning; any other line that is not a niah or schema-2 row is a
 * `UsageError` naming the file and line. Lines in `skip` (see
 * `duplicate_rows.ts`) keep their row numbers but are not yielded.
 */
export async function* readResults(
  source: string,
  reader: ByteReader,
  opts: {
    signal?: AbortSignal;
    warn?: (line: string) => void;
    /** Line numbers of rows that do not count (duplicates); still numbered. */
    skip?: ReadonlySet<number> | undefined;
    /** How each task's rows are shown (their metadata axes). */
    presentations?: Presentations;
  } = {},
): AsyncGenerator<ResultRow[]> {
  let row = 0;
  for await (const lines of jsonlLines(reader, opts.signal, source)) {
    const rows: ResultRow[] = [];
    for (const line of lines) {
      if (isBlank(line.text)) continue;
      if (opts.skip?.has(line.line)) {
        row++;
        continue;
      }
      const parsed = parseResultLine(
        source,
        line,
        row + 1,
        opts.warn,
        opts.presentations,
      );
      if (parsed === null) continue;
      row++;
      rows.push(parsed);
    }
    if (rows.length > 0) yield rows;
  }
}

type Json = Record<string, unknown>;

function num(value: unknown): number | null {
  return typeof value === "number" && Number.isFinite(value) ? value : null;
}

function axisValue(value: unknown): AxisValue {
  if (
    value === null || typeof value === "string" || typeof value === "boolean"
  ) return value;
  if (typeof value === "number") return Number.isFinite(value) ? value : null;
  return value === undefined ? null : JSON.stringify(value);
}

/**
 * A row in the normalised shape, or why `value` is not a result row. A row
 * with a `cell_id` must be a complete niah row; one without is read as the
 * NIAH reference's schema 2. A niah row whose grid does not fix one of its
 * task's metadata axes (`presentations`) takes it from `needle_metadata`.
 */
function normaliseRow(
  value: unknown,
  source: string,
  row: number,
  presentations: Presentations = {},
): ResultRow | string {
  const parsed = parseRow(value);
  if (parsed.kind === "invalid") return parsed.problem;
  const niah = parsed.kind === "niah";
  const v = parsed.row;
  const { run_name, model_id, task_type, status } = v;
  if (run_name === undefined) return "run_name is missing or not a string";
  if (model_id === undefined) return "model_id is missing or not a string";
  if (task_type === undefined) return "task_type is missing or not a string";
  const scoreValue = num(v.score?.value);
  const usage = v.usage ?? {};
  const recipe: Json = v.recipe ?? {};

  const { params, cell_key, failure_class, context_tokens, sample_index } =
    parsed.kind === "niah"
      ? niahCell(parsed.row, task_type, scoreValue, recipe, presentations)
      : referenceCellOf(parsed.row, scoreValue, recipe);
  const valid = status === "ok" && scoreValue !== null &&
    !INVALID_CLASSES.has(failure_class);
  return {
    source,
    row,
    schema: niah ? "niah" : "reference",
    run_name,
    model_id,
    task_type,
    cell_key,
    fingerprint: parsed.kind === "niah" ? parsed.row.fingerprint : null,
    params,
    params_key: JSON.stringify(params),
    sample_index,
    seed: axisValue(v.seed),
    status,
    failure_class,
    valid,
    score: scoreValue,
    reading: num((v.score?.details as { exact?: unknown } | undefined)?.exact),
    input_tokens: num(usage.input_tokens),
    output_tokens: num(usage.output_tokens),
    reasoning_tokens: num(usage.reasoning_tokens),
    context_tokens,
    cost_usd: num(v.cost_usd),
    expected_answer: v.expected_answer,
    response: v.response,
    error: v.error,
    needle_metadata: (v as { needle_metadata?: unknown }).needle_metadata,
  };
}

type Parsed = ReturnType<typeof parseRow>;
type NiahParsed = Extract<Parsed, { kind: "niah" }>["row"];
type ReferenceParsed = Extract<Parsed, { kind: "reference" }>["row"];

/** Where a row sits in its run's grid, and how it ended. */
interface CellOf {
  params: Record<string, AxisValue>;
  cell_key: string;
  failure_class: string;
  context_tokens: number | null;
  sample_index: number | null;
}

/**
 * A niah row's grid point (its task's metadata axes the grid does not fix
 * taken from `needle_metadata`), cell and failure class.
 */
function niahCell(
  n: NiahParsed,
  taskType: string,
  scoreValue: number | null,
  recipe: Json,
  presentations: Presentations,
): CellOf {
  const params: Record<string, AxisValue> = {};
  if (typeof n.params === "object" && n.params !== null) {
    for (const [key, item] of Object.entries(n.params)) {
      params[key] = axisValue(item);
    }
  }
  const example = n.needle_metadata;
  const { metadataAxes } = presentationOf(presentations, taskType);
  for (const name of metadataAxes ?? []) {
    const item = name in params ? undefined : example?.[name];
    // A number (a needle's depth) or a string (a task's name within a suite).
    const value = typeof item === "string" ? item : num(item);
    if (value !== null) params[name] = value;
  }
  return {
    params,
    cell_key: n.cell_id,
    sample_index: num(n.sample_index),
    failure_class: typeof n.failure_class === "string"
      ? n.failure_class
      : n.status === "ok"
      ? (scoreValue !== null && scoreValue >= 1 ? "ok" : "wrong")
      : "provider_error",
    context_tokens: num(n.token_counts?.context) ??
      num(recipe.final_context_token_count),
  };
}

/** A reference row's grid point (length x depth), cell and failure class. */
function referenceCellOf(
  v: ReferenceParsed,
  scoreValue: number | null,
  recipe: Json,
): CellOf {
  const params: Record<string, AxisValue> = {};
  if (v.context_length !== null && v.context_length !== undefined) {
    params.context_length = axisValue(v.context_length);
  }
  if (
    v.target_depth_percent !== null && v.target_depth_percent !== undefined
  ) {
    params.depth_percent = axisValue(v.target_depth_percent);
  }
  return {
    params,
    cell_key: referenceCell(v),
    sample_index: null,
    failure_class: v.status !== "ok" || scoreValue === null
      ? "provider_error"
      : scoreValue >= 1
      ? "ok"
      : "wrong",
    context_tokens: num(recipe.final_context_token_count),
  };
}

/**
 * The key that pairs a row of run A with the same cell of run B: the grid
 * point (keys sorted), sample and seed, but not run name or model, which
 * are what an A/B comparison changes.
 */
export function pairKey(row: ResultRow): string {
  return JSON.stringify([gridPoint(row.params), row.sample_index, row.seed]);
}

/** A grid point's axis values, keys sorted: what {@link pairKey} pairs on. */
export function gridPoint(
  params: Record<string, AxisValue>,
): [string, AxisValue][] {
  return Object.keys(params).sort().map((name) => [name, params[name]!]);
}
