/**
 * What executing a run reports: where it stands after each row, for
 * progress displays, and what it did, for the session's closing summary
 * (a batch run's summary extends it).
 *
 * @module
 */

/** Where a run stands, for progress displays. */
export interface RunProgress {
  written: number;
  total: number;
  classes: Record<string, number>;
  costUsd: number;
  /** The concurrency limit now (it halves on repeated 429s). */
  concurrency: number;
  /** Requests sent and not yet answered, now (at most `concurrency`). */
  inFlight: number;
}

/** What a run did. */
export interface RunSummary {
  cells: number;
  skipped: number;
  written: number;
  /** Rows written per failure class. */
  classes: Record<string, number>;
  interrupted: boolean;
  /** USD spent by the cells this run sent. */
  costUsd: number;
  /** Set when the cost cap stopped the run early. */
  stoppedByCost?: string;
}
