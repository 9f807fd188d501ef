/**
 * Streaming aggregation of result rows: one running tally per (run, model,
 * task) and grid point, so memory grows with the grid, not with the rows.
 * Per-axis and per-heatmap-cell figures are merges of these tallies.
 *
 * Resumed runs append a new row for a cell whose last row was an error, so
 * an error row is held back until the file ends or a later row of the same
 * cell replaces it (the rule, `store/row_rule.ts`: any row replaces an
 * error row). An `ok` row counts at once: the duplicate scan has dropped
 * every row that would replace it or lose to it. Only error rows are held,
 * so memory also grows with the number of errors, never with the number of
 * answered rows.
 */
import {
  presentationOf,
  type Presentations,
  type TaskPresentation,
} from "../read/axis_presentation.ts";
import {
  addRow,
  type CellStats,
  emptyStats,
  mergeStats,
} from "../stats/cell_stats.ts";
import { cellKey, countRow, isOk } from "../../store/row_rule.ts";
import type { AxisValue, ResultRow, RowSchema } from "../read/read_results.ts";

/** One grid point of a group: its axis values and tally. */
interface GridCell {
  params: Record<string, AxisValue>;
  stats: CellStats;
}

/** Everything about one (run, model, task). */
export interface GroupAggregate {
  key: string;
  run_name: string;
  model_id: string;
  task_type: string;
  /** How the task's axes are shown (its declaration, via the commands). */
  presentation: TaskPresentation;
  schemas: Set<RowSchema>;
  /**
   * The run configs' fingerprints among its rows (imported rows have
   * none): more than one means configs that share a run name, whose cells
   * the report counts together and says so.
   */
  fingerprints: Set<string>;
  /** Files the rows came from, in reading order. */
  sources: string[];
  /** Row number of the group's first row in its first file (for ordering). */
  firstRow: number;
  /** Axis (parameter) names in first-seen order. */
  axisNames: string[];
  /** Each axis's values in first-seen order. */
  axisValues: Map<string, AxisValue[]>;
  /** Grid points by `params_key`. */
  cells: Map<string, GridCell>;
  /** All rows of the group. */
  total: CellStats;
}

/** A row that did not end `ok`, for the failures list. */
export interface FailureEntry {
  source: string;
  row: number;
  /** The row's `cell_id` (niah rows; null for the NIAH reference's). */
  cell_id: string | null;
  schema: RowSchema;
  run_name: string;
  model_id: string;
  task_type: string;
  params: Record<string, AxisValue>;
  sample_index: number | null;
  seed: AxisValue;
  failure_class: string;
  score: number | null;
  expected: string;
  response: string;
  error: string;
}

/** The aggregate of some result files. */
export interface Aggregate {
  groups: GroupAggregate[];
  /** Rows read, including superseded ones. */
  rows: number;
  /** Error rows replaced by a later row of the same cell (resumed runs). */
  superseded: number;
  /** Rows read per file, in reading order. */
  files: { source: string; rows: number }[];
  /** The first failures, in file and row order (up to the limit). */
  failures: FailureEntry[];
  /** All failures, listed or not. */
  failureCount: number;
  /**
   * The row that counts of each cell of the task types asked to be kept
   * ({@link AggregatorOptions.keepTypes}), in counting order (the caller
   * sorts them into reading order); absent when none were asked for.
   */
  kept?: ResultRow[];
}

function excerpt(value: unknown, limit: number): string {
  if (value === null || value === undefined) return "";
  const text = typeof value === "string" ? value : JSON.stringify(value);
  return text.length > limit ? `${text.slice(0, limit)}…` : text;
}

function failureEntry(row: ResultRow): FailureEntry {
  return {
    source: row.source,
    row: row.row,
    cell_id: row.schema === "niah" ? row.cell_key : null,
    schema: row.schema,
    run_name: row.run_name,
    model_id: row.model_id,
    task_type: row.task_type,
    params: row.params,
    sample_index: row.sample_index,
    seed: row.seed,
    failure_class: row.failure_class,
    score: row.score,
    expected: excerpt(row.expected_answer, 200),
    response: excerpt(row.response, 300),
    error: excerpt(row.error, 300),
  };
}

/** Options of the {@link Aggregator}. */
export interface AggregatorOptions {
  /** How many failures to keep for listing (default 200). */
  failureLimit?: number;
  /** Told each row that counts, as it is counted. */
  onCount?: (row: ResultRow) => void;
  /** How each task's axes are shown, by task type (default: generic). */
  presentations?: Presentations;
  /**
   * Task types whose counting rows the aggregate keeps whole (`kept`), for
   * the report sections that read them.
   */
  keepTypes?: readonly string[];
}

/** Folds rows into per-group, per-grid-point tallies, one row at a time. */
export class Aggregator {
  #groups = new Map<string, GroupAggregate>();
  #last: GroupAggregate | null = null;
  // Held error rows, by `cell_key`; a row whose `cell_key` slot holds a row
  // of another fingerprint (another config's cell) is held in `#others` by
  // its whole cell key instead (rare: keying every row so costs a string a
  // row).
  #pending = new Map<string, ResultRow>();
  #others = new Map<string, ResultRow>();
  #rows = 0;
  #superseded = 0;
  #files = new Map<string, number>();
  #failures: FailureEntry[] = [];
  #failureCount = 0;
  #failureLimit: number;
  #onCount: ((row: ResultRow) => void) | undefined;
  #presentations: Presentations;
  #keepTypes: ReadonlySet<string>;
  #kept: ResultRow[] = [];

  constructor(options: AggregatorOptions = {}) {
    this.#failureLimit = options.failureLimit ?? 200;
    this.#onCount = options.onCount;
    this.#presentations = options.presentations ?? {};
    this.#keepTypes = new Set(options.keepTypes ?? []);
  }

