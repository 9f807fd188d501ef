/**
 * The matches of `phase_shift_capture_pattern` in a prompt, with a time
 * budget. V8's regular expressions backtrack, and some patterns take
 * exponential (or high polynomial) time on a long prompt; config loading
 * refuses the plain cases (`config/regex_backtracking.ts`), but no static
 * check sees every one. So the match runs in a worker thread for at most
 * {@link CAPTURE_BUDGET_MS}, counted from when the worker has started and
 * holds the text (its start-up, which a loaded machine slows, is bounded
 * apart by {@link WORKER_START_LIMIT_MS}): a match in this thread could be stopped by
 * nothing, not even Ctrl-C. A run's phase shifter awaits it
 * ({@link captureMatchesAsync}), so a signal is heard at once and ends the
 * wait; `phaseShift` called on its own waits on a shared buffer. A match
 * over budget is an error that names the pattern, and the run stops (exit
 * 2); the stuck thread ends with the process (V8 cannot interrupt a
 * running match).
 *
 * @module
 */
import { InterruptedError, UsageError } from "../errors.ts";
import { excerpt } from "../config/quoted_value.ts";
import { CAPTURE_STATUS, type CaptureRequest } from "./capture_worker.ts";

/**
 * How long one message's match may take, from the moment the worker
 * starts matching. A sane pattern takes milliseconds over a million
 * characters; this leaves room for a loaded machine.
 */
export const CAPTURE_BUDGET_MS = 5_000;

/**
 * How long the worker may take to start and receive the text before the
 * budget starts: only a machine in trouble gets near it.
 */
const WORKER_START_LIMIT_MS = 120_000;

/** The most matches one message may have (a pattern matching everywhere). */
export const MAX_CAPTURE_MATCHES = 65_536;

/** One match: UTF-16 offsets. */
export interface CaptureMatch {
  start: number;
  end: number;
}

/** A started match: its worker, its shared buffer, and the buffer's view. */
interface StartedMatch {
  worker: Worker;
  state: Int32Array;
}

/** Starts matching `pattern` over `text` in a worker. */
function startMatch(text: string, pattern: RegExp): StartedMatch {
  const capacity = Math.min(MAX_CAPTURE_MATCHES, text.length);
  const shared = new SharedArrayBuffer(4 * (2 + 2 * capacity));
  const worker = new Worker(
    new URL("./capture_worker.ts", import.meta.url).href,
    { type: "module" },
  );
  worker.postMessage(
    {
      source: pattern.source,
      flags: pattern.flags,
      text,
      shared,
    } satisfies CaptureRequest,
  );
  return { worker, state: new Int32Array(shared) };
}

/** The matches the worker wrote, or the error its status calls for. */
function finishedMatches(
  { state }: StartedMatch,
  text: string,
  pattern: RegExp,
  budgetMs: number,
): CaptureMatch[] {
  const status = Atomics.load(state, 0);
  if (status === CAPTURE_STATUS.pending) {
    throw new UsageError(
      `Cannot phase-shift a prompt: the worker that matches phase_shift_capture_pattern did not start within ${
        WORKER_START_LIMIT_MS / 1000
      } s`,
    );
  }
  if (status === CAPTURE_STATUS.matching) {
    throw new UsageError(
      `Cannot phase-shift a prompt: phase_shift_capture_pattern "${
        excerpt(pattern.source)
      }" ran over ${
        budgetMs / 1000
      } s on a message of ${text.length} characters without finishing (it backtracks catastrophically); simplify it, e.g. give repeated parts a fixed count`,
    );
  }
  if (status === CAPTURE_STATUS.overflow) {
    throw new UsageError(
      `Cannot phase-shift a prompt: phase_shift_capture_pattern "${
        excerpt(pattern.source)
      }" matches over ${MAX_CAPTURE_MATCHES} times in one message; make it match only the needle`,
    );
  }
  const matches: CaptureMatch[] = [];
  for (let i = 0; i < state[1]!; i++) {
    matches.push({ start: state[2 + 2 * i]!, end: state[3 + 2 * i]! });
  }
  return matches;
}

/**
 * The non-empty matches of `pattern` (global) in `text`, in order, found
 * in a worker within `budgetMs`, blocking this thread while it waits;
 * throws a UsageError past the budget or past {@link MAX_CAPTURE_MATCHES}
 * matches.
 */
export function captureMatches(
  text: string,
  pattern: RegExp,
  budgetMs = CAPTURE_BUDGET_MS,
): CaptureMatch[] {
  const started = startMatch(text, pattern);
  try {
    // Blocks this thread: the worker runs on its own, and the budget is
    // what bounds the wait once it is matching.
    Atomics.wait(
      started.state,
      0,
      CAPTURE_STATUS.pending,
      WORKER_START_LIMIT_MS,
    );
    Atomics.wait(started.state, 0, CAPTURE_STATUS.matching, budgetMs);
    return finishedMatches(started, text, pattern, budgetMs);
  } finally {
    started.worker.terminate();
  }
}

/**
 * {@link captureMatches} without blocking: this thread goes on while the
 * worker matches, so Ctrl-C and SIGTERM are heard at once; `signal`
 * aborting ends the wait with an {@link InterruptedError}. What a run's
 * phase shifter calls.
 */
export async function captureMatchesAsync(
  text: string,
  pattern: RegExp,
  signal?: AbortSignal,
  budgetMs = CAPTURE_BUDGET_MS,
): Promise<CaptureMatch[]> {
  signal?.throwIfAborted();
  const started = startMatch(text, pattern);
  const ended = Promise.withResolvers<void>();
  let timer = setTimeout(ended.resolve, WORKER_START_LIMIT_MS);
  const onAbort = () =>
    ended.reject(
      new InterruptedError(
        "Interrupted: stopped while matching phase_shift_capture_pattern",
      ),
    );
  signal?.addEventListener("abort", onAbort, { once: true });
  // The worker says when it starts matching (the budget starts then) and
  // when it has written its status.
  started.worker.onmessage = (event: MessageEvent<number>) => {
    if (event.data !== CAPTURE_STATUS.matching) return ended.resolve();
    clearTimeout(timer);
    timer = setTimeout(ended.resolve, budgetMs);
  };
  try {
    await ended.promise;
    return finishedMatches(started, text, pattern, budgetMs);
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener("abort", onAbort);
    started.worker.terminate();
  }
}
