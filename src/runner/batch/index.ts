/**
 * Batch mode's room (`runner.batch: true` or `--batch`), and its only
 * entry for code outside it: whether a run goes through batch mode, the
 * batch run itself (`batchCells`: pending batches collected, cells
 * submitted, polled and collected into rows), what a run that leaves
 * batches pending prints, the dry run's batch line, the progress display,
 * and the outside world the room needs (`BatchIo`: clock, sleep, lines on
 * standard error, progress, the ledger's file) with the longest results
 * line it holds (`resultLineBytesOf`, from the environment). Inside: the ledger beside
 * the store (`ledger.ts`), the split into batches (`plan.ts`), polling
 * (`poll.ts`, and when it stops waiting, `wait_limits.ts`), unconfirmed
 * submissions (`intents.ts`), the ledger's cells against the plan
 * (`ledger_cells.ts`), collecting results as rows (`collect.ts`), the
 * batch API's failures (`errors.ts`) and how server text is printed
 * (`shown.ts`). The
 * providers' batch adapters stay with their providers
 * (`providers/*_batch.ts`, behind `providers/batch.ts`).
 *
 * @module
 */
export {
  batchCells,
  batchModeOn,
  dryRunBatch,
  hasPendingBatches,
  pendingNote,
} from "./mode.ts";
export type { BatchSummary } from "./session.ts";
export { type BatchProgress, createBatchProgress } from "./progress.ts";
export type { BatchIo, LedgerFiles } from "./io.ts";
export { denoLedgerFiles } from "./deno_ledger_files.ts";
export { RESULT_LINE_BYTES_ENV, resultLineBytesOf } from "./result_line_cap.ts";
