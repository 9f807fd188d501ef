/**
 * Aggregation spread over threads, for big result files: parsing JSON is
 * most of the cost of a report, and rows parse independently. This thread
 * reads the files, cuts them into lines and numbers the rows; each line goes
 * to one share (see `shareOf`: every row of a cell to the same share), this
 * thread parsing one share itself and worker threads the others; the
 * tallies then merge. Memory stays bounded: a few batches in flight per
 * worker, and each share's tallies.
 *
 * Where workers cannot start (a compiled binary without the worker module
 * embedded, a sandbox), this returns null before reading anything, and the
 * caller aggregates on one thread instead.
 */
import { UsageError } from "../../errors.ts";
import type { Presentations } from "../read/axis_presentation.ts";
import { type Aggregate, Aggregator } from "./aggregate.ts";
import { mergeAggregates } from "./merge_aggregates.ts";
import {
  type FromWorker,
  type LineBatch,
  shareOf,
  takeBatch,
  type ToWorker,
} from "./aggregate_worker.ts";
import {
  type ByteReader,
  isBlank,
  LineSplitter,
  READ_SIZE,
} from "../../store/jsonl_lines.ts";

/** Options of {@link aggregateInWorkers}. */
interface ParallelOptions {
  /** Worker threads besides this one (at least 1). */
  workers: number;
  /** How many failures to keep for listing (default 200). */
  failureLimit?: number;
  signal?: AbortSignal;
  warn?: (line: string) => void;
  /** How each task's axes are shown, by task type (default: generic). */
  presentations?: Presentations;
  /** Task types whose counting rows come back whole (aggregate.ts). */
  keepTypes?: readonly string[];
  /** How long workers may take to start before falling back (ms, default 10 s). */
  startTimeoutMs?: number;
}

/** Batches a worker may have unprocessed before reading pauses. */
const IN_FLIGHT = 4;

interface Handle {
  worker: Worker;
  inFlight: number;
  done?: Aggregate;
}

/** Worker threads parsing shares of the lines, and the first failure. */
class WorkerPool {
  readonly handles: Handle[] = [];
  failure: Error | null = null;
  ready = 0;
  startFailed = false;
  #wake: (() => void) | null = null;

  constructor(
    readonly count: number,
    readonly warn: ((line: string) => void) | undefined,
  ) {}

  /** Wakes the one waiting in {@link waitFor}. */
  notify(): void {
    const w = this.#wake;
    this.#wake = null;
    w?.();
  }

  /** Records the first failure and wakes the waiter. */
  fail(error: Error): void {
    this.failure ??= error;
    this.notify();
  }

