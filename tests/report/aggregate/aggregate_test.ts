import assert from "node:assert/strict";
import {
  type Aggregate,
  aggregateRows,
  marginal,
} from "../../../src/report/aggregate/aggregate.ts";
import { summarise } from "../../../src/report/stats/cell_stats.ts";
import { readResults } from "../../../src/report/read/read_results.ts";
import { niahRow, readerOf } from "../synthetic_rows.ts";

async function aggregate(
  rows: Record<string, unknown>[],
  failureLimit?: number,
): Promise<Aggregate> {
  const text = rows.map((r) => JSON.stringify(r)).join("\n") + "\n";
  return await aggregateRows(
    readResults("r.jsonl", readerOf(text, 4096)),
    failureLimit === undefined ? {} : { failureLimit },
  );
}

const at = (length: number, depth: number) => ({
  context_length: length,
  depth_percent: depth,
});

Deno.test("aggregate gives the headline mean (truncated as 0), std, Wilson interval and parseable mean per grid point", async () => {
  const result = await aggregate([
    niahRow({ params: at(1000, 0), seed: 1, score: 1 }),
    niahRow({ params: at(1000, 0), seed: 2, score: 0 }),
    niahRow({ params: at(1000, 0), seed: 3, score: 1 }),
    niahRow({
      params: at(1000, 0),
      seed: 4,
      failure_class: "truncated",
      score: 0,
    }),
  ]);
  const group = result.groups[0]!;
  const cell = [...group.cells.values()][0]!;
  const s = summarise(cell.stats);
  assert.equal(cell.stats.rows, 4);
  assert.equal(cell.stats.answered, 4);
  assert.equal(cell.stats.valid, 3);
  assert.equal(s.mean, 0.5);
  assert.equal(s.std!.toFixed(4), "0.5774");
  assert.equal(s.meanParseable!.toFixed(4), (2 / 3).toFixed(4));
  assert.equal(s.invalidRate, 0.25);
  assert.equal(s.missing, 0);
  assert.ok(s.low! < s.mean! && s.mean! < s.high!);
  assert.deepEqual(cell.stats.classes, { ok: 2, wrong: 1, truncated: 1 });
  assert.equal(cell.stats.inputTokens, 400);
  assert.equal(cell.stats.costUsd.toFixed(3), "0.004");
});

Deno.test("an error row replaced by a later row of the same cell (a resumed run) counts once", async () => {
  const result = await aggregate([
    niahRow({ params: at(1000, 0), seed: 1, failure_class: "provider_error" }),
    niahRow({ params: at(1000, 0), seed: 2, failure_class: "provider_error" }),
    niahRow({ params: at(1000, 0), seed: 3, failure_class: "timeout" }),
    niahRow({ params: at(1000, 0), seed: 1, score: 1 }), // replaces seed 1
    niahRow({ params: at(1000, 0), seed: 2, failure_class: "provider_error" }), // replaces seed 2's first
  ]);
  assert.equal(result.rows, 5);
  assert.equal(result.superseded, 2);
  const stats = result.groups[0]!.total;
  assert.equal(stats.rows, 3);
  assert.deepEqual(stats.classes, { ok: 1, provider_error: 1, timeout: 1 });
  // The failures list holds the final rows only, in row order.
  assert.deepEqual(result.failures.map((f) => f.row), [3, 5]);
  assert.equal(result.failureCount, 2);
});

Deno.test("runs and models are separate groups; failures are listed up to the limit in row order", async () => {
  const rows = [];
  for (let i = 0; i < 6; i++) {
    rows.push(niahRow({ run_name: "a", params: at(1000, i), score: 0 }));
    rows.push(
      niahRow({ run_name: "b", model_id: "m2", params: at(1000, i), score: 1 }),
    );
  }
  const result = await aggregate(rows, 4);
  assert.deepEqual(result.groups.map((g) => `${g.run_name}/${g.model_id}`), [
    "a/fake",
    "b/m2",
  ]);
  assert.equal(result.failureCount, 6);
  assert.deepEqual(result.failures.map((f) => f.row), [1, 3, 5, 7]);
});

Deno.test("marginal merges grid points over the axes not asked for", async () => {
  const result = await aggregate([
    niahRow({ params: at(1000, 0), score: 1 }),
    niahRow({ params: at(1000, 50), score: 0 }),
    niahRow({ params: at(2000, 0), score: 1 }),
    niahRow({ params: at(2000, 50), score: 1 }),
  ]);
  const byLength = marginal(result.groups[0]!, ["context_length"]);
  const means = [...byLength.values()].map((e) => [
    e.values[0],
    summarise(e.stats).mean,
  ]);
  assert.deepEqual(means, [[1000, 0.5], [2000, 1]]);
  assert.equal(marginal(result.groups[0]!, []).size, 1);
});
