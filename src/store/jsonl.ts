/**
 * The results store: an append-only JSONL file, one result row per line.
 *
 * Append-only keeps a crash cheap: the worst an interrupted write can leave is
 * one torn last line, which the writer repairs the next time it opens the file
 * and the reader skips in the meantime. Complete lines are never rewritten.
 */

import { dirname } from "node:path";
import { UsageError } from "../errors.ts";

/**
 * One stored result. Rows are plain JSON objects; every niah row carries these
 * four fields so readers can check a file really is niah results and so
 * resumption can key rows by cell and fingerprint.
 */
export type StoredRow = Record<string, unknown> & {
  schema_version: number;
  cell_id: string;
  fingerprint: string;
  status: string;
};

/**
 * An open results file. Appends are serialised so concurrent callers never
 * interleave bytes; each row goes out as one whole line.
 */
export interface JsonlStore {
  /** The file this store appends to. */
  readonly path: string;
  /** Append one row as one line. Rejects after `close()`. */
  append(row: StoredRow): Promise<void>;
  /** Stop accepting rows; the file closes once queued appends finish. */
  close(): void;
}

const NEWLINE = 0x0a;
const TAIL_CHUNK = 64 * 1024;

function reason(err: unknown): string {
  return err instanceof Error ? err.message : String(err);
}

/**
 * Why `value` is not a niah result row, or `null` when it is one. Shared by the
 * writer (to keep bad rows out) and the reader (to reject foreign files).
 */
function rowProblem(value: unknown): string | null {
  if (typeof value !== "object" || value === null || Array.isArray(value)) {
    return "not a JSON object";
  }
  const v = value as Record<string, unknown>;
  if (typeof v.schema_version !== "number") {
    return "schema_version is missing or not a number";
  }
  if (typeof v.cell_id !== "string") {
    return "cell_id is missing or not a string";
  }
  if (typeof v.fingerprint !== "string") {
    return "fingerprint is missing or not a string";
  }
  if (typeof v.status !== "string") return "status is missing or not a string";
  return null;
}

/** Parse one line; `ok: false` carries a short description of what failed. */
function parseRow(
  text: string,
): { ok: true; row: StoredRow } | {
  ok: false;
  json: boolean;
  problem: string;
} {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return { ok: false, json: false, problem: "not valid JSON" };
  }
  const problem = rowProblem(value);
  if (problem !== null) return { ok: false, json: true, problem };
  return { ok: true, row: value as StoredRow };
}

async function readFully(
  file: Deno.FsFile,
  at: number,
  length: number,
): Promise<Uint8Array> {
  const buf = new Uint8Array(length);
  await file.seek(at, Deno.SeekMode.Start);
  let filled = 0;
  while (filled < length) {
    const n = await file.read(buf.subarray(filled));
    if (n === null) break;
    filled += n;
  }
  return buf.subarray(0, filled);
}

async function writeAll(file: Deno.FsFile, bytes: Uint8Array): Promise<void> {
  let written = 0;
  while (written < bytes.length) {
    written += await file.write(bytes.subarray(written));
  }
}

/**
 * If the file ends without a newline, the bytes after the last newline are a
 * torn write: drop them, or, when they happen to be a complete row, finish the
 * line instead. Returns the warning to give, or `null` when nothing was done.
 */
async function repairTail(path: string): Promise<string | null> {
  let file: Deno.FsFile;
  try {
    file = await Deno.open(path, { read: true, write: true });
  } catch (err) {
    if (err instanceof Deno.errors.NotFound) return null;
    throw new UsageError(
      `Cannot open store: cannot open "${path}": ${reason(err)}`,
    );
  }
  try {
    const size = (await file.stat()).size;
    if (size === 0) return null;
    const last = await readFully(file, size - 1, 1);
    if (last[0] === NEWLINE) return null;

    // Walk back in chunks until the last newline (or the start of the file).
    const chunks: Uint8Array[] = [];
    let end = size;
    let fragmentStart = 0;
    while (end > 0) {
      const start = Math.max(0, end - TAIL_CHUNK);
      const chunk = await readFully(file, start, end - start);
      const nl = chunk.lastIndexOf(NEWLINE);
      if (nl >= 0) {
        chunks.unshift(chunk.subarray(nl + 1));
        fragmentStart = start + nl + 1;
        break;
      }
      chunks.unshift(chunk);
      end = start;
    }
    const fragment = new Uint8Array(size - fragmentStart);
    let at = 0;
    for (const c of chunks) {
      fragment.set(c, at);
      at += c.length;
    }

    let text: string | null;
    try {
      text = new TextDecoder("utf-8", { fatal: true }).decode(fragment);
    } catch {
      text = null;
    }
    if (text !== null && parseRow(text).ok) {
      await file.seek(0, Deno.SeekMode.End);
      await writeAll(file, new Uint8Array([NEWLINE]));
      return `Repaired "${path}": added the missing newline after a complete last row left by an interrupted write`;
    }
    await file.truncate(fragmentStart);
    return `Repaired "${path}": dropped a torn last line (${fragment.length} bytes) left by an interrupted write`;
  } finally {
    file.close();
  }
}

/**
 * Open (creating if needed) the results file at `path` for appending. Missing
 * parent folders are created. A torn last line left by a crash is repaired
 * first, and `warn` is told once; complete lines are never touched.
 */
