import assert from "node:assert/strict";
import { settleIntents } from "../../../src/runner/batch/intents.ts";
import type { BatchApi, BatchInfo } from "../../../src/providers/batch.ts";
import { BatchLedger } from "../../../src/runner/batch/ledger.ts";

const intent = {
  label: "niah-x-0",
  provider: "fake/fake",
  host: "local",
  submitted_at: "2026-12-01T00:00:00.000Z",
  cells: [{ cell_id: "c", fingerprint: "f" }],
};

async function withLedger(
  body: (ledger: BatchLedger) => Promise<void>,
): Promise<void> {
  const dir = await Deno.makeTempDir();
  try {
    const ledger = await BatchLedger.open(`${dir}/s.jsonl`);
    await ledger.add(intent);
    await body(ledger);
  } finally {
    await Deno.remove(dir, { recursive: true });
  }
}

const deps = (forget: boolean) => ({
  api: { classify: () => ({ retry: false as const }) },
  sleep: () => Promise.resolve(),
  signal: new AbortController().signal,
  forget,
  secrets: [],
});

const api = (found: BatchInfo | null | undefined): BatchApi =>
  ({
    name: "test API",
    classify: () => ({ retry: false }),
    ...(found === undefined
      ? {}
      : { findByLabel: () => Promise.resolve(found) }),
  }) as unknown as BatchApi;

Deno.test("an unconfirmed submission found by its label is adopted", async () => {
  await withLedger(async (ledger) => {
    const info = { id: "b1" } as BatchInfo;
    const notes = await settleIntents(ledger, api(info), deps(false));
    assert.match(notes[0]!, /found batch "b1"/);
    assert.equal(ledger.entries[0]!.id, "b1");
  });
});

Deno.test("an unconfirmed submission the provider never made is dropped", async () => {
  await withLedger(async (ledger) => {
    const notes = await settleIntents(ledger, api(null), deps(false));
    assert.match(notes[0]!, /has no such batch; they are sent again/);
    assert.deepEqual(ledger.entries, []);
  });
});

Deno.test("without a lookup, the run refuses; --cancel-batches forgets", async () => {
  await withLedger(async (ledger) => {
    await assert.rejects(
      settleIntents(ledger, api(undefined), deps(false)),
      /test API cannot be asked whether that batch was created/,
    );
    const notes = await settleIntents(ledger, api(undefined), deps(true));
    assert.match(notes[0]!, /forgot an unconfirmed submission of 1 cells/);
    assert.deepEqual(ledger.entries, []);
  });
});
