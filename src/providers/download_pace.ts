/**
 * The slowest a batch results download may go: one that keeps sending a
 * byte now and then never trips the idle wait, and would hold the run
 * forever, so each window as long as the idle wait must bring at least
 * {@link MIN_BYTES_PER_SECOND} on average. A real results file comes at
 * megabytes a second; a small one ends inside the first window, never
 * judged.
 */
import { BatchResultsError } from "./batch.ts";

/** 1 KiB/s: a 600 s window (the default wait) must bring 600 KiB. */
export const MIN_BYTES_PER_SECOND = 1024;

/** Counts a download's bytes per window and gives up a trickle. */
export class DownloadPace {
  #windowStart: number;
  #bytes = 0;

  constructor(
    private readonly windowMs: number,
    private readonly now: () => number = () => performance.now(),
  ) {
    this.#windowStart = now();
  }

  /** Counts `bytes` just received; throws once a whole window brought too few. */
  add(bytes: number): void {
    this.#bytes += bytes;
    const now = this.now();
    const elapsed = now - this.#windowStart;
    if (elapsed < this.windowMs) return;
    const needed = MIN_BYTES_PER_SECOND * elapsed / 1000;
    if (this.#bytes < needed) {
      throw new BatchResultsError(
        `its results download sent ${this.#bytes} bytes in ${
          (elapsed / 1000).toFixed(1)
        } s, under ${MIN_BYTES_PER_SECOND} bytes a second over runner.request_timeout_s (${
          this.windowMs / 1000
        } s): too slow to ever finish`,
      );
    }
    this.#windowStart = now;
    this.#bytes = 0;
  }
}
