/**
 * A finished batch's results as rows: the same row a direct call makes
 * (`makeRow`: scoring, failure classes, usage, reasoning, phase shift,
 * the recipe reconstruct replays), with the key redacted, the cost at the
 * batch price and the batch's id in `batch_id`. Each cell's prompt is
 * rebuilt from the plan by cell id, so a later process collects what an
 * earlier one submitted. A request that errored or was cancelled is a
 * `provider_error` row, one that expired (the provider's window passed) a
 * `timeout` row; both are sent again by the next run. A cell whose row of
 * this batch is already in the store (a crash after writing rows, before
 * the ledger entry went) is not written twice, and a result for a cell the
 * batch does not hold, or for one already written, is dropped (so a file
 * of ids niah never sent costs nothing to keep).
 *
 * @module
 */
import {
  type BatchApi,
  type BatchInfo,
  type BatchResult,
  RESULTS_READING,
  type ResultsReading,
} from "../../providers/batch.ts";
import type { Row } from "../../store/row_schema.ts";
import type { LedgerEntry } from "./ledger.ts";
import type { Cell } from "../../tasks/task.ts";
import { builtPrompt, type PromptParts } from "../plan/cell_prompts.ts";
import type { Plan } from "../plan/plan.ts";
import { redact } from "../rows/redact.ts";
import { uncollectable } from "./errors.ts";
import { answeredOutcome, makeRow, type Outcome } from "../rows/row.ts";

/** What collecting a batch reads and writes. */
interface CollectDeps {
  /** The run's plan, priced at the batch price. */
  plan: Plan;
  /** The plan's cells by id. */
  cells: ReadonlyMap<string, Cell>;
  prompt: PromptParts;
  api: BatchApi;
  append(row: Row): Promise<void>;
  /** Whether the store already holds this cell's row of this batch (its id as rows hold it). */
  written(cellId: string, batchId: string): boolean;
  secrets: readonly string[];
  now(): Date;
  signal: AbortSignal;
  /**
   * The longest results line held (default `RESULTS_READING`'s); the
   * download's idle wait is `runner.request_timeout_s`.
   */
  lineBytes?: number | undefined;
  /** The endpoint's host and the ledger's path, for a failure's line. */
  where: { host: string; ledgerPath: string };
  onRow?(row: Row): void;
}

/** Writes a row per cell of the ended batch `info`; how many were written. */
export async function collectBatch(
  entry: LedgerEntry,
  info: BatchInfo,
  deps: CollectDeps,
): Promise<number> {
  const owed = new Set(entry.cells.map((c) => c.cell_id));
  // The provider chose the id: rows hold it redacted, as any server text.
  const batchId = redact(info.id, deps.secrets);
  let written = 0;
  const write = async (cellId: string, outcome: OutcomeOf) => {
    if (!owed.delete(cellId)) return;
    if (deps.written(cellId, batchId)) return;
    const row = await rowOf(entry, batchId, cellId, outcome, deps);
    await deps.append(row);
    deps.onRow?.(row);
    written++;
  };
  if (info.status !== "failed") {
    const reading: ResultsReading = {
      maxLineBytes: deps.lineBytes ?? RESULTS_READING.maxLineBytes,
      idleMs: deps.plan.run.runner.request_timeout_s * 1000,
    };
    const results = deps.api.results(info.id, deps.signal, reading);
    try {
      for await (const result of results) {
        await write(result.custom_id, result);
      }
    } catch (error) {
      throw uncollectable(error, info.id, { ...deps, ...deps.where }) ?? error;
    }
  }
  const why = info.status === "failed"
    ? `the batch failed as a whole${info.error ? ` (${info.error})` : ""}`
    : `the batch ${info.status} without a result for this request`;
  // As the contract says: an expired batch's missing cells expired (a
  // timeout row), a cancelled one's were cancelled, any other's errored.
  const kind = info.status === "expired"
    ? "expired"
    : info.status === "cancelled"
    ? "cancelled"
    : "errored";
  for (const cellId of [...owed]) {
    await write(cellId, { kind, error: why });
  }
  return written;
}

type OutcomeOf =
  | Pick<Extract<BatchResult, { kind: "answered" }>, "kind" | "completion">
  | { kind: "errored" | "expired" | "cancelled"; error: string };

/** The row of one cell's result. */
async function rowOf(
  entry: LedgerEntry,
  batchId: string,
  cellId: string,
  result: OutcomeOf,
  deps: CollectDeps,
): Promise<Row> {
  const { plan } = deps;
  const cell = deps.cells.get(cellId);
  if (!cell) throw new Error(`batch ${batchId} holds unknown cell ${cellId}`);
  const built = await builtPrompt(plan, cell, deps.prompt);
  let outcome: Outcome;
  if (result.kind === "answered") {
    outcome = answeredOutcome(
      plan,
      built,
      result.completion,
      deps.secrets,
      cell,
    );
  } else {
    outcome = {
      kind: "failed",
      failure: result.kind === "expired" ? "timeout" : "provider_error",
      error: redact(
        `${result.kind} in batch ${batchId}: ${result.error}`,
        deps.secrets,
      ),
    };
  }
  const finishedAt = deps.now();
  const row = makeRow(plan, cell, built, outcome, {
    attempts: 1,
    durationSeconds: Math.max(
      0,
      (finishedAt.getTime() - Date.parse(entry.submitted_at)) / 1000,
    ),
    finishedAt,
  }, built.phase_shift);
  return { ...row, batch_id: batchId };
}
