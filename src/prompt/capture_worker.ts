/**
 * The worker of {@link captureMatches} (`capture_matches.ts`): runs one
 * `phase_shift_capture_pattern` over one text and writes the non-empty
 * matches into the shared buffer it was given, then wakes the waiting
 * thread. A pattern that backtracks for hours blocks only this thread,
 * which the caller gives up on after its time budget. Imports nothing, so
 * it starts fast.
 */

/** What the caller sends: the pattern, its flags, the text, the buffer. */
export interface CaptureRequest {
  source: string;
  flags: string;
  text: string;
  /** Int32: [status, count, start0, end0, start1, end1, ...]. */
  shared: SharedArrayBuffer;
}

/** Status values in slot 0 of the shared buffer. */
export const CAPTURE_STATUS = {
  /** The worker has not started matching yet (it may still be loading). */
  pending: 0,
  /** The worker has the text and is matching: the budget runs from here. */
  matching: 3,
  done: 1,
  /** More matches than the buffer holds. */
  overflow: 2,
} as const;

interface Scope {
  onmessage: ((event: MessageEvent<CaptureRequest>) => void) | null;
  postMessage(message: unknown): void;
}

function onMessage(event: MessageEvent<CaptureRequest>): void {
  const { source, flags, text, shared } = event.data;
  const state = new Int32Array(shared);
  const capacity = (state.length - 2) >> 1;
  // The caller's budget counts the match, not the worker's start-up.
  Atomics.store(state, 0, CAPTURE_STATUS.matching);
  Atomics.notify(state, 0);
  scope.postMessage(CAPTURE_STATUS.matching);
  let count = 0;
  let status: number = CAPTURE_STATUS.done;
  for (const match of text.matchAll(new RegExp(source, flags))) {
    if (match[0] === "") continue;
    if (count === capacity) {
      status = CAPTURE_STATUS.overflow;
      break;
    }
    state[2 + 2 * count] = match.index;
    state[3 + 2 * count] = match.index + match[0].length;
    count++;
  }
  state[1] = count;
  Atomics.store(state, 0, status);
  Atomics.notify(state, 0);
  // For a caller that awaits rather than blocks.
  scope.postMessage(status);
}

const scope = globalThis as unknown as Scope;
// Only as the worker's own module: one importing its constants may be a
// worker too (a run's scope, runner/scope/), whose messages are its own.
if (import.meta.main && typeof scope.postMessage === "function") {
  scope.onmessage = onMessage;
}
