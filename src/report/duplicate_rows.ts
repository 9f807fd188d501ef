/**
 * Duplicates never count twice. The same cell (equal `cellKey`, see
 * `store/row_rule.ts`: `cell_id` and `fingerprint`, or the Python tool's
 * resume key) can appear more than once: a file given twice (`report
 * a.jsonl a.jsonl`), two runs that both answered a cell, shards merged by
 * hand. Of such rows the one the rule counts counts (the last `ok` row,
 * else the last row). This scan drops what the aggregation cannot: the
 * other `ok` rows and any row after the one that counts; the count of
 * dropped rows is told. Error rows before it are left to the aggregation,
 * which replaces a held error row by any later row of its cell (a resumed
 * run's history).
 *
 * A first pass hashes each row's key and reads its status, cheaply (found
 * as text in many decoded lines at once; what is not laid out as niah
 * writes rows is parsed). Only when a hash repeats, and those rows could
 * drop something (not a resumed run's errors then one ok row), does a
 * second pass parse them for their exact key and status. Rows are named by
 * file index and line number, so the same file twice stays two inputs.
 */
import {
  type ByteReader,
  isBlank,
  lineTooLong,
  LineTooLongError,
} from "../store/jsonl_lines.ts";
import { keyText as inLine, quotedKey, ROW_HEAD } from "../store/row_layout.ts";
import {
  cellKey,
  countingIndex,
  isOk,
  niahCellKey,
  pythonCell,
} from "../store/row_rule.ts";
import { parseRow } from "../store/row_schema.ts";
import { HashedRows } from "./hashed_rows.ts";
import { eachLineOf, lineRuns, lineText } from "./line_runs.ts";

/** An input file, opened afresh for each pass. */
export interface ScanFile {
  source: string;
  open(): Promise<ByteReader & { close(): void }>;
}

/** Which rows to drop, and how many of each kind. */
export interface DuplicateScan {
  /** Per file index, the line numbers of rows that do not count. */
  skip: Map<number, Set<number>>;
  /** `ok` rows dropped because a later `ok` row of the same cell counts. */
  duplicates: number;
  /** Error rows after the `ok` row of the same cell that counts, dropped. */
  replaced: number;
}

// Where a row's parts are in a line niah wrote (see `store/row_layout.ts`).
const HEAD = ROW_HEAD;
const CELL = `${inLine("cell_id")}"`;
const PRINT = `${inLine("fingerprint")}"`;
const STATUS = quotedKey("status");

