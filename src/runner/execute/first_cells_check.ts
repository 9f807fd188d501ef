/**
 * Stops a run that cannot work: when the first cells all fail with the
 * same non-retryable 4xx (e.g. a proxy that answers a wrong key with 400
 * rather than 401) and none succeeds, every further cell would too.
 */

/** How many first cells must fail alike before the run stops. */
const FIRST_CELLS_CHECKED = 5;

/** Longest excerpt of the API's answer quoted in the message. */
const EXCERPT_CHARS = 300;

/** How one cell ended, as far as this check cares. */
interface CellEnd {
  /** The HTTP status of a failure that was not retried (4xx), if any. */
  status?: number | undefined;
  /** The row's error text (already redacted). */
  error?: string | undefined;
}

/** Watches the first cells to end; `note` says when to stop. */
export class FirstCellsCheck {
  #count = 0;
  #status: number | undefined;
  #done = false;

  constructor(readonly cells = FIRST_CELLS_CHECKED) {}

  /** Notes a cell's end; returns the reason to stop the run, or null. */
  note(end: CellEnd): string | null {
    if (this.#done) return null;
    const status = end.status;
    const alike = status !== undefined && status >= 400 && status < 500 &&
      (this.#count === 0 || status === this.#status);
    if (!alike) {
      this.#done = true;
      return null;
    }
    this.#status = status;
    if (++this.#count < this.cells) return null;
    this.#done = true;
    const error = end.error ?? "";
    const excerpt = error.length > EXCERPT_CHARS
      ? `${error.slice(0, EXCERPT_CHARS)}...`
      : error;
    return `Cannot run: the first ${this.cells} cells all failed with HTTP ${status} and none succeeded (${excerpt}); check the model config (model name, request keys, base_url) and the API key, then run again to resume`;
  }
}
