import assert from "node:assert/strict";
import { aggregateRows } from "../../../src/report/aggregate/aggregate.ts";
import type { CellStats } from "../../../src/report/stats/cell_stats.ts";
import { mergeAggregates } from "../../../src/report/aggregate/merge_aggregates.ts";
import {
  readResults,
  type ResultRow,
} from "../../../src/report/read/read_results.ts";
import { aggregateOf, niahRow, readerOf } from "../synthetic_rows.ts";

const at = (length: number, depth: number) => ({
  context_length: length,
  depth_percent: depth,
});

Deno.test("aggregates of disjoint shares merge into the aggregate of the whole", async () => {
  const rows = [];
  for (let i = 0; i < 40; i++) {
    rows.push(
      niahRow({
        params: at(1000 * (1 + (i % 4)), i % 3),
        seed: i,
        score: i % 5 === 0 ? 0 : 1,
      }),
    );
  }
  const whole = await aggregateOf(rows);
  const text = rows.map((r) => JSON.stringify(r)).join("\n") + "\n";
  const even: ResultRow[] = [];
  const odd: ResultRow[] = [];
  for await (const batch of readResults("r.jsonl", readerOf(text, 4096))) {
    for (const row of batch) (row.row % 2 === 0 ? even : odd).push(row);
  }
  const part = async (share: ResultRow[]) =>
    await aggregateRows((async function* () {
      yield share;
    })());
  const merged = mergeAggregates([await part(even), await part(odd)], [
    "r.jsonl",
  ]);
  assert.equal(merged.rows, whole.rows);
  assert.equal(merged.failureCount, whole.failureCount);
  assert.deepEqual(
    merged.failures.map((f) => f.row),
    whole.failures.map((f) => f.row),
  );
  // Sums of floats may differ in the last bit with the order of addition.
  const rounded = (stats: CellStats | undefined) =>
    stats && { ...stats, costUsd: stats.costUsd.toFixed(9) };
  const g1 = merged.groups[0]!;
  const g2 = whole.groups[0]!;
  assert.deepEqual(rounded(g1.total), rounded(g2.total));
  for (const [key, cell] of g2.cells) {
    assert.deepEqual(
      rounded(g1.cells.get(key)?.stats),
      rounded(cell.stats),
      key,
    );
  }
});