  /** Adds one row, in file order. */
  add(row: ResultRow): void {
    this.#rows++;
    this.#files.set(row.source, (this.#files.get(row.source) ?? 0) + 1);
    const rowOk = isOk(row);
    if (this.#pending.size === 0 && this.#others.size === 0) {
      if (rowOk) this.#count(row);
      else this.#pending.set(row.cell_key, row);
      return;
    }
    const [held, key] = this.#slot(row);
    if (rowOk && !held.has(key)) {
      this.#count(row);
      return;
    }
    // Only error rows are held, so any later row of the cell replaces one.
    if (countRow(held, key, row, { moveToEnd: true }) !== undefined) {
      this.#superseded++;
    }
    if (rowOk) {
      held.delete(key);
      this.#count(row);
    }
  }

  /** Where a row of `row`'s cell is held: the map and its key there. */
  #slot(row: ResultRow): [Map<string, ResultRow>, string] {
    const held = this.#pending.get(row.cell_key);
    if (held === undefined || held.fingerprint === row.fingerprint) {
      const key = held === undefined && this.#others.size > 0
        ? cellKey(row.cell_key, row.fingerprint)
        : undefined;
      if (key === undefined || !this.#others.has(key)) {
        return [this.#pending, row.cell_key];
      }
      return [this.#others, key];
    }
    return [this.#others, cellKey(row.cell_key, row.fingerprint)];
  }

  #count(row: ResultRow): void {
    this.#onCount?.(row);
    if (this.#keepTypes.has(row.task_type)) this.#kept.push(row);
    let group = this.#last;
    if (
      group === null || group.run_name !== row.run_name ||
      group.model_id !== row.model_id || group.task_type !== row.task_type
    ) {
      const key = JSON.stringify([row.run_name, row.model_id, row.task_type]);
      group = this.#groups.get(key) ?? null;
      if (group === null) {
        group = {
          key,
          run_name: row.run_name,
          model_id: row.model_id,
          task_type: row.task_type,
          presentation: presentationOf(this.#presentations, row.task_type),
          schemas: new Set(),
          fingerprints: new Set(),
          sources: [],
          firstRow: row.row,
          axisNames: [],
          axisValues: new Map(),
          cells: new Map(),
          total: emptyStats(),
        };
        this.#groups.set(key, group);
      }
      this.#last = group;
    }
    if (!group.schemas.has(row.schema)) group.schemas.add(row.schema);
    if (row.fingerprint !== null) group.fingerprints.add(row.fingerprint);
    if (group.sources[group.sources.length - 1] !== row.source) {
      if (!group.sources.includes(row.source)) group.sources.push(row.source);
    }
    let cell = group.cells.get(row.params_key);
    if (cell === undefined) {
      cell = { params: row.params, stats: emptyStats() };
      group.cells.set(row.params_key, cell);
      for (const [name, value] of Object.entries(row.params)) {
        let values = group.axisValues.get(name);
        if (values === undefined) {
          values = [];
          group.axisValues.set(name, values);
          group.axisNames.push(name);
        }
        if (!values.includes(value)) values.push(value);
      }
    }
    addRow(cell.stats, row);
    if (row.failure_class !== "ok") {
      this.#failureCount++;
      if (this.#failures.length < this.#failureLimit) {
        this.#failures.push(failureEntry(row));
      }
    }
  }

  /** Counts the held-back error rows and returns the aggregate. */
  finish(): Aggregate {
    const pending = [...this.#pending.values(), ...this.#others.values()];
    this.#pending.clear();
    this.#others.clear();
    for (const row of pending) this.#count(row);
    const order = [...this.#files.keys()];
    const position = (entry: FailureEntry) => order.indexOf(entry.source);
    this.#failures.sort((a, b) => position(a) - position(b) || a.row - b.row);
    this.#failures.length = Math.min(
      this.#failures.length,
      this.#failureLimit,
    );
    const groups = [...this.#groups.values()];
    for (const group of groups) {
      group.total = emptyStats();
      for (const cell of group.cells.values()) {
        mergeStats(group.total, cell.stats);
      }
    }
    return {
      groups,
      rows: this.#rows,
      superseded: this.#superseded,
      files: order.map((source) => ({
        source,
        rows: this.#files.get(source) ?? 0,
      })),
      failures: this.#failures,
      failureCount: this.#failureCount,
      ...(this.#keepTypes.size > 0 ? { kept: this.#kept } : {}),
    };
  }
}

/** Aggregates a stream of row batches (see {@link Aggregator}). */
export async function aggregateRows(
  batches: AsyncIterable<readonly ResultRow[]>,
  options: AggregatorOptions = {},
): Promise<Aggregate> {
  const aggregator = new Aggregator(options);
  for await (const batch of batches) {
    for (const row of batch) aggregator.add(row);
  }
  return aggregator.finish();
}

/** A merge of grid points that share values on some axes. */
interface MarginalCell {
  /** The shared values, one per axis asked for. */
  values: AxisValue[];
  stats: CellStats;
}

/**
 * Tallies of `group` merged over every axis but `axes`: per-axis figures
 * (one axis), heatmap cells (two), or the whole group (none). Keyed by the
 * JSON of `values`.
 */
export function marginal(
  group: GroupAggregate,
  axes: readonly string[],
): Map<string, MarginalCell> {
  const out = new Map<string, MarginalCell>();
  for (const cell of group.cells.values()) {
    const values = axes.map((axis) => cell.params[axis] ?? null);
    const key = JSON.stringify(values);
    let entry = out.get(key);
    if (entry === undefined) {
      entry = { values, stats: emptyStats() };
      out.set(key, entry);
    }
    mergeStats(entry.stats, cell.stats);
  }
  return out;
}
