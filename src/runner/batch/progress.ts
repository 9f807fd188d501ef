/**
 * Batch progress on stderr: one line per poll with the requests
 * submitted, in progress, succeeded, errored and expired across the run's
 * batches, the provider's window and the next poll; nothing with
 * `--quiet`. Polls are seconds to minutes apart, so plain lines serve a
 * terminal and a log alike.
 *
 * @module
 */
import type { BatchInfo } from "../../providers/batch.ts";

/** Where a run's batches stand, for progress displays. */
interface BatchProgressState {
  batches: readonly BatchInfo[];
  /** The provider's window, e.g. "24h". */
  window: string;
  /** Seconds to the next poll (0: none). */
  nextPollS: number;
}

/** A progress display of a run's batches. */
export interface BatchProgress {
  update(state: BatchProgressState): void;
  stop(): void;
}

/** The line for `state`. */
export function batchProgressLine(state: BatchProgressState): string {
  const sum = (pick: (b: BatchProgressState["batches"][number]) => number) =>
    state.batches.reduce((total, b) => total + pick(b), 0);
  const running =
    state.batches.filter((b) =>
      b.status === "queued" || b.status === "in_progress" ||
      b.status === "cancelling"
    ).length;
  return `batches: ${state.batches.length} (${running} running; window ${state.window}) | submitted ${
    sum((b) => b.counts.total)
  } | in progress ${sum((b) => b.counts.processing)} | succeeded ${
    sum((b) => b.counts.succeeded)
  } | errored ${sum((b) => b.counts.errored)} | expired ${
    sum((b) => b.counts.expired)
  }${
    sum((b) => b.counts.cancelled) > 0
      ? ` | cancelled ${sum((b) => b.counts.cancelled)}`
      : ""
  }${
    state.nextPollS > 0 ? ` | next poll in ${state.nextPollS.toFixed(0)} s` : ""
  }`;
}

/** The display writing to `io`'s standard error. */
export function createBatchProgress(
  io: { err(line: string): void },
  options: { quiet: boolean },
): BatchProgress {
  if (options.quiet) return { update() {}, stop() {} };
  return {
    update: (state) => io.err(batchProgressLine(state)),
    stop() {},
  };
}