  /** Waits until `ready()`; the first failure throws. */
  async waitFor(ready: () => boolean): Promise<void> {
    while (!ready() && this.failure === null) {
      await new Promise<void>((resolve) => (this.#wake = resolve));
    }
    if (this.failure !== null) throw this.failure;
  }

  stop(): void {
    for (const h of this.handles) h.worker.terminate();
  }

  /** Starts every worker with `init`; false where workers cannot be made. */
  start(init: ToWorker): boolean {
    try {
      for (let i = 0; i < this.count; i++) this.#startOne(init);
    } catch {
      this.stop();
      return false;
    }
    return true;
  }

  #startOne(init: ToWorker): void {
    const worker = new Worker(
      new URL("./aggregate_worker.ts", import.meta.url).href,
      { type: "module" },
    );
    const handle: Handle = { worker, inFlight: 0 };
    this.handles.push(handle);
    worker.onmessage = (event: MessageEvent<FromWorker>) => {
      const message = event.data;
      switch (message.type) {
        case "ready":
          this.ready++;
          break;
        case "ack":
          handle.inFlight--;
          break;
        case "warn":
          this.warn?.(message.message);
          break;
        case "error":
          this.failure ??= message.usage
            ? new UsageError(message.message)
            : new Error(message.message);
          break;
        case "done":
          handle.done = message.aggregate;
          break;
      }
      this.notify();
    };
    worker.onerror = (event: ErrorEvent) => {
      event.preventDefault();
      if (this.ready < this.count) this.startFailed = true;
      this.fail(new Error(`report worker failed: ${event.message}`));
    };
    worker.postMessage(init);
  }

  /**
   * Waits until every worker has loaded; false (workers stopped) where one
   * failed to start or they took longer than `timeoutMs`.
   */
  async started(timeoutMs: number): Promise<boolean> {
    const timer = setTimeout(() => {
      this.startFailed = true;
      this.fail(new Error("report workers did not start"));
    }, timeoutMs);
    try {
      await this.waitFor(() => this.ready === this.count);
      return true;
    } catch {
      if (this.startFailed) {
        this.stop();
        return false;
      }
      throw this.failure;
    } finally {
      clearTimeout(timer);
    }
  }

  /** Sends worker `i` its share of a batch. */
  send(i: number, batch: LineBatch): void {
    const h = this.handles[i]!;
    h.worker.postMessage(
      { type: "lines", batch } satisfies ToWorker,
      [batch.meta.buffer as ArrayBuffer],
    );
    h.inFlight++;
  }
}

/** A file to aggregate and the rows of it that do not count. */
type InputFile = {
  source: string;
  reader: ByteReader;
  /** Line numbers of rows that do not count (duplicates). */
  skip?: ReadonlySet<number> | undefined;
};

/**
 * Aggregates `files` (read in order) with `workers` worker threads and this
 * one; null when workers are unavailable (nothing has been read then).
 */
export async function aggregateInWorkers(
  files: readonly InputFile[],
  options: ParallelOptions,
): Promise<Aggregate | null> {
  const count = Math.max(1, Math.floor(options.workers));
  const failureLimit = options.failureLimit ?? 200;
  const presentations = options.presentations ?? {};
  const keepTypes = options.keepTypes ?? [];
  const pool = new WorkerPool(count, options.warn);
  // Start every worker and wait until each has loaded.
  if (
    !pool.start({ type: "init", failureLimit, presentations, keepTypes }) ||
    !await pool.started(options.startTimeoutMs ?? 10_000)
  ) return null;

  const onAbort = () =>
    pool.fail(
      options.signal?.reason instanceof Error
        ? options.signal.reason
        : new Error("aborted"),
    );
  options.signal?.addEventListener("abort", onAbort);
  const own = new Aggregator({ failureLimit, presentations, keepTypes });
  const warn = (message: string) => options.warn?.(message);
  try {
    options.signal?.throwIfAborted();
    for (const file of files) {
      await feedFile(
        file,
        pool,
        (batch) => takeBatch(own, batch, warn, presentations),
      );
    }
    for (const h of pool.handles) {
      h.worker.postMessage({ type: "finish" } satisfies ToWorker);
    }
    await pool.waitFor(() => pool.handles.every((h) => h.done !== undefined));
    return mergeAggregates(
      [own.finish(), ...pool.handles.map((h) => h.done!)],
      files.map((f) => f.source),
      { failureLimit },
    );
  } finally {
    options.signal?.removeEventListener("abort", onAbort);
    pool.stop();
  }
}

/**
 * Reads one file, cuts it into numbered rows and sends each batch's shares
 * to the workers, parsing this thread's share with `takeOwn`.
 */
async function feedFile(
  { source, reader, skip }: InputFile,
  pool: WorkerPool,
  takeOwn: (batch: LineBatch) => void,
): Promise<void> {
  const shares = pool.count + 1;
  const splitter = new LineSplitter(source);
  const buffer = new Uint8Array(READ_SIZE);
  let row = 0;
  for (let done = false; !done;) {
    await pool.waitFor(() => pool.handles.every((h) => h.inFlight < IN_FLIGHT));
    const n = await reader.read(buffer);
    done = n === null;
    const lines = done ? splitter.end() : splitter.push(buffer.subarray(0, n!));
    const texts: string[][] = Array.from({ length: shares }, () => []);
    const meta: number[][] = Array.from({ length: shares }, () => []);
    for (const { line, text, last } of lines) {
      if (isBlank(text)) continue;
      row++;
      if (skip?.has(line)) continue;
      const share = shareOf(text, row, shares);
      texts[share]!.push(text);
      meta[share]!.push(row, line, last ? 1 : 0);
    }
    for (let i = 0; i < pool.count; i++) {
      if (texts[i + 1]!.length === 0) continue;
      pool.send(i, {
        source,
        texts: texts[i + 1]!,
        meta: Float64Array.from(meta[i + 1]!),
      });
    }
    takeOwn({ source, texts: texts[0]!, meta: Float64Array.from(meta[0]!) });
  }
}
