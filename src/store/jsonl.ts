/**
 * The results store: an append-only JSONL file, one result row per line.
 *
 * Append-only keeps a crash cheap: the worst an interrupted write can leave is
 * one torn last line, which the writer repairs the next time it opens the file
 * and the reader skips in the meantime. Complete lines are never rewritten.
 * One run at a time appends (see `store_lock.ts`), and a path holding
 * anything but niah's rows is refused, never "repaired".
 */

import { FileError, UsageError } from "../errors.ts";
import { folderOf } from "./atomic_write.ts";
import { writeAllSync } from "./write_all.ts";
import { doneIndex, type IndexedRow, indexRow, readRows } from "./read_rows.ts";
import { rowLine } from "./row_layout.ts";
import { type Row, rowProblem, type StoredRow } from "./row_schema.ts";
import { lockStore, type StoreLock } from "./store_lock.ts";
import { repairTail } from "./tail_repair.ts";

export { doneIndex, readRows } from "./read_rows.ts";
export type { Row } from "./row_schema.ts";

/**
 * An open results file. Appends are serialised so concurrent callers never
 * interleave bytes; each row goes out as one whole line.
 */
export interface JsonlStore {
  /** The file this store appends to. */
  readonly path: string;
  /**
   * The latest row of each cell (cut down to what resume reads), keyed by
   * `cell_id`: the rows found on opening plus those appended since.
   */
  doneKeys(): ReadonlyMap<string, IndexedRow>;
  /**
   * Append one row as one line (laid out as `row_layout.ts` says), every
   * field checked. Rejects after `close()`.
   */
  append(row: Row): Promise<void>;
  /** The rows of the file as it is on disk now, streamed. */
  rows(signal?: AbortSignal): AsyncIterable<{ line: number; row: StoredRow }>;
  /** Stop accepting rows; the file closes (and the lock goes) once queued appends finish. */
  close(): void;
}

/** Options of {@link openJsonlStore}. */
interface OpenStoreOptions {
  /** Told once when a torn last line was repaired. */
  warn: (line: string) => void;
  /** Take the store's exclusive lock (default true): one writer per store. */
  lock?: boolean;
}

/** A row waiting for the next write, and how to tell its caller. */
interface QueuedRow {
  line: string;
  row: Row;
  resolve: () => void;
  reject: (err: unknown) => void;
}

/** Creates the store's folder; a path that exists but is no file is refused. */
async function prepareStorePath(path: string): Promise<void> {
  const dir = folderOf(path);
  try {
    await Deno.mkdir(dir, { recursive: true });
  } catch (err) {
    throw new FileError({
      action: "open store",
      step: "cannot create folder",
      path: dir,
      cause: err,
    });
  }
  try {
    if (!(await Deno.stat(path)).isFile) {
      throw new UsageError(
        `Cannot open store: "${path}" exists and is not a file`,
      );
    }
  } catch (err) {
    if (err instanceof UsageError) throw err;
    // Absent: created with the first row.
  }
}

/**
 * Appends whole lines to the store's file, opened (created) with the first
 * line, so a run that fails before answering anything leaves no empty store
 * behind. A write that fails part-way (disk full) is cut back off, so the
 * file never holds a torn line because of it.
 */
class LineAppender {
  #path: string;
  #lock: StoreLock | null;
  #file: Deno.FsFile | null = null;
  #size = 0;
  #closed = false;

  constructor(path: string, lock: StoreLock | null) {
    this.#path = path;
    this.#lock = lock;
  }

  /** Appends `bytes` (one or more whole lines). */
  async append(bytes: Uint8Array): Promise<void> {
    const path = this.#path;
    if (this.#file === null) {
      try {
        this.#file = await Deno.open(path, { append: true, create: true });
        this.#size = (await this.#file.stat()).size;
      } catch (err) {
        throw new FileError({
          action: "open store",
          step: "cannot open",
          path,
          cause: err,
        });
      }
    }
    const file = this.#file;
    try {
      writeAllSync(file, bytes);
      this.#size += bytes.length;
    } catch (err) {
      await file.truncate(this.#size).catch(() => {});
      throw new FileError({ action: "write results", path, cause: err });
    }
  }

  /** Closes the file and releases the lock, once. */
  close(): void {
    if (this.#closed) return;
    this.#closed = true;
    this.#file?.close();
    this.#lock?.release();
  }
}

/**
 * Rows that come while a write is out go out together in the next one: one
 * write per burst instead of one per row, still whole lines in order. A row
 * is indexed, and its caller told, once its burst is on disk.
 */
class BurstWriter {
  #queued: QueuedRow[] = [];
  #writing = false;
  #closing = false;
  readonly #encoder = new TextEncoder();

  constructor(
    private readonly appender: LineAppender,
    private readonly index: Map<string, IndexedRow>,
  ) {}

  write(line: string, row: Row): Promise<void> {
    const { promise, resolve, reject } = Promise.withResolvers<void>();
    this.#queued.push({ line, row, resolve, reject });
    if (!this.#writing) void this.#drain();
    return promise;
  }

  /** Closes the file once the queued rows are written. */
  close(): void {
    this.#closing = true;
    if (!this.#writing) this.appender.close();
  }

  async #drain(): Promise<void> {
    this.#writing = true;
    while (this.#queued.length > 0) {
      const burst = this.#queued;
      this.#queued = [];
      const text = burst.map((entry) => entry.line).join("");
      try {
        await this.appender.append(this.#encoder.encode(text));
      } catch (err) {
        for (const entry of burst) entry.reject(err);
        continue;
      }
      for (const entry of burst) {
        indexRow(this.index, entry.row);
        entry.resolve();
      }
    }
    this.#writing = false;
    if (this.#closing) this.appender.close();
  }
}

/**
 * Open (creating if needed) the results file at `path` for appending. Missing
 * parent folders are created. The store's lock is taken first, then its rows
 * are read (every line must be a niah row) into the resume index, and a torn
 * last line left by a crash is repaired, telling `warn` once; complete lines
 * are never touched.
 */
export async function openJsonlStore(
  path: string,
  opts: OpenStoreOptions,
): Promise<JsonlStore> {
  await prepareStorePath(path);
  const lock: StoreLock | null = opts.lock === false
    ? null
    : await lockStore(path);
  const index = new Map<string, IndexedRow>();
  try {
    for (const [cell, row] of await doneIndex(path)) index.set(cell, row);
    const warning = await repairTail(path, index.size > 0);
    if (warning !== null) opts.warn(warning);
  } catch (err) {
    lock?.release();
    throw err;
  }

  const writer = new BurstWriter(new LineAppender(path, lock), index);
  let closed = false;
  return {
    path,
    doneKeys: () => index,
    rows: (signal) => readRows(path, signal ? { signal } : {}),
    append(row: Row): Promise<void> {
      if (closed) {
        return Promise.reject(
          new Error(`Cannot append to "${path}": the store is closed`),
        );
      }
      let line: string;
      try {
        const problem = rowProblem(row);
        if (problem !== null) {
          throw new TypeError(`Refusing to store a row: ${problem}`);
        }
        line = rowLine(row) + "\n";
      } catch (err) {
        return Promise.reject(err);
      }
      return writer.write(line, row);
    },
    close(): void {
      if (closed) return;
      closed = true;
      writer.close();
    },
  };
}
