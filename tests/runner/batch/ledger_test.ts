import assert from "node:assert/strict";
import { BatchLedger, ledgerPathOf } from "../../../src/runner/batch/ledger.ts";

const entry = {
  label: "niah-1-0",
  provider: "fake/fake",
  host: "local",
  submitted_at: "2026-12-01T00:00:00.000Z",
  cells: [{ cell_id: "c1", fingerprint: "f" }],
};

Deno.test("the ledger records intents, confirms ids, and is no file when empty", async () => {
  const dir = await Deno.makeTempDir();
  try {
    const store = `${dir}/s.jsonl`;
    const ledger = await BatchLedger.open(store);
    assert.deepEqual(ledger.entries, []);
    await ledger.add(entry);
    await ledger.confirm("niah-1-0", "batch_1");
    const again = await BatchLedger.open(store);
    assert.equal(again.entries[0]!.id, "batch_1");
    assert.deepEqual([...again.pendingCells()], ["c1"]);
    await again.remove("niah-1-0");
    assert.equal(
      await Deno.stat(ledgerPathOf(store)).then(() => true, () => false),
      false,
    );
    await Deno.writeTextFile(ledgerPathOf(store), "{not json");
    await assert.rejects(
      BatchLedger.open(store),
      /Cannot read batch ledger .* not a niah batch ledger/,
    );
  } finally {
    await Deno.remove(dir, { recursive: true });
  }
});

Deno.test("an id holding a secret is kept in memory only: the file says it is withheld", async () => {
  const dir = await Deno.makeTempDir();
  try {
    const store = `${dir}/s.jsonl`;
    const ledger = await BatchLedger.open(store, undefined, ["sk-secret-1"]);
    await ledger.add(entry);
    await ledger.confirm("niah-1-0", "batch_sk-secret-1");
    assert.equal(ledger.entries[0]!.id, "batch_sk-secret-1");
    const text = await Deno.readTextFile(ledgerPathOf(store));
    assert.ok(!text.includes("secret"), text);
    const again = await BatchLedger.open(store);
    assert.equal(again.entries[0]!.id, undefined);
    assert.equal(again.entries[0]!.withheld, true);
  } finally {
    await Deno.remove(dir, { recursive: true });
  }
});
