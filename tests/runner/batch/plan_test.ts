import assert from "node:assert/strict";
import { batchRequests, splitBatches } from "../../../src/runner/batch/plan.ts";
import { builtPrompt } from "../../../src/runner/plan/cell_prompts.ts";
import { prepareRun } from "../../../src/runner/load/prepare_run.ts";
import { memoryRunFiles, SMALL_RUN } from "../memory_run_files.ts";

async function prepared() {
  return await prepareRun("run.yaml", { modelDir: [] }, {
    files: memoryRunFiles(SMALL_RUN),
    env: () => undefined,
    err: () => {},
  });
}

const api = (maxRequests: number, maxBytes: number) => ({
  name: "test batch API",
  limits: { maxRequests, maxBytes },
  requestBytes: () => 100,
});

Deno.test("splitBatches splits at the request and byte limits", async () => {
  const { loaded, context } = await prepared();
  const cells = loaded.plan.cells;
  const byCount = await splitBatches(loaded.plan, cells, api(3, 1e6), {
    context,
  });
  assert.deepEqual(byCount.batches.map((b) => b.length), [3, 1]);
  const byBytes = await splitBatches(loaded.plan, cells, api(100, 250), {
    context,
  });
  assert.deepEqual(byBytes.batches.map((b) => b.length), [2, 2]);
  await assert.rejects(
    splitBatches(loaded.plan, cells, api(100, 50), { context }),
    /Cannot batch cell .* over the test batch API's 50 bytes/,
  );
});

Deno.test("splitBatches keeps the cells whose worst case fits the cap", async () => {
  const { loaded, context } = await prepared();
  const pricing = { input: 1, output: 1 };
  const all = await splitBatches(loaded.plan, loaded.plan.cells, api(9, 1e6), {
    context,
    pricing,
  });
  assert.equal(all.stoppedByCost, undefined);
  const capped = await splitBatches(
    loaded.plan,
    loaded.plan.cells,
    api(9, 1e6),
    { context, pricing, cap: all.worstCaseUsd / 2 },
  );
  const kept = capped.batches.flat().length;
  assert.ok(kept >= 1 && kept < 4, `${kept} cells`);
  assert.match(capped.stoppedByCost!, /cost cap .* cells left out/);
});

Deno.test("batchRequests carry the prompt as the direct path sends it", async () => {
  const { loaded, context } = await prepared();
  const cell = loaded.plan.cells[0]!;
  const requests = [];
  for await (const r of batchRequests(loaded.plan, [cell], { context })) {
    requests.push(r);
  }
  const built = await builtPrompt(loaded.plan, cell, { context });
  assert.equal(requests.length, 1);
  assert.equal(requests[0]!.custom_id, cell.cell_id);
  assert.deepEqual(requests[0]!.messages, built.messages);
});
