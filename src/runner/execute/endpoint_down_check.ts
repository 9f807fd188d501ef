/**
 * Stops a run whose endpoint is down: when several cells in a row end
 * because no connection could be made (refused, no such host; every
 * endpoint of a pool alike, since a pool fails over first) and none was
 * answered since, every further cell would only write the same error row.
 * Any answer from the endpoint, even an HTTP error, resets the count.
 */

import { counted } from "../../counted.ts";

/** How many cells in a row must fail to connect before the run stops. */
const DOWN_AFTER_CELLS = 5;

/** Longest excerpt of the last connection error quoted in the message. */
const EXCERPT_CHARS = 300;

/** How one cell ended, as far as this check cares. */
interface ConnectEnd {
  /** The cell's last attempt could not connect to any endpoint. */
  unreachable: boolean;
  /** The row's error text (already redacted). */
  error?: string | undefined;
}

/** Watches cells as they end; `note` says when to stop. */
export class EndpointDownCheck {
  #streak = 0;

  constructor(readonly cells = DOWN_AFTER_CELLS) {}

  /**
   * Notes a cell's end; `left` is how many cells the run has not written.
   * Returns the reason to stop the run, or null.
   */
  note(end: ConnectEnd, left: number): string | null {
    if (!end.unreachable) {
      this.#streak = 0;
      return null;
    }
    if (++this.#streak < this.cells) return null;
    const error = end.error ?? "";
    const excerpt = error.length > EXCERPT_CHARS
      ? `${error.slice(0, EXCERPT_CHARS)}...`
      : error;
    return `Cannot finish the run: the endpoint is down: the last ${this.cells} cells could not connect to it (every endpoint, for client.base_urls) and none was answered since (${excerpt}); stopped with ${
      counted(left, "cell")
    } not written: start the endpoint (or fix client.base_url), then run the same command again to resume`;
  }
}
