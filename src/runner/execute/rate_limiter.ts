/**
 * Requests-per-minute and tokens-per-minute limits, shared by every worker
 * of a run: a sliding one-minute window of what was sent. A request waits
 * until both its request and its tokens fit in the window.
 */

/** Limits; absent means unlimited. */
interface RateLimits {
  rpm?: number | undefined;
  tpm?: number | undefined;
}

const WINDOW_MS = 60_000;

/** The usage correction of an unlimited limiter, which records nothing. */
function ignoreUsage(_actualTokens: number): void {}

/** A shared limiter; `now` and `sleep` are passed in for tests. */
export class RateLimiter {
  readonly #sent: { at: number; tokens: number; gone: boolean }[] = [];
  /** The tokens of `#sent`, kept as entries come, go and are corrected. */
  #used = 0;
  #queue: Promise<void> = Promise.resolve();

  constructor(
    private readonly limits: RateLimits,
    private readonly now: () => number,
    private readonly sleep: (ms: number, signal: AbortSignal) => Promise<void>,
  ) {}

  /**
   * Waits until a request of `tokens` (an estimate) fits, then records it;
   * the returned function corrects the record once real usage is known.
   * Callers are served in order, so a big request is not starved by small
   * ones; one bigger than the whole tpm budget goes alone into an empty
   * window.
   */
  acquire(
    tokens: number,
    signal: AbortSignal,
  ): Promise<(actualTokens: number) => void> {
    if (this.limits.rpm === undefined && this.limits.tpm === undefined) {
      // Unlimited: nothing to wait for and nothing to record.
      signal.throwIfAborted();
      return Promise.resolve(ignoreUsage);
    }
    const turn = this.#queue.then(() => this.#wait(tokens, signal));
    this.#queue = turn.then(() => {}, () => {});
    return turn;
  }

  async #wait(
    tokens: number,
    signal: AbortSignal,
  ): Promise<(actualTokens: number) => void> {
    const { rpm, tpm } = this.limits;
    for (;;) {
      signal.throwIfAborted();
      const now = this.now();
      while (
        this.#sent.length > 0 && (this.#sent[0]?.at ?? now) <= now - WINDOW_MS
      ) {
        const gone = this.#sent.shift()!;
        gone.gone = true;
        this.#used -= gone.tokens;
      }
      const used = this.#used;
      const requestsFit = rpm === undefined || this.#sent.length < rpm;
      const tokensFit = tpm === undefined || used + tokens <= tpm ||
        this.#sent.length === 0;
      if (requestsFit && tokensFit) {
        const entry = { at: now, tokens, gone: false };
        this.#sent.push(entry);
        this.#used += tokens;
        return (actual) => {
          // Only an entry still in the window counts towards #used.
          if (!entry.gone) this.#used += actual - entry.tokens;
          entry.tokens = actual;
        };
      }
      // Wait until the oldest entry leaves the window.
      const oldest = this.#sent[0]?.at ?? now;
      await this.sleep(Math.max(1, oldest + WINDOW_MS - now), signal);
    }
  }
}
