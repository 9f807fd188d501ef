/**
 * Duplicates never count twice. The same cell of the same config (equal
 * `cell_id` and `fingerprint`; for the Python tool's rows, its resume key)
 * can appear more than once: a file given twice (`report a.jsonl a.jsonl`),
 * two runs that both answered a cell, shards merged by hand. Of such rows
 * the latest `ok` row counts and the others are dropped, and the count of
 * dropped rows is told; cells with no `ok` row are left to the aggregation
 * (its latest error row counts).
 *
 * A first pass over the files reads only each row's key, cheaply (the key
 * fields come first in niah's rows; anything else is parsed); only when a
 * key repeats does a second pass parse those rows for their status. Rows
 * are named by file index and line number, so the same file given twice
 * stays two inputs.
 */
import { type ByteReader, isBlank, jsonlLines } from "../store/jsonl_lines.ts";
import { normaliseRow } from "./read_results.ts";

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
  /** Error rows dropped because an `ok` row of the same cell counts. */
  replaced: number;
}

const HEAD = '{"schema_version":';
const CELL = '"cell_id":"';
const PRINT = '"fingerprint":"';

function quotedAt(text: string, at: number): string | null {
  const end = text.indexOf('"', at);
  if (end < 0) return null;
  const value = text.slice(at, end);
  return value.includes("\\") ? null : value;
}

/**
 * The key of a line read as text, for rows laid out as niah writes them
 * (`cell_id` and `fingerprint` before any nested value, so both are
 * top-level keys); null when the line is laid out otherwise.
 */
function keyFromText(text: string): string | null {
  if (!text.startsWith(HEAD)) return null;
  const cell = text.indexOf(CELL);
  const print = text.indexOf(PRINT);
  if (cell < 0 || print < 0) return null;
  const brace = text.indexOf("{", 1);
  const bracket = text.indexOf("[", 1);
  const nested = Math.min(
    brace < 0 ? Infinity : brace,
    bracket < 0 ? Infinity : bracket,
  );
  if (nested < Math.max(cell, print)) return null;
  const id = quotedAt(text, cell + CELL.length);
  const fingerprint = quotedAt(text, print + PRINT.length);
  return id === null || fingerprint === null ? null : `${id}\n${fingerprint}`;
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
  if (typeof value !== "object" || value === null) return null;
  const v = value as Record<string, unknown>;
  if (typeof v.cell_id === "string") {
    return `${v.cell_id}\n${
      typeof v.fingerprint === "string" ? v.fingerprint : ""
    }`;
  }
  const row = normaliseRow(value, "", 0);
  return typeof row === "string" ? null : `${row.cell_key}\n`;
}

function keyOf(text: string): string | null {
  return keyFromText(text) ?? keyFromValue(parse(text));
}

async function eachLine(
  files: readonly ScanFile[],
  signal: AbortSignal | undefined,
  visit: (file: number, line: number, text: string) => void,
): Promise<void> {
  for (const [index, file] of files.entries()) {
    const reader = await file.open();
    try {
      for await (const lines of jsonlLines(reader, signal)) {
        for (const { line, text } of lines) {
          if (!isBlank(text)) visit(index, line, text);
        }
      }
    } finally {
      reader.close();
    }
  }
}

/** Finds the rows that do not count (see the module comment). */
export async function scanDuplicates(
  files: readonly ScanFile[],
  signal?: AbortSignal,
): Promise<DuplicateScan> {
  const seen = new Map<string, number>();
  await eachLine(files, signal, (_file, _line, text) => {
    const key = keyOf(text);
    if (key !== null) seen.set(key, (seen.get(key) ?? 0) + 1);
  });
  const repeated = new Set<string>();
  for (const [key, n] of seen) if (n > 1) repeated.add(key);
  seen.clear();
  const scan: DuplicateScan = { skip: new Map(), duplicates: 0, replaced: 0 };
  if (repeated.size === 0) return scan;

  interface Place {
    file: number;
    line: number;
    ok: boolean;
  }
  const places = new Map<string, Place[]>();
  await eachLine(files, signal, (file, line, text) => {
    const value = parse(text);
    const key = keyFromText(text) ?? keyFromValue(value);
    if (key === null || !repeated.has(key)) return;
    const ok = (value as { status?: unknown } | undefined)?.status === "ok";
    const list = places.get(key) ?? [];
    list.push({ file, line, ok });
    places.set(key, list);
  });
  for (const list of places.values()) {
    const winner = list.findLast((place) => place.ok);
    if (winner === undefined) continue;
    for (const place of list) {
      if (place === winner) continue;
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
      } of cells that have an ok row`,
    );
  }
  return `note: dropped ${
    parts.join(" and ")
  }; each cell counts once, by its latest ok row`;
}
