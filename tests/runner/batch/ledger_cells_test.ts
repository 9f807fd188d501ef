import assert from "node:assert/strict";
import {
  checkLedgerCells,
  collectableCells,
} from "../../../src/runner/batch/ledger_cells.ts";
import type { LedgerEntry } from "../../../src/runner/batch/ledger.ts";

const entry: LedgerEntry = {
  label: "niah-1-0",
  id: "b1",
  provider: "fake/fake",
  host: "local",
  submitted_at: "2026-12-01T00:00:00.000Z",
  cells: [
    { cell_id: "c1", fingerprint: "f" },
    { cell_id: "c2", fingerprint: "f" },
    { cell_id: "c3", fingerprint: "g" },
  ],
};
const plan = { fingerprint: "f", has: (id: string) => id !== "c2" };
const how = (cancel: boolean) => ({
  cancel,
  ledgerPath: "s.jsonl.batches.json",
  shown: (e: LedgerEntry) => e.id!,
});

Deno.test("only the planned cells of this config are collected", () => {
  assert.deepEqual(
    collectableCells(entry, plan).cells.map((c) => c.cell_id),
    ["c1"],
  );
  const planned = { ...entry, cells: entry.cells.slice(0, 1) };
  assert.equal(collectableCells(planned, plan), planned);
});

Deno.test("another config's cells are refused, naming both fingerprints, unless cancelling", () => {
  assert.throws(
    () => checkLedgerCells([entry], plan, how(false)),
    /cell "c3" of another config \(fingerprint g; this config's is f\)/,
  );
  assert.deepEqual(checkLedgerCells([entry], plan, how(true)), [
    'batch: 2 of the 3 cells of batch "b1" are of another config or no longer in the sweep; their answers are not collected (the rest are)',
  ]);
});
