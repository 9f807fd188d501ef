import assert from "node:assert/strict";
import { collectBatch } from "../../../src/runner/batch/collect.ts";
import { batchPriced } from "../../../src/runner/batch/session.ts";
import { prepareRun } from "../../../src/runner/load/prepare_run.ts";
import type {
  BatchApi,
  BatchInfo,
  BatchResult,
} from "../../../src/providers/batch.ts";
import type { Row } from "../../../src/store/row_schema.ts";
import { memoryRunFiles, SMALL_RUN } from "../memory_run_files.ts";

const counts = {
  total: 4,
  processing: 0,
  succeeded: 0,
  errored: 0,
  expired: 0,
  cancelled: 0,
};

async function setup(results: (ids: string[]) => BatchResult[]) {
  const { loaded, context } = await prepareRun("run.yaml", { modelDir: [] }, {
    files: memoryRunFiles(SMALL_RUN),
    env: () => undefined,
    err: () => {},
  });
  const plan = batchPriced(loaded.plan, 0.5);
  const ids = plan.cells.map((c) => c.cell_id);
  const api = {
    results: async function* () {
      yield* results(ids);
    },
  } as unknown as BatchApi;
  const entry = {
    label: "l",
    id: "batch_1",
    provider: "fake/fake",
    host: "local",
    submitted_at: "2026-12-01T00:00:00.000Z",
    cells: ids.map((cell_id) => ({ cell_id, fingerprint: plan.fingerprint })),
  };
  const rows: Row[] = [];
  const deps = {
    plan,
    cells: new Map(plan.cells.map((c) => [c.cell_id, c])),
    prompt: { context },
    api,
    append: (row: Row) => {
      rows.push(row);
      return Promise.resolve();
    },
    written: (id: string) => id === ids[3],
    secrets: ["sk-secret-key"],
    now: () => new Date("2026-12-01T00:01:00.000Z"),
    signal: new AbortController().signal,
    where: { host: "local", ledgerPath: "r.jsonl.batches.json" },
  };
  return { ids, entry, deps, rows };
}

Deno.test("a batch's results become rows: answers scored, failures classed, the key redacted, written cells skipped", async () => {
  const { ids, entry, deps, rows } = await setup((ids) => [
    {
      custom_id: ids[0]!,
      kind: "answered",
      completion: {
        text: "no idea sk-secret-key",
        finish_reason: "stop",
        usage: { input_tokens: 1000, output_tokens: 10 },
      },
    },
    { custom_id: ids[1]!, kind: "expired", error: "window closed" },
    { custom_id: "not-in-this-batch", kind: "errored", error: "x" },
    { custom_id: ids[3]!, kind: "errored", error: "already in the store" },
  ]);
  const info: BatchInfo = {
    id: "batch_1",
    status: "ended",
    counts,
    created_at: "",
  };
  const written = await collectBatch(entry, info, deps);
  assert.equal(written, 3);
  assert.deepEqual(rows.map((r) => r.cell_id), [ids[0], ids[1], ids[2]]);
  assert.equal(rows[0]!.failure_class, "wrong");
  assert.doesNotMatch(String(rows[0]!.response), /sk-secret-key/);
  assert.equal(rows[0]!.batch_id, "batch_1");
  assert.equal(rows[0]!.duration_seconds, 60);
  assert.equal(rows[1]!.failure_class, "timeout");
  assert.match(String(rows[1]!.error), /^expired in batch batch_1/);
  assert.equal(rows[2]!.failure_class, "provider_error");
  assert.match(String(rows[2]!.error), /without a result for this request/);
});

Deno.test("a batch that failed as a whole gives every cell an error row", async () => {
  const { entry, deps, rows } = await setup(() => {
    throw new Error("no results of a failed batch");
  });
  const info: BatchInfo = {
    id: "batch_1",
    status: "failed",
    counts,
    created_at: "",
    error: "invalid input file",
  };
  assert.equal(await collectBatch(entry, info, deps), 3);
  assert.ok(rows.every((r) => r.status === "error"));
  assert.match(
    String(rows[0]!.error),
    /failed as a whole \(invalid input file\)/,
  );
});
