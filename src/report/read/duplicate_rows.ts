/**
 * Duplicates never count twice. The same cell (equal `cellKey`, see
 * `store/row_rule.ts`: `cell_id` and `fingerprint`, or the NIAH reference's
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
} from "../../store/jsonl_lines.ts";
import {
  hashSpans,
  keySpans,
  LineScanner,
  spannedKey,
  TextStatus,
} from "../../store/row_layout.ts";
import {
  cellKey,
  countingIndex,
  isOk,
  niahCellKey,
  referenceCell,
} from "../../store/row_rule.ts";
import { parseRow } from "../../store/row_schema.ts";
import { HashedRows } from "./hashed_rows.ts";
import { eachLineOf, lineRuns, lineText } from "./line_runs.ts";
import { counted } from "../../counted.ts";

/** An input file, opened afresh for each pass. */
interface ScanFile {
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
    case "reference":
      return cellKey(referenceCell(parsed.row), null);
    case "invalid":
      return null;
  }
}

/** The key of a line as a string (exact), from its spans or by parsing. */
function keyText(
  text: string,
  spans: number[] | null,
  value: unknown,
): string | null {
  return spans ? spannedKey(text, spans) : keyFromValue(value);
}

/**
 * The hash of a line's key and, when the line was parsed, its status; null
 * for what is not a row (reading says why).
 */
function keyHash(text: string): [number, number] | null {
  const spans = keySpans(text);
  if (spans) return [hashSpans(text, spans), TextStatus.unknown];
  const value = parse(text);
  const key = keyFromValue(value);
  if (key === null) return null;
  // The same spans as a niah-laid-out line: the id, then the fingerprint.
  const nl = key.indexOf("\n");
  return [
    hashSpans(key, [0, nl, nl + 1, key.length]),
    isOk(value as { status: unknown }) ? TextStatus.ok : TextStatus.notOk,
  ];
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
      if (status === TextStatus.unknown || answered.has(hash)) return false;
      if (status === TextStatus.ok) answered.add(hash);
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
  const hasher = new LineScanner();
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
      `${
        counted(scan.duplicates, "duplicate row")
      } (same cell_id and fingerprint as a later ok row)`,
    );
  }
  if (scan.replaced > 0) {
    parts.push(
      `${
        counted(scan.replaced, "error row")
      } that came after an ok row of the same cell`,
    );
  }
  return `note: dropped ${
    parts.join(" and ")
  }; each cell counts once, by its latest ok row`;
}
