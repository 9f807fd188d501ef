/**
 * Collects the garbage of finished cells while a run goes on.
 *
 * V8 moves an object that outlives two young-generation collections into
 * the old generation, and a cell's request, response and row live that
 * long while other cells are in flight (at concurrency 16 against a fast
 * API, a collection comes every 10 to 15 ms). V8 collects the old
 * generation only once it passes a limit that it raises as the heap grows,
 * so a run of 2,000 small cells carried 40 to 50 MiB of dead cells to its
 * end (bench/run_memory_bench.ts). The runner knows when a cell's objects
 * are dead, V8 does not: where the process exposes V8's `gc` (the `niah`
 * task, so the binary and the install, pass `--expose-gc`), the runner
 * collects after a row once the heap holds `slackBytes` more than it did
 * after the last collection. A collection of a heap this size takes a few
 * milliseconds; a cell whose prompt is a million tokens takes seconds.
 *
 * @module
 */

/**
 * 8 MiB: about 150 small cells' garbage, or one or two long-context
 * cells'. The 2,000-cell bench peaked at 214 MiB with 16 MiB, 182-189 with
 * 8, and 186-190 with 4 at a third more CPU.
 */
const SLACK_BYTES = 8 * 1024 * 1024;

/** What the trim reads and calls (the process's, or a test's). */
export interface HeapControl {
  /** V8's full collection, where the process exposes it. */
  gc: (() => void) | undefined;
  /** Bytes of the heap in use, garbage not yet collected included. */
  used(): number;
}

/** The process's own heap: V8's `gc` (with `--expose-gc`) and its size. */
export function processHeap(): HeapControl {
  const exposed = (globalThis as { gc?: unknown }).gc;
  return {
    gc: typeof exposed === "function" ? () => exposed() : undefined,
    used: () => Deno.memoryUsage().heapUsed,
  };
}

/** Collects when the heap has grown `slackBytes` since the last time. */
export class HeapTrim {
  readonly #heap: HeapControl;
  readonly #slack: number;
  #floor: number;
  /** How many collections it asked for (for tests and benches). */
  collections = 0;

  constructor(heap: HeapControl, slackBytes: number = SLACK_BYTES) {
    this.#heap = heap;
    this.#slack = slackBytes;
    this.#floor = heap.gc ? heap.used() : 0;
  }

  /** Called after each row is written. */
  afterRow(): void {
    const gc = this.#heap.gc;
    if (!gc || this.#heap.used() - this.#floor < this.#slack) return;
    gc();
    this.collections++;
    this.#floor = this.#heap.used();
  }
}
