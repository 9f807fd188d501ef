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

/** A shared limiter; `now` and `sleep` are passed in for tests. */
export class RateLimiter {
  readonly #sent: { at: number; tokens: number }[] = [];
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
        this.#sent.shift();
      }
      const used = this.#sent.reduce((sum, e) => sum + e.tokens, 0);
      const requestsFit = rpm === undefined || this.#sent.length < rpm;
      const tokensFit = tpm === undefined || used + tokens <= tpm ||
        this.#sent.length === 0;
      if (requestsFit && tokensFit) {
        const entry = { at: now, tokens };
        this.#sent.push(entry);
        return (actual) => {
          entry.tokens = actual;
        };
      }
      // Wait until the oldest entry leaves the window.
      const oldest = this.#sent[0]?.at ?? now;
      await this.sleep(Math.max(1, oldest + WINDOW_MS - now), signal);
    }
  }
}
