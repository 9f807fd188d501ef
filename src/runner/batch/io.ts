/**
 * What batch mode needs from outside its room: the clock, waiting, the
 * abort signal, lines on standard error, the progress display, the
 * ledger's file beside the store, and the longest results line it holds. `session/run_session.ts` passes in the
 * process's (`denoLedgerFiles` for the ledger); tests may pass their own.
 *
 * @module
 */
import type { BatchProgress } from "./progress.ts";

/** Reads and writes of the ledger's one file. */
export interface LedgerFiles {
  /** The file's text; undefined when there is no such file. */
  read(path: string): Promise<string | undefined>;
  /** Replaces the file whole: a crash leaves the old text or the new. */
  write(path: string, text: string): Promise<void>;
  /** Removes the file; none is nothing to do. */
  remove(path: string): Promise<void>;
  /** Whether anything is at the path (`read` refuses what is not a file). */
  exists(path: string): Promise<boolean>;
}

/** The outside world as batch mode sees it. */
export interface BatchIo {
  /** Aborted on Ctrl-C. */
  signal: AbortSignal;
  /** Writes one line to standard error. */
  err(line: string): void;
  progress: BatchProgress;
  sleep(ms: number, signal: AbortSignal): Promise<void>;
  now(): Date;
  /** The ledger's file. */
  ledgerFiles: LedgerFiles;
  /**
   * The longest results line held, in bytes (default the providers'
   * `RESULTS_READING`; `NIAH_BATCH_RESULT_LINE_BYTES`, or a test's).
   */
  resultLineBytes?: number | undefined;
}
