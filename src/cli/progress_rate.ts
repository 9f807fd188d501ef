/**
 * The rate and ETA a progress display shows: cells per second weighted
 * to the recent past, so the ETA follows a run that speeds up or slows
 * down without jumping at every burst of rows (a pool of workers answers
 * in bursts; the plain average over the whole run is slow to follow, and
 * the last interval alone swings with each burst).
 *
 * Each interval between rows gives a rate (its rows over its length);
 * the estimate is their average weighted by an exponential decay with age
 * (time constant `tau`), corrected for the short history at the start:
 * exactly the rate of a steady run from the first row on, close to it for
 * a run answering in bursts, and it falls smoothly while no row comes.
 */

/** The decay's time constant: rates this long ago weigh 1/e. */
const RATE_TAU_MS = 30_000;

/** An exponentially weighted rate of finished cells. */
export class RateEstimate {
  /** The weighted rate, in cells per ms, before bias correction. */
  #raw = 0;
  /** When the last cells were noted. */
  #at: number;
  readonly #started: number;

  /** `started` is when the run began, on the clock `note` and `rate` use. */
  constructor(started: number, readonly tauMs = RATE_TAU_MS) {
    this.#started = started;
    this.#at = started;
  }

  /** The weight an interval of `dt` ms gets, over its length. */
  #perMs(dt: number): number {
    return dt > 0 ? (1 - Math.exp(-dt / this.tauMs)) / dt : 1 / this.tauMs;
  }

  /** The weight all time since the start has, at `t`. */
  #span(t: number): number {
    return 1 - Math.exp(-Math.max(0, t - this.#started) / this.tauMs);
  }

  /** Notes `cells` more finished at `now` (the interval since the last). */
  note(now: number, cells = 1): void {
    const dt = Math.max(0, now - this.#at);
    this.#raw = this.#raw * Math.exp(-dt / this.tauMs) +
      cells * this.#perMs(dt);
    this.#at = Math.max(this.#at, now);
  }

  /**
   * Cells per second at `now`; 0 before any row. A wait since the last row
   * longer than the rows' spacing lowers it (as if a row came now), so a
   * stalled run's ETA grows instead of standing still.
   */
  rate(now: number): number {
    const span = this.#span(this.#at);
    if (span <= 0) return 0;
    const settled = this.#raw / span;
    const gap = now - this.#at;
    if (gap <= 0) return settled * 1000;
    const open = (this.#raw * Math.exp(-gap / this.tauMs) + this.#perMs(gap)) /
      this.#span(now);
    return Math.min(settled, open) * 1000;
  }

  /** Seconds left for `remaining` cells at the rate at `now`; null if unknown. */
  etaSeconds(now: number, remaining: number): number | null {
    if (remaining <= 0) return 0;
    const rate = this.rate(now);
    return rate > 0 ? remaining / rate : null;
  }
}

/** A duration for a progress line: `42s`, `3m05s`, `2h07m`. */
export function formatSeconds(seconds: number): string {
  const s = Math.max(0, Math.round(seconds));
  if (s < 60) return `${s}s`;
  const pad = (n: number) => String(n).padStart(2, "0");
  if (s < 3600) return `${Math.floor(s / 60)}m${pad(s % 60)}s`;
  return `${Math.floor(s / 3600)}h${pad(Math.floor((s % 3600) / 60))}m`;
}

/** A rate for a progress line, with two or three significant figures. */
export function formatRate(perSecond: number): string {
  const digits = perSecond >= 10 ? 0 : perSecond >= 1 ? 1 : 2;
  return `${perSecond.toFixed(digits)} cells/s`;
}
