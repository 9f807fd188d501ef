/**
 * Decides which cells a run still owes, given the rows already stored:
 * cells with an answered row of the same fingerprint are done; error rows
 * are re-run (from the second call where one kept a paid first call); rows
 * of a changed config are refused, saying what changed.
 */
import { UsageError } from "../../errors.ts";
import type { IndexedRow } from "../../store/read_rows.ts";
import type { FollowUpRecord } from "../../store/row_schema.ts";
import type { Cell } from "../../tasks/task.ts";
import type { Plan } from "../plan/plan.ts";

/** The cells to run and how many were already done. */
export interface ResumeState {
  todo: Cell[];
  done: number;
  /** Cells whose last row was an error, now queued again. */
  retried: number;
  /**
   * The first calls of queued cells whose error row kept one (a second
   * call that failed, `follow_up`), by cell id: resent from their second.
   */
  firstCalls: Map<string, FollowUpRecord>;
}

/** Applies resume rules to `existing` (last row per cell id). */
export function resumeState(
  plan: Plan,
  existing: ReadonlyMap<string, IndexedRow>,
): ResumeState {
  const path = plan.storePath;
  if (existing.size > 0 && !plan.run.runner.resume) {
    throw new UsageError(
      `Cannot start run: "${path}" already holds rows and runner.resume is false; move the file away or set store.path to a new file`,
    );
  }
  for (const row of existing.values()) {
    if (row.fingerprint !== plan.fingerprint) {
      throw new UsageError(
        `Cannot resume "${path}": its rows were written by a different config (${
          changedParts(plan, row)
        } changed; fingerprint ${row.fingerprint}, now ${plan.fingerprint}); set store.path to a new file to start a new run`,
      );
    }
  }
  const todo: Cell[] = [];
  const firstCalls = new Map<string, FollowUpRecord>();
  let done = 0;
  let retried = 0;
  for (const cell of plan.cells) {
    const row = existing.get(cell.cell_id);
    if (row?.status === "ok") done++;
    else {
      if (row) retried++;
      if (row?.follow_up) firstCalls.set(cell.cell_id, row.follow_up);
      todo.push(cell);
    }
  }
  return { todo, done, retried, firstCalls };
}

function changedParts(plan: Plan, row: IndexedRow): string {
  const old = row.fingerprint_parts;
  if (!old || typeof old !== "object") return "the config";
  const names = Object.keys(plan.fingerprintParts).filter((name) =>
    old[name] !== plan.fingerprintParts[name]
  );
  return names.length > 0 ? names.join(", ") : "the config";
}
