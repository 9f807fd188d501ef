/**
 * How a row is laid out as a line, and the one place that reads a row's
 * parts from a line's text by that layout. A line holds the row's keys in
 * the order of {@link rowSchema} (the one place that order is written),
 * then any keys the schema does not know, in their own order.
 *
 * Readers that find a row's parts as text go through this module, knowing
 * that identity comes before any nested value and only scalars follow
 * `status` (`tests/store/row_layout_test.ts` holds the schema to that):
 * the store's tail repair knows a torn row by its head
 * ({@link mayBeTornRow}); the report workers share lines out by the hash of
 * their `cell_id` ({@link cellIdHash}); the duplicate scan finds `cell_id`,
 * `fingerprint` and `status` ({@link keySpans}, {@link LineScanner}). What a
 * line laid out otherwise holds, only parsing tells.
 */
import { fnv1aFold, fnv1aFoldPair, FNV_OFFSET } from "../random/fnv1a.ts";
import { type RowField, rowSchema, type StoredRow } from "./row_schema.ts";

/** The fields of a row in the order niah writes them. */
export const ROW_KEYS: readonly RowField[] = Object.keys(
  rowSchema.shape,
) as RowField[];

/** `"name"`: a key's name as it appears in a line. */
function quotedKey(name: RowField): string {
  return JSON.stringify(name);
}

/** `"name":`, as a key appears in a line niah writes. */
export function keyText(name: RowField): string {
  return `${quotedKey(name)}:`;
}

/** How every row niah writes begins: its first key. */
export const ROW_HEAD = `{${keyText(ROW_KEYS[0]!)}`;

const known: ReadonlySet<string> = new Set(ROW_KEYS);

/** `row` as the JSON line niah writes (no newline), keys in {@link ROW_KEYS} order. */
export function rowLine(row: StoredRow): string {
  const fields = row as Record<string, unknown>;
  const ordered: Record<string, unknown> = {};
  for (const key of ROW_KEYS) {
    if (key in fields) ordered[key] = fields[key];
  }
  for (const key of Object.keys(fields)) {
    if (!known.has(key)) ordered[key] = fields[key];
  }
  return JSON.stringify(ordered);
}

/**
 * Whether `fragment`, the bytes after a file's last newline, may be a row
 * niah began to write: niah writes each row in one piece, starting with
 * {@link ROW_HEAD}, so a torn row is a piece of that start.
 */
export function mayBeTornRow(fragment: Uint8Array): boolean {
  const head = new TextDecoder().decode(
    fragment.subarray(0, ROW_HEAD.length),
  );
  return head.startsWith(ROW_HEAD) || ROW_HEAD.startsWith(head);
}

const CELL = `${keyText("cell_id")}"`;
const PRINT = `${keyText("fingerprint")}"`;
const STATUS = quotedKey("status");

/**
 * FNV-1a of a line's `cell_id` (found as text: `"cell_id":"` cannot occur
 * inside a JSON string; from 0 to 2^32 - 1), or null for a line without
 * one (the NIAH reference's rows).
 */
export function cellIdHash(text: string): number | null {
  const at = text.indexOf(CELL);
  if (at < 0) return null;
  const start = at + CELL.length;
  return fnv1aFold(FNV_OFFSET, text, start, text.indexOf('"', start)) >>> 0;
}

/** End of the plain (no escapes) string value starting at `at`, or -1. */
function valueEnd(text: string, at: number): number {
  const end = text.indexOf('"', at);
  if (end < 0) return -1;
  const escape = text.indexOf("\\", at);
  return escape >= 0 && escape < end ? -1 : end;
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
 * A 53-bit hash of a key given as spans of `text` (start, end, start,
 * end...): two FNV-1a hashes of the spans, each span closed by a newline in
 * the second; equal keys hash equal.
 */
export function hashSpans(text: string, spans: readonly number[]): number {
  const h: [number, number] = [FNV_OFFSET, 0x050c5d1f];
  for (let i = 0; i < spans.length; i += 2) {
    fnv1aFoldPair(h, text, spans[i]!, spans[i + 1]!);
    h[1] = fnv1aFold(h[1], "\n");
  }
  return (h[0] >>> 0) * 2 ** 21 + ((h[1] >>> 0) & 0x1fffff);
}

/**
 * The spans of `cell_id` and `fingerprint` in a line laid out as niah
 * writes rows (both before any nested value, so both are top-level keys);
 * null when the line is laid out otherwise.
 */
export function keySpans(text: string): number[] | null {
  if (!text.startsWith(ROW_HEAD)) return null;
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

/**
 * A line's key as the rule keys a niah row (`cell_id`, a newline, the
 * `fingerprint`: `row_rule.ts`'s `cellKey`), from its {@link keySpans}.
 */
export function spannedKey(text: string, spans: readonly number[]): string {
  return `${text.slice(spans[0], spans[1])}\n${text.slice(spans[2], spans[3])}`;
}

/** A row's status as read from its text: not `ok`, `ok`, or only parsing tells. */
export const TextStatus = { notOk: 0, ok: 1, unknown: 2 } as const;

/**
 * Finds the key spans and status of lines in a run of text (many lines
 * at once) without cutting them out: the same spans as {@link keySpans}
 * finds in the line, found by searches on the run whose results carry over
 * to the next line (so a pattern that a run lacks is looked for once, not
 * once a line).
 */
export class LineScanner {
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

  /**
   * The {@link hashSpans} of the key of line `[start, end)`; undefined
   * when it is laid out otherwise (hash its parsed key instead).
   */
  hash(start: number, end: number): number | undefined {
    const text = this.#text;
    if (text.charCodeAt(start) !== 123 || !text.startsWith(ROW_HEAD, start)) {
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
   * The {@link TextStatus} of line `[start, end)`, read as text where that
   * is sure to agree with parsing a valid row: the last "status" key, a
   * plain string, and after it nothing nested, escaped or closed but the
   * row itself (so it is the row's own, and no later key of the same name
   * follows). A line that is not valid JSON reads as not `ok` when parsed,
   * and an `ok` read here that is not one can only make a drop look
   * possible.
   */
  status(start: number, end: number): number {
    const text = this.#text;
    // Looked for near the end, where niah writes it (else parsing tells).
    const tail = Math.max(start, end - 4096);
    const found = text.slice(tail, end).lastIndexOf(STATUS);
    const key = found < 0 ? -1 : tail + found;
    if (key < 0 || !text.startsWith(':"', key + STATUS.length)) {
      return TextStatus.unknown;
    }
    const from = key + STATUS.length + 2;
    const to = plainEnd(text, from, end);
    if (to < 0 || text.charCodeAt(end - 1) !== 125) return TextStatus.unknown;
    if (
      this.#next(4, "}", to) !== end - 1 || this.#next(2, "{", to) < end ||
      this.#next(3, "[", to) < end || this.#next(5, "]", to) < end ||
      this.#next(6, "\\", to) < end
    ) return TextStatus.unknown;
    return to - from === 2 && text.startsWith("ok", from)
      ? TextStatus.ok
      : TextStatus.notOk;
  }
}
