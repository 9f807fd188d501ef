/** Waiting that an abort cuts short; used by the runner's backoff and the fake. */

/** Resolves after `ms`, or rejects with the signal's reason on abort. */
export function sleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal.aborted) return reject(signal.reason);
    const timer = setTimeout(() => {
      signal.removeEventListener("abort", onAbort);
      resolve();
    }, ms);
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal.reason);
    };
    signal.addEventListener("abort", onAbort, { once: true });
  });
}

/**
 * For a long loop of synchronous work (a dry run's estimate over a million
 * cells): call the returned function between items. Every `everyMs` it
 * gives the event loop a turn, so the Ctrl-C and SIGTERM listeners can run
 * (a loop that never yields makes the process deaf to them), and once
 * `signal` is aborted it throws the signal's reason.
 */
export function turnTaker(
  signal: AbortSignal,
  everyMs = 50,
): () => Promise<void> {
  let last = performance.now();
  return async () => {
    if (performance.now() - last >= everyMs) {
      await new Promise((resolve) => setTimeout(resolve, 0));
      last = performance.now();
    }
    signal.throwIfAborted();
  };
}
