/**
 * What a run session prints to and listens on: the streams, Ctrl-C, the
 * environment and the progress displays, passed in by `cli/run.ts`.
 * Shared by the session and its dry run.
 *
 * @module
 */
import type { RunProgress } from "../execute/run_summary.ts";
import type { BatchProgress } from "../batch/index.ts";

/** A progress display of a run's cells. */
interface SessionProgress {
  update(progress: RunProgress): void;
  stop(): void;
}

/** What a run session prints to and listens on. */
export interface RunSessionIo {
  /** Writes to standard output as is. */
  out(text: string): void;
  /** Writes one line to standard error. */
  err(line: string): void;
  /** Aborted on Ctrl-C. */
  signal: AbortSignal;
  /** Reads an environment variable (key, endpoint, shard, run time). */
  env(name: string): string | undefined;
  /** The progress display for `total` cells to run. */
  progress(total: number): SessionProgress;
  /** The progress display of batch mode's batches (default: none). */
  batchProgress?(): BatchProgress;
}