export async function openJsonlStore(
  path: string,
  opts: { warn: (line: string) => void },
): Promise<JsonlStore> {
  const dir = dirname(path);
  try {
    await Deno.mkdir(dir, { recursive: true });
  } catch (err) {
    throw new UsageError(
      `Cannot open store: cannot create folder "${dir}": ${reason(err)}`,
    );
  }

  const warning = await repairTail(path);
  if (warning !== null) opts.warn(warning);

  let file: Deno.FsFile;
  try {
    file = await Deno.open(path, { append: true, create: true });
  } catch (err) {
    throw new UsageError(
      `Cannot open store: cannot open "${path}": ${reason(err)}`,
    );
  }

  const encoder = new TextEncoder();
  let chain: Promise<void> = Promise.resolve();
  let pending = 0;
  let closed = false;
  let fileClosed = false;
  const closeFile = () => {
    if (!fileClosed) {
      fileClosed = true;
      file.close();
    }
  };

  return {
    path,
    append(row: StoredRow): Promise<void> {
      if (closed) {
        return Promise.reject(
          new Error(`Cannot append to "${path}": the store is closed`),
        );
      }
      let bytes: Uint8Array;
      try {
        const problem = rowProblem(row);
        if (problem !== null) {
          throw new TypeError(`Refusing to store a row that is ${problem}`);
        }
        bytes = encoder.encode(JSON.stringify(row) + "\n");
      } catch (err) {
        return Promise.reject(err);
      }
      pending++;
      const done = chain.then(() => writeAll(file, bytes)).finally(() => {
        pending--;
        if (closed && pending === 0) closeFile();
      });
      chain = done.catch(() => {});
      return done;
    },
    close(): void {
      if (closed) return;
      closed = true;
      if (pending === 0) closeFile();
    },
  };
}

/** A streamed line: its 1-based physical line number and its text. */
async function* lines(
  path: string,
  file: Deno.FsFile,
  signal: AbortSignal | undefined,
): AsyncGenerator<{ line: number; text: string; last: boolean }> {
  const reader = file.readable.pipeThrough(new TextDecoderStream())
    .getReader();
  let finished = false;
  try {
    let buf = "";
    let line = 0;
    for (;;) {
      signal?.throwIfAborted();
      let chunk: ReadableStreamReadResult<string>;
      try {
        chunk = await reader.read();
      } catch (err) {
        finished = true; // an errored stream has already released the file
        throw new UsageError(`Cannot read results: "${path}": ${reason(err)}`);
      }
      if (chunk.done) {
        finished = true;
        break;
      }
      buf += chunk.value;
      let start = 0;
      for (;;) {
        const nl = buf.indexOf("\n", start);
        if (nl < 0) break;
        line++;
        let text = buf.slice(start, nl);
        if (text.endsWith("\r")) text = text.slice(0, -1);
        start = nl + 1;
        yield { line, text, last: false };
        signal?.throwIfAborted();
      }
      buf = buf.slice(start);
    }
    if (buf.length > 0) yield { line: line + 1, text: buf, last: true };
  } finally {
    if (!finished) await reader.cancel().catch(() => {});
  }
}

async function* rowsOf(
  path: string,
  signal: AbortSignal | undefined,
  missingOk: boolean,
): AsyncGenerator<{ line: number; row: StoredRow }> {
  signal?.throwIfAborted();
  let file: Deno.FsFile;
  try {
    file = await Deno.open(path, { read: true });
  } catch (err) {
    if (err instanceof Deno.errors.NotFound) {
      if (missingOk) return;
      throw new UsageError(`Cannot read results: "${path}" does not exist`);
    }
    throw new UsageError(`Cannot read results: "${path}": ${reason(err)}`);
  }
  for await (const { line, text, last } of lines(path, file, signal)) {
    if (text.trim() === "") continue;
    const parsed = parseRow(text);
    if (parsed.ok) {
      yield { line, row: parsed.row };
      continue;
    }
    // A torn last line from an interrupted write: the writer repairs it.
    if (last && !parsed.json) continue;
    throw new UsageError(
      `Cannot read results: "${path}" line ${line} is not a niah result row (${parsed.problem})`,
    );
  }
}

/**
 * Stream the rows of a results file with their 1-based line numbers, without
 * reading the whole file into memory. Blank lines are skipped and a torn last
 * line (no newline, not valid JSON) is ignored; any other line that is not a
 * niah row is a `UsageError` naming the file and line.
 */
export async function* readRows(
  path: string,
  opts?: { signal?: AbortSignal },
): AsyncGenerator<{ line: number; row: StoredRow }> {
  yield* rowsOf(path, opts?.signal, false);
}

/**
 * Read one row by number, counting from 1 over the non-blank lines, so a
 * person can point at a row shown by other commands.
 */
export async function readRow(
  path: string,
  rowNumber: number,
): Promise<StoredRow> {
  if (!Number.isInteger(rowNumber) || rowNumber < 1) {
    throw new UsageError(
      `Cannot read row ${rowNumber}: rows are numbered from 1`,
    );
  }
  let count = 0;
  for await (const { row } of readRows(path)) {
    count++;
    if (count === rowNumber) return row;
  }
  throw new UsageError(
    `Cannot read row ${rowNumber}: "${path}" has ${count} row${
      count === 1 ? "" : "s"
    } (numbered from 1)`,
  );
}

/**
 * The latest row for each cell, keyed by `cell_id` (later rows win), so a
 * resumed run knows what is already done. A missing file gives an empty map.
 */
export async function doneIndex(
  path: string,
): Promise<Map<string, StoredRow>> {
  const index = new Map<string, StoredRow>();
  for await (const { row } of rowsOf(path, undefined, true)) {
    index.set(row.cell_id, compactRow(row));
  }
  return index;
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
] as const;

function compactRow(row: StoredRow): StoredRow {
  const compact: Record<string, unknown> = {};
  for (const field of INDEX_FIELDS) {
    if (field in row) compact[field] = row[field];
  }
  const value = (row.score as { value?: unknown } | null | undefined)?.value;
  compact.score = typeof value === "number" ? { value } : null;
  return compact as StoredRow;
}
