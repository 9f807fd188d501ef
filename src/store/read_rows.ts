/**
 * Reading a niah store: its rows streamed with line numbers, and the resume
 * index. Every line must be a niah row; the only
 * exception is a torn last line after niah rows, left by an interrupted
 * write. A file that holds anything else (a text file, another tool's JSON)
 * is refused, never "repaired".
 */
import { FileError, UsageError } from "../errors.ts";
import { openResults } from "./open_results.ts";
import { isBlank, jsonlLines } from "./jsonl_lines.ts";
import { countRow } from "./row_rule.ts";
import { type StoredRow, storedRowProblem } from "./row_schema.ts";

/** A line of a store checked as a row: the row, a torn tail, or why it is neither. */
type StoreLine =
  | { ok: true; row: StoredRow }
  | { ok: false; json: boolean; problem: string };

/** Parses one line of a store. */
export function parseStoreLine(text: string): StoreLine {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return { ok: false, json: false, problem: "not valid JSON" };
  }
  const problem = storedRowProblem(value);
  return problem === null
    ? { ok: true, row: value as StoredRow }
    : { ok: false, json: true, problem };
}

/** The refusal for a path whose first line is no niah row. */
function notAStore(path: string, line: number, problem: string): Error {
  return new UsageError(
    `Cannot read results: "${path}" line ${line} is not a niah result row (${problem}), so it is not a niah results file; niah reads and appends only its own rows and leaves other files alone`,
  );
}

async function* rowsOf(
  path: string,
  signal: AbortSignal | undefined,
  missingOk: boolean,
): AsyncGenerator<{ line: number; row: StoredRow }> {
  signal?.throwIfAborted();
  const file = missingOk
    ? await openResults(path, { missingOk })
    : await openResults(path);
  if (file === null) return;
  using _file = file;
  let rows = 0;
  try {
    for await (const lines of jsonlLines(file, signal, path)) {
      for (const { line, text, last } of lines) {
        if (isBlank(text)) continue;
        const parsed = parseStoreLine(text);
        if (parsed.ok) {
          rows++;
          yield { line, row: parsed.row };
          signal?.throwIfAborted();
          continue;
        }
        if (rows === 0) throw notAStore(path, line, parsed.problem);
        // A torn last line from an interrupted write: the writer repairs it.
        if (last && !parsed.json) continue;
        throw new UsageError(
          `Cannot read results: "${path}" line ${line} is not a niah result row (${parsed.problem})`,
        );
      }
    }
  } catch (err) {
    if (err instanceof UsageError || signal?.aborted) throw err;
    throw new FileError({ action: "read results", path, cause: err });
  }
}

/**
 * Stream the rows of a results file with their 1-based line numbers, without
 * reading the whole file into memory. Blank lines are skipped and a torn last
 * line (no newline, not valid JSON) after niah rows is ignored; any other
 * line that is not a niah row is a `UsageError` naming the file and line.
 */
export async function* readRows(
  path: string,
  opts?: { signal?: AbortSignal },
): AsyncGenerator<{ line: number; row: StoredRow }> {
  yield* rowsOf(path, opts?.signal, false);
}

/**
 * The fields resume and the run summary read; a stored row is ~1.5 KB
 * (recipe, response, reasoning), and a sweep can have many thousands.
 */
const INDEX_FIELDS = [
  "schema_version",
  "cell_id",
  "fingerprint",
  "fingerprint_parts",
  "status",
  "failure_class",
  "context_length",
  "target_depth_percent",
  "params",
  "batch_id",
] as const;

/**
 * A row as the resume index keeps it: the fields resume and the run
 * summary read, its score's value, and an error row's `follow_up` (the
 * first call a resumed run need not pay for again).
 */
export type IndexedRow = Pick<
  StoredRow,
  (typeof INDEX_FIELDS)[number] | "score" | "follow_up"
>;

/** A row cut down to what the resume index keeps. */
function compactRow(row: StoredRow): IndexedRow {
  const compact: Partial<Record<keyof IndexedRow, unknown>> = {};
  for (const field of INDEX_FIELDS) {
    if (field in row) compact[field] = row[field];
  }
  const value = row.score?.value;
  compact.score = typeof value === "number" ? { value } : null;
  if (row.status === "error" && row.follow_up) {
    compact.follow_up = row.follow_up;
  }
  // Every field copied from a row: the required ones are in every row.
  return compact as IndexedRow;
}

/**
 * Adds `row` to a resume index, keyed by `cell_id`: the row that counts by
 * the rule (`row_rule.ts`). A row of another fingerprint is another config's
 * cell, and replaces the held one, so resume sees the changed config and
 * refuses it.
 */
export function indexRow(
  index: Map<string, IndexedRow>,
  row: StoredRow,
): void {
  const compact = compactRow(row);
  const held = index.get(row.cell_id);
  if (held !== undefined && held.fingerprint !== row.fingerprint) {
    index.set(row.cell_id, compact);
  } else countRow(index, row.cell_id, compact);
}

/**
 * The row that counts for each cell, keyed by `cell_id` (see {@link indexRow}),
 * so a resumed run knows what is already done. A missing file gives an
 * empty map.
 */
export async function doneIndex(
  path: string,
): Promise<Map<string, IndexedRow>> {
  const index = new Map<string, IndexedRow>();
  for await (const { row } of rowsOf(path, undefined, true)) {
    indexRow(index, row);
  }
  return index;
}
