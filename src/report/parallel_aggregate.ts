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
import { UsageError } from "../errors.ts";
import type { Presentations } from "./axis_presentation.ts";
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
} from "../store/jsonl_lines.ts";

/** Options of {@link aggregateInWorkers}. */
export interface ParallelOptions {
  /** Worker threads besides this one (at least 1). */
  workers: number;
  /** How many failures to keep for listing (default 200). */
  failureLimit?: number;
  signal?: AbortSignal;
  warn?: (line: string) => void;
  /** How each task's axes are shown, by task type (default: generic). */
  presentations?: Presentations;
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

/**
 * Aggregates `files` (read in order) with `workers` worker threads and this
 * one; null when workers are unavailable (nothing has been read then).
 */
export async function aggregateInWorkers(
  files: readonly {
    source: string;
    reader: ByteReader;
    /** Line numbers of rows that do not count (duplicates). */
    skip?: ReadonlySet<number> | undefined;
  }[],
  options: ParallelOptions,
): Promise<Aggregate | null> {
  const count = Math.max(1, Math.floor(options.workers));
  const failureLimit = options.failureLimit ?? 200;
  const presentations = options.presentations ?? {};
  const handles: Handle[] = [];
  let failure: Error | null = null;
  let wake: (() => void) | null = null;
  const notify = () => {
    const w = wake;
    wake = null;
    w?.();
  };
  const waitFor = async (ready: () => boolean) => {
    while (!ready() && failure === null) {
      await new Promise<void>((resolve) => (wake = resolve));
    }
    if (failure !== null) throw failure;
  };
  const stop = () => {
    for (const h of handles) h.worker.terminate();
  };

  // Start every worker and wait until each has loaded.
  let ready = 0;
  let startFailed = false;
  try {
    for (let i = 0; i < count; i++) {
      const worker = new Worker(
        new URL("./aggregate_worker.ts", import.meta.url).href,
        { type: "module" },
      );
      const handle: Handle = { worker, inFlight: 0 };
      handles.push(handle);
      worker.onmessage = (event: MessageEvent<FromWorker>) => {
        const message = event.data;
        switch (message.type) {
          case "ready":
            ready++;
            break;
          case "ack":
            handle.inFlight--;
            break;
          case "warn":
            options.warn?.(message.message);
            break;
          case "error":
            failure ??= message.usage
              ? new UsageError(message.message)
              : new Error(message.message);
            break;
          case "done":
            handle.done = message.aggregate;
            break;
        }
        notify();
      };
      worker.onerror = (event: ErrorEvent) => {
        event.preventDefault();
        if (ready < count) startFailed = true;
        failure ??= new Error(`report worker failed: ${event.message}`);
        notify();
      };
      worker.postMessage(
        {
          type: "init",
          failureLimit,
          presentations,
        } satisfies ToWorker,
      );
    }
  } catch {
    stop();
    return null;
  }
  const timer = setTimeout(() => {
    startFailed = true;
    failure ??= new Error("report workers did not start");
    notify();
  }, options.startTimeoutMs ?? 10_000);
  try {
    await waitFor(() => ready === count);
  } catch {
    if (startFailed) {
      stop();
      return null;
    }
    throw failure;
  } finally {
    clearTimeout(timer);
  }

  const onAbort = () => {
    failure ??= options.signal?.reason instanceof Error
      ? options.signal.reason
      : new Error("aborted");
    notify();
  };
  options.signal?.addEventListener("abort", onAbort);
  const own = new Aggregator({ failureLimit, presentations });
  const warn = (message: string) => options.warn?.(message);
  try {
    options.signal?.throwIfAborted();
    const shares = count + 1;
    for (const { source, reader, skip } of files) {
      const splitter = new LineSplitter();
      const buffer = new Uint8Array(READ_SIZE);
      let row = 0;
      for (let done = false; !done;) {
        await waitFor(() => handles.every((h) => h.inFlight < IN_FLIGHT));
        const n = await reader.read(buffer);
        done = n === null;
        const lines = done
          ? splitter.end()
          : splitter.push(buffer.subarray(0, n!));
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
        for (const [i, h] of handles.entries()) {
          if (texts[i + 1]!.length === 0) continue;
          const batch: LineBatch = {
            source,
            texts: texts[i + 1]!,
            meta: Float64Array.from(meta[i + 1]!),
          };
          h.worker.postMessage(
            { type: "lines", batch } satisfies ToWorker,
            [batch.meta.buffer as ArrayBuffer],
          );
          h.inFlight++;
        }
        takeBatch(
          own,
          {
            source,
            texts: texts[0]!,
            meta: Float64Array.from(meta[0]!),
          },
          warn,
          presentations,
        );
      }
    }
    for (const h of handles) {
      h.worker.postMessage({ type: "finish" } satisfies ToWorker);
    }
    await waitFor(() => handles.every((h) => h.done !== undefined));
    return mergeAggregates(
      [own.finish(), ...handles.map((h) => h.done!)],
      files.map((f) => f.source),
      { failureLimit },
    );
  } finally {
    options.signal?.removeEventListener("abort", onAbort);
    stop();
  }
}
