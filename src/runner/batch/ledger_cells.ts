/**
 * A pending batch's cells against the plan of the run that collects it.
 * Cells of the same config that the plan no longer has (a sweep shrunk
 * while the batch ran) do not lock the store: the batch is collected for
 * the cells still planned, and the run says which are left out. Cells of
 * another config (another fingerprint) would be scored against prompts
 * that were never sent, so the run refuses them, naming both fingerprints,
 * unless it is cancelling (`--cancel-batches` always can): the batch is
 * then cancelled and only what fits this config is collected. A batch
 * submitted without `-n` is collected whole by a run with it: its cells
 * are looked up among the whole sweep's.
 *
 * @module
 */
import { UsageError } from "../../errors.ts";
import type { LedgerEntry } from "./ledger.ts";
import type { Cell } from "../../tasks/task.ts";
import type { Plan } from "../plan/plan.ts";

/**
 * The cells a run collects against, by id: the plan's, or the whole
 * sweep's when `-n` left out cells that `entries` hold.
 */
export function collectingCells(
  plan: Pick<Plan, "cells" | "sweepCells">,
  entries: readonly LedgerEntry[],
): Map<string, Cell> {
  const byId = (cells: readonly Cell[]) =>
    new Map(cells.map((cell) => [cell.cell_id, cell]));
  const planned = byId(plan.cells);
  const outside = entries.some((entry) =>
    entry.cells.some((c) => !planned.has(c.cell_id))
  );
  return plan.sweepCells && outside ? byId(plan.sweepCells()) : planned;
}

/** What the check compares an entry with. */
interface PlanCells {
  fingerprint: string;
  /** The ids of the plan's cells. */
  has(cellId: string): boolean;
}

/** The entry with only the cells this run collects: planned, of its config. */
export function collectableCells(
  entry: LedgerEntry,
  plan: PlanCells,
): LedgerEntry {
  const cells = entry.cells.filter((c) =>
    c.fingerprint === plan.fingerprint && plan.has(c.cell_id)
  );
  return cells.length === entry.cells.length ? entry : { ...entry, cells };
}

/**
 * Checks each entry's cells against the plan: another config's cells are
 * refused unless `cancel`; the note lines say what is left out.
 */
export function checkLedgerCells(
  entries: readonly LedgerEntry[],
  plan: PlanCells,
  how: {
    cancel: boolean;
    ledgerPath: string;
    /** A batch's id (or label) as printed. */
    shown(entry: LedgerEntry): string;
  },
): string[] {
  const notes: string[] = [];
  for (const entry of entries) {
    const other = entry.cells.find((c) => c.fingerprint !== plan.fingerprint);
    if (other && !how.cancel) {
      throw new UsageError(
        `Cannot collect batch "${
          how.shown(entry)
        }" of "${how.ledgerPath}": it holds cell "${other.cell_id}" of another config (fingerprint ${other.fingerprint}; this config's is ${plan.fingerprint}); restore the config that submitted it, or run with --cancel-batches to cancel it (its answers are then not collected)`,
      );
    }
    const left = entry.cells.length -
      collectableCells(entry, plan).cells.length;
    if (left === 0) continue;
    notes.push(
      `batch: ${left} of the ${entry.cells.length} cells of batch "${
        how.shown(entry)
      }" are ${
        other ? "of another config or " : ""
      }no longer in the sweep; their answers are not collected (the rest are)`,
    );
  }
  return notes;
}
