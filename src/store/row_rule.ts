/**
 * Which row of a cell counts: the one rule, for resume (`read_rows.ts`),
 * merge (`runner/rows/merge_rows.ts`), report
 * (`report/read/duplicate_rows.ts` and `report/aggregate/aggregate.ts`) and
 * compare (`report/compare/compare_runs.ts`).
 *
 * A cell can have several rows: a resumed run appends a new row for a cell
 * whose last row was an error; a file given twice, shards merged by hand or
 * two runs that both answered a cell leave copies. Rows are of one cell
 * when their {@link cellKey}s are equal: the same `cell_id` and
 * `fingerprint` (a changed config is another cell), or for the NIAH
 * reference's rows its resume key (run, model, length, depth, seed), which
 * has no fingerprint.
 *
 * Of a cell's rows in reading order (files in the order given, lines in
 * file order), the last `ok` row counts; when none is `ok`, the last row
 * does. So an answer is never replaced by a later error, a retried error
 * is replaced by its retry, and of two answers the later read counts.
 * Timestamps play no part: reading order is known to every reader, also
 * to one that sees a row's status and key only (the duplicate scan's text
 * pass), and a merge of the same files in the same order always keeps the
 * same rows.
 *
 * Every reader applies the rule through {@link countRow} (rows as they
 * stream by) or {@link countingIndex} (a cell's rows in a list), never by
 * a loop of its own.
 */
import type { ReferenceRow, Row } from "./row_schema.ts";

/**
 * Whether a row read after `held`, a row of the same cell, counts instead
 * of it, given whether each is `ok`: an `ok` row replaces any row, an
 * error row only an error row.
 */
export function supersedes(heldOk: boolean, laterOk: boolean): boolean {
  return laterOk || !heldOk;
}

/** Whether the rule reads a row as answered (`status` `ok`). */
export function isOk(row: { readonly status: unknown }): boolean {
  return row.status === "ok";
}

/** How {@link countRow} reads a row. */
interface CountRowOptions<T> {
  /** Whether a row is answered (default: its `status` is `ok`). */
  ok?: (row: T) => boolean;
  /**
   * Whether a row that replaces the held one moves to the end of the map's
   * order (where it was read) instead of taking the held row's place (the
   * cell's first appearance, the default).
   */
  moveToEnd?: boolean;
}

/**
 * Reads `row`, a row of the cell keyed `key`, into `counting`: per key,
 * the row that counts of the rows read so far, in reading order. The one
 * place the rule is applied as rows stream by (resume's index, merge,
 * report's held error rows, compare). Returns the row that does not count
 * of the two, the one held before or `row` itself, or undefined when
 * `counting` held none (a key held as undefined holds none).
 */
export function countRow<T>(
  counting: Map<string, T>,
  key: string,
  row: T,
  options: CountRowOptions<T> = {},
): T | undefined {
  const held = counting.get(key);
  if (held === undefined) {
    counting.set(key, row);
    return undefined;
  }
  const ok = options.ok ?? (isOk as (row: T) => boolean);
  if (!supersedes(ok(held), ok(row))) return row;
  if (options.moveToEnd) counting.delete(key);
  counting.set(key, row);
  return held;
}

/**
 * Of one cell's rows in reading order, the index of the row that counts
 * (-1 when there are none), given whether each is `ok`.
 */
export function countingIndex<T>(
  rows: readonly T[],
  ok: (row: T) => boolean,
): number {
  const counting = new Map<string, number>();
  const okAt = (i: number) => ok(rows[i]!);
  for (let i = 0; i < rows.length; i++) countRow(counting, "", i, { ok: okAt });
  return counting.get("") ?? -1;
}

/**
 * The key of a cell: rows of one cell have equal keys. `cell` is a niah
 * row's `cell_id` or a reference row's {@link referenceCell}; `fingerprint` is
 * null for the reference's rows.
 */
export function cellKey(cell: string, fingerprint: string | null): string {
  return `${cell}\n${fingerprint ?? ""}`;
}

/** The key of a niah row's cell (see {@link cellKey}). */
export function niahCellKey(row: Pick<Row, "cell_id" | "fingerprint">): string {
  return cellKey(row.cell_id, row.fingerprint);
}

/**
 * A reference (schema-2) row's cell: the NIAH reference's resume key (run, model,
 * length, depth, seed) as JSON.
 */
export function referenceCell(row: ReferenceRow): string {
  return JSON.stringify([
    "python",
    row.run_name,
    row.model_id,
    row.context_length ?? null,
    row.target_depth_percent ?? null,
    row.seed ?? null,
  ]);
}