function parse(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** The key of a parsed row; null for what is not a row (reading says why). */
function keyFromValue(value: unknown): string | null {
  const parsed = parseRow(value);
  switch (parsed.kind) {
    case "niah":
      return niahCellKey(parsed.row);
    case "python":
      return cellKey(pythonCell(parsed.row), null);
    case "invalid":
      return null;
  }
}

/** End of the plain (no escapes) string value starting at `at`, or -1. */
function valueEnd(text: string, at: number): number {
  const end = text.indexOf('"', at);
  if (end < 0) return -1;
  const escape = text.indexOf("\\", at);
  return escape >= 0 && escape < end ? -1 : end;
}

/** Folds `text[from, to)` into a pair of FNV-1a hashes. */
function fold(text: string, from: number, to: number, h: [number, number]) {
  let a = h[0];
  let b = h[1];
  for (let i = from; i < to; i++) {
    const c = text.charCodeAt(i);
    a = Math.imul(a ^ c, 0x01000193);
    b = Math.imul(b ^ c, 0x01000193);
  }
  h[0] = a;
  h[1] = Math.imul(b ^ 10, 0x01000193);
}

/** A 53-bit hash of a key given as spans of `text`; equal keys hash equal. */
function hashSpans(text: string, spans: readonly number[]): number {
  const h: [number, number] = [0x811c9dc5, 0x050c5d1f];
  for (let i = 0; i < spans.length; i += 2) {
    fold(text, spans[i]!, spans[i + 1]!, h);
  }
  return (h[0] >>> 0) * 2 ** 21 + ((h[1] >>> 0) & 0x1fffff);
}

/**
 * The spans of `cell_id` and `fingerprint` in a line laid out as niah
 * writes rows (both before any nested value, so both are top-level keys);
 * null when the line is laid out otherwise.
 */
function keySpans(text: string): number[] | null {
  if (!text.startsWith(HEAD)) return null;
  const cell = text.indexOf(CELL);
  if (cell < 0) return null;
  const print = text.indexOf(PRINT, cell);
  if (print < 0) return null;
  const brace = text.indexOf("{", 1);
  if (brace >= 0 && brace < print) return null;
  const bracket = text.indexOf("[", 1);
  if (bracket >= 0 && bracket < print) return null;
  const idStart = cell + CELL.length;
  const idEnd = valueEnd(text, idStart);
  const printStart = print + PRINT.length;
  const printEnd = valueEnd(text, printStart);
  return idEnd < 0 || printEnd < 0
    ? null
    : [idStart, idEnd, printStart, printEnd];
}

/** The key of a line as a string (exact), from its spans or by parsing. */
function keyText(
  text: string,
  spans: number[] | null,
  value: unknown,
): string | null {
  return spans
    ? `${text.slice(spans[0], spans[1])}\n${text.slice(spans[2], spans[3])}`
    : keyFromValue(value);
}

/** A row's status as the first pass reads it; UNKNOWN: only parsing tells. */
const NOT_OK = 0;
const OK = 1;
const UNKNOWN = 2;

/**
 * The hash of a line's key and, when the line was parsed, its status; null
 * for what is not a row (reading says why).
 */
function keyHash(text: string): [number, number] | null {
  const spans = keySpans(text);
  if (spans) return [hashSpans(text, spans), UNKNOWN];
  const value = parse(text);
  const key = keyFromValue(value);
  if (key === null) return null;
  // The same spans as a niah-laid-out line: the id, then the fingerprint.
  const nl = key.indexOf("\n");
  return [
    hashSpans(key, [0, nl, nl + 1, key.length]),
    isOk(value as { status: unknown }) ? OK : NOT_OK,
  ];
}

/** End of the plain value at `at` in `text`, before `to`, as {@link valueEnd}. */
function plainEnd(text: string, at: number, to: number): number {
  for (let i = at; i < to; i++) {
    const c = text.charCodeAt(i);
    if (c === 34) return i;
    if (c === 92) return -1;
  }
  return -1;
}

/**
 * {@link keyHash} of lines found in a run's text without cutting them out:
 * the same spans as {@link keySpans} finds in the line, found by searches
 * on the run whose results carry over to the next line (so a pattern that a
 * run lacks is looked for once, not once a line).
 */
class RunHasher {
  #text = "";
  // Where each pattern next is (Infinity: nowhere after), and from where
  // that was looked for.
  #found = [0, 0, 0, 0, 0, 0, 0];

  /** Starts on a run's text. */
  reset(text: string): void {
    this.#text = text;
    this.#found.fill(-1);
  }

  /** Where pattern `which` first is at or after `from` (Infinity: nowhere). */
  #next(which: number, what: string, from: number): number {
    const known = this.#found[which]!;
    if (known >= from) return known;
    const at = this.#text.indexOf(what, from);
    const next = at < 0 ? Infinity : at;
    this.#found[which] = next;
    return next;
  }

  /** The hash of line `[start, end)`; undefined to hash its text instead. */
  hash(start: number, end: number): number | undefined {
    const text = this.#text;
    if (text.charCodeAt(start) !== 123 || !text.startsWith(HEAD, start)) {
      return undefined;
    }
    const cell = this.#next(0, CELL, start);
    if (cell >= end) return undefined;
    const print = this.#next(1, PRINT, cell);
    if (print >= end) return undefined;
    if (this.#next(2, "{", start + 1) < print) return undefined;
    if (this.#next(3, "[", start + 1) < print) return undefined;
    const idStart = cell + CELL.length;
    const idEnd = plainEnd(text, idStart, end);
    const printStart = print + PRINT.length;
    const printEnd = plainEnd(text, printStart, end);
    return idEnd < 0 || printEnd < 0
      ? undefined
      : hashSpans(text, [idStart, idEnd, printStart, printEnd]);
  }

  /**
   * The status of line `[start, end)`, read as text where that is sure to
   * agree with parsing a valid row: the last "status" key, a plain string,
   * and after it nothing nested, escaped or closed but the row itself (so
   * it is the row's own, and no later key of the same name follows). A
   * line that is not valid JSON reads as not `ok` in the second pass, and
   * an `ok` read here that is not one can only make a drop look possible.
   */
  status(start: number, end: number): number {
    const text = this.#text;
    // Looked for near the end, where niah writes it (else parsing tells).
    const tail = Math.max(start, end - 4096);
    const found = text.slice(tail, end).lastIndexOf(STATUS);
    const key = found < 0 ? -1 : tail + found;
    if (key < 0 || !text.startsWith(':"', key + STATUS.length)) return UNKNOWN;
    const from = key + STATUS.length + 2;
    const to = plainEnd(text, from, end);
    if (to < 0 || text.charCodeAt(end - 1) !== 125) return UNKNOWN;
    if (
      this.#next(4, "}", to) !== end - 1 || this.#next(2, "{", to) < end ||
      this.#next(3, "[", to) < end || this.#next(5, "]", to) < end ||
      this.#next(6, "\\", to) < end
    ) return UNKNOWN;
    return to - from === 2 && text.startsWith("ok", from) ? OK : NOT_OK;
  }
}

/**
 * Whether the rows of repeated hashes, by the statuses the first pass read,
 * can drop nothing: per hash, error rows and at most one `ok` row, last.
 * By the rule the last row then counts and only error rows come before it,
 * which the aggregation replaces; no cell among them drops anything either
 * (a hash's rows are one or more cells' rows, each again so), and the
 * second pass is not needed.
 */
function nothingDrops(
  hashed: readonly HashedRows[],
  repeated: ReadonlySet<number>,
): boolean {
  const answered = new Set<number>();
  for (const rows of hashed) {
    for (let i = 0; i < rows.length; i++) {
      const hash = rows.hash(i);
      if (!repeated.has(hash)) continue;
      const status = rows.status(i);
      if (status === UNKNOWN || answered.has(hash)) return false;
      if (status === OK) answered.add(hash);
    }
  }
  return true;
}

/**
 * First pass: a hash per row's key, with its line and the status read as
 * text, per file.
 */
async function hashRows(
  files: readonly ScanFile[],
  signal: AbortSignal | undefined,
): Promise<HashedRows[]> {
  const hashed: HashedRows[] = [];
  const hasher = new RunHasher();
  for (const file of files) {
    const rows = new HashedRows();
    hashed.push(rows);
    const reader = await file.open();
    let line = 0;
    try {
      for await (const run of lineRuns(reader, signal)) {
        hasher.reset(run.text);
        line = eachLineOf(run, line, (start, end, line) => {
          const hash = hasher.hash(start, end);
          if (hash !== undefined) {
            rows.push(line, hash, hasher.status(start, end));
            return true;
          }
          const text = lineText(run, start, end, line);
          const found = isBlank(text) ? null : keyHash(text);
          if (found !== null) rows.push(line, found[0], found[1]);
          return true;
        });
      }
    } catch (error) {
      if (error instanceof LineTooLongError) {
        throw lineTooLong(file.source, line + 1);
      }
      throw error;
    } finally {
      reader.close();
    }
  }
  return hashed;
}

/** The hashes that more than one row has. */
function repeatedHashes(hashed: readonly HashedRows[]): Set<number> {
  let count = 0;
  for (const rows of hashed) count += rows.length;
  const sorted = new Float64Array(count);
  let at = 0;
  for (const rows of hashed) {
    sorted.set(rows.hashes(), at);
    at += rows.length;
  }
  sorted.sort();
  const repeated = new Set<number>();
  for (let i = 1; i < sorted.length; i++) {
    if (sorted[i] === sorted[i - 1]) repeated.add(sorted[i]!);
  }
  return repeated;
}

/** A row the second pass parsed: where it is and whether it is `ok`. */
interface Place {
  file: number;
  line: number;
  ok: boolean;
}

/**
 * Second pass: only the rows whose hash repeats are parsed, for their
 * exact key and status; a file is read up to its last such row. Each
 * file's hashes are let go once its wanted lines are known.
 */
async function placesOf(
  files: readonly ScanFile[],
  hashed: HashedRows[],
  repeated: ReadonlySet<number>,
  signal: AbortSignal | undefined,
): Promise<Map<string, Place[]>> {
  const places = new Map<string, Place[]>();
  for (const [index, file] of files.entries()) {
    const rows = hashed[index]!;
    const wanted: number[] = [];
    for (let i = 0; i < rows.length; i++) {
      if (repeated.has(rows.hash(i))) wanted.push(rows.line(i));
    }
    hashed[index] = new HashedRows();
    if (wanted.length === 0) continue;
    let next = 0;
    const reader = await file.open();
    try {
      let line = 0;
      for await (const run of lineRuns(reader, signal)) {
        line = eachLineOf(run, line, (start, end, line) => {
          if (line !== wanted[next]) return true;
          next++;
          const text = lineText(run, start, end, line);
          const value = parse(text);
          const key = keyText(text, keySpans(text), value);
          if (key !== null) {
            const ok = isOk(value as { status: unknown });
            const list = places.get(key) ?? [];
            list.push({ file: index, line, ok });
            places.set(key, list);
          }
          return next < wanted.length;
        });
        if (line < 0) break;
      }
    } finally {
      reader.close();
    }
  }
  return places;
}

/**
 * What the scan drops of each cell's rows: by the rule, every row but the
 * one that counts, except error rows before it (a resumed run's history:
 * the aggregation replaces them, and counts them as replaced).
 */
function dropLosers(places: Map<string, Place[]>): DuplicateScan {
  const scan: DuplicateScan = { skip: new Map(), duplicates: 0, replaced: 0 };
  for (const list of places.values()) {
    const at = countingIndex(list, (place) => place.ok);
    for (const [i, place] of list.entries()) {
      if (i === at || (!place.ok && i < at)) continue;
      if (place.ok) scan.duplicates++;
      else scan.replaced++;
      let lines = scan.skip.get(place.file);
      if (lines === undefined) {
        lines = new Set();
        scan.skip.set(place.file, lines);
      }
      lines.add(place.line);
    }
  }
  return scan;
}

/**
 * Finds the rows that do not count (see the module comment). Only rows
 * whose hash repeats are looked at again (a hash collision costs a closer
 * look, never a wrong drop).
 */
export async function scanDuplicates(
  files: readonly ScanFile[],
  signal?: AbortSignal,
): Promise<DuplicateScan> {
  const hashed = await hashRows(files, signal);
  const repeated = repeatedHashes(hashed);
  if (repeated.size === 0 || nothingDrops(hashed, repeated)) {
    return { skip: new Map(), duplicates: 0, replaced: 0 };
  }
  return dropLosers(await placesOf(files, hashed, repeated, signal));
}

/** The line to print about a scan, or null when nothing was dropped. */
export function describeDuplicates(scan: DuplicateScan): string | null {
  if (scan.duplicates === 0 && scan.replaced === 0) return null;
  const parts = [];
  if (scan.duplicates > 0) {
    parts.push(
      `${scan.duplicates} duplicate row${
        scan.duplicates === 1 ? "" : "s"
      } (same cell_id and fingerprint as a later ok row)`,
    );
  }
  if (scan.replaced > 0) {
    parts.push(
      `${scan.replaced} error row${
        scan.replaced === 1 ? "" : "s"
      } that came after an ok row of the same cell`,
    );
  }
  return `note: dropped ${
    parts.join(" and ")
  }; each cell counts once, by its latest ok row`;
}
