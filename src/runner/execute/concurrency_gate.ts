/**
 * How many requests may be in flight: the configured concurrency, halved
 * when the API keeps answering 429, and grown back by one after a run of
 * successes (additive increase, multiplicative decrease).
 */
export class ConcurrencyGate {
  #limit: number;
  #active = 0;
  #successes = 0;
  #lastCut = -Infinity;
  readonly #waiters: (() => void)[] = [];

  constructor(
    private readonly max: number,
    private readonly now: () => number,
  ) {
    this.#limit = max;
  }

  /** The current limit. */
  get limit(): number {
    return this.#limit;
  }

  /** Waits for a slot; the returned function releases it. */
  async acquire(signal: AbortSignal): Promise<() => void> {
    while (this.#active >= this.#limit) {
      signal.throwIfAborted();
      await new Promise<void>((resolve) => {
        const wake = () => {
          signal.removeEventListener("abort", wake);
          resolve();
        };
        this.#waiters.push(wake);
        signal.addEventListener("abort", wake, { once: true });
      });
    }
    signal.throwIfAborted();
    this.#active++;
    let released = false;
    return () => {
      if (released) return;
      released = true;
      this.#active--;
      this.#wake();
    };
  }

  /** A 429: halve the limit, at most once a second. */
  rateLimited(): void {
    this.#successes = 0;
    const now = this.now();
    if (now - this.#lastCut < 1000) return;
    this.#lastCut = now;
    this.#limit = Math.max(1, Math.floor(this.#limit / 2));
  }

  /** A success: after `limit` of them in a row, allow one more. */
  succeeded(): void {
    if (this.#limit >= this.max) return;
    if (++this.#successes >= this.#limit) {
      this.#successes = 0;
      this.#limit++;
      this.#wake();
    }
  }

  // Each woken waiter checks the limit again before taking a slot.
  #wake(): void {
    this.#waiters.shift()?.();
  }
}
