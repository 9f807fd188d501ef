/**
 * How `niah run` runs a prepared run, as its flags say: dry run, shard,
 * cost cap, batch mode. Shared by the session and its dry run.
 *
 * @module
 */
import type { sleep } from "../../sleep.ts";

/** How to run a prepared run. */
export interface RunSessionOptions {
  /** Print the plan and write nothing. */
  dryRun: boolean;
  /** With `dryRun`: list every cell, not only the first 20. */
  allCells?: boolean | undefined;
  /** Stop before this many USD would be spent (overrides the config). */
  maxCost?: number | undefined;
  /** `i/N`: run shard i of N (else `JOB_COMPLETION_INDEX`/`JOB_COMPLETIONS`). */
  shard?: string | undefined;
  /** Whether the caller gave the run-name stamp (so its time is pinned). */
  stampGiven: boolean;
  /** For tests: the fetch under the provider's host guard. */
  fetch?: typeof fetch | undefined;
  /** For tests: the runner's waits (backoff, retry-after, rate limits). */
  sleep?: typeof sleep | undefined;
  /** Batch mode whatever `runner.batch` says (`--batch`). */
  batch?: boolean | undefined;
  /** Batch mode: wait for the batches to end (false: `--no-wait`). */
  wait?: boolean | undefined;
  /** Cancel the store's pending batches (`--cancel-batches`). */
  cancelBatches?: boolean | undefined;
}
