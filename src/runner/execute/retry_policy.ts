/**
 * When a failed request is tried again, and after how long. Transient
 * failures (5xx, resets, timeouts) spend `runner.retries`; rate limits
 * (429) do not: they wait as the API says, or back off, for as long as
 * `runner.max_wait_s` allows in all, so a rate-limited run finishes
 * instead of writing provider errors.
 */
import type { RetryDecision } from "../../providers/provider.ts";

/** Longest backoff between two tries, whatever the attempt number. */
const MAX_BACKOFF_MS = 60_000;

/**
 * The shortest wait after a 429, even when the API says 0: each rate-limited
 * try then spends some of `max_wait_s`, so a cell always ends.
 */
export const MIN_RATE_LIMIT_WAIT_MS = 100;

/** The runner settings the policy reads. */
interface RetrySettings {
  retries: number;
  backoff_base_s: number;
  max_wait_s: number;
}

/** One cell's tries so far. */
export class RetryBudget {
  /** Transient failures so far (each spends one of `retries`). */
  failures = 0;
  /** 429s so far. */
  rateLimited = 0;
  /** Milliseconds waited so far. */
  waitedMs = 0;
  /**
   * The wait that was refused because it would pass `runner.max_wait_s`
   * (ms), when that is why {@link next} gave up.
   */
  refusedWaitMs: number | undefined;

  constructor(
    private readonly settings: RetrySettings,
    private readonly random: () => number,
  ) {}

  /**
   * How long to wait before trying again after a failure classified as
   * `decision`, or null to give up (and write the error row).
   */
  next(decision: RetryDecision): number | null {
    this.refusedWaitMs = undefined;
    if (!decision.retry) return null;
    const rateLimit = decision.kind === "rate_limit";
    const tries = rateLimit ? ++this.rateLimited : ++this.failures;
    if (!rateLimit && tries > this.settings.retries) return null;
    const ceiling = Math.min(
      MAX_BACKOFF_MS,
      this.settings.backoff_base_s * 1000 * 2 ** (tries - 1),
    );
    let wait = decision.retryAfterMs ?? this.random() * ceiling;
    if (rateLimit) wait = Math.max(wait, MIN_RATE_LIMIT_WAIT_MS);
    if (this.waitedMs + wait > this.settings.max_wait_s * 1000) {
      this.refusedWaitMs = wait;
      return null;
    }
    this.waitedMs += wait;
    return wait;
  }
}
