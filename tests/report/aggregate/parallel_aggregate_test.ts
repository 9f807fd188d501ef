import assert from "node:assert/strict";
import { UsageError } from "../../../src/errors.ts";
import {
  aggregateRows,
  type GroupAggregate,
} from "../../../src/report/aggregate/aggregate.ts";
import type { CellStats } from "../../../src/report/stats/cell_stats.ts";
import { shareOf } from "../../../src/report/aggregate/aggregate_worker.ts";
import { aggregateInWorkers } from "../../../src/report/aggregate/parallel_aggregate.ts";
import { readResults } from "../../../src/report/read/read_results.ts";
import {
  niahGrid,
  niahRow,
  readerOf,
  referenceRow,
} from "../synthetic_rows.ts";

function fileText(rows: Record<string, unknown>[]): string {
  return rows.map((r) => JSON.stringify(r)).join("\n") + "\n";
}

const rounded = (stats: CellStats | undefined) =>
  stats && { ...stats, costUsd: stats.costUsd.toFixed(9) };

/**
 * How long these tests let the workers take to start: a hang guard only.
 * niah gives up on workers after 10 s and aggregates in one thread, which a
 * loaded machine can reach; these tests are about the workers, so they wait.
 */
const WORKER_START_MS = 600_000;

Deno.test("rows of one cell always go to the same worker", () => {
  const a = JSON.stringify(
    niahRow({ params: { x: 1 }, cell_id: "abc", score: 0 }),
  );
  const b = JSON.stringify(
    niahRow({ params: { x: 2 }, cell_id: "abc", score: 1 }),
  );
  for (const workers of [2, 3, 4]) {
    assert.equal(shareOf(a, 1, workers), shareOf(b, 7, workers));
  }
  assert.equal(shareOf("{}", 5, 2), 1);
});

Deno.test("worker threads aggregate exactly what one thread does, retries and failures included", async () => {
  const first = niahGrid({ run_name: "a", seeds: 6 });
  // A resumed run: error rows of "b", then their retries, appended later.
  const second = [
    niahRow({
      run_name: "b",
      params: { k: 1 },
      seed: 1,
      failure_class: "provider_error",
    }),
    ...Array.from(
      { length: 50 },
      (_, i) =>
        niahRow({
          run_name: "b",
          params: { k: i % 3 },
          seed: 10 + i,
          score: i % 2,
        }),
    ),
    niahRow({ run_name: "b", params: { k: 1 }, seed: 1, score: 1 }),
    referenceRow({ context_length: 1000, depth: 0, seed: 1, score: 1 }),
  ];
  const files = { "a.jsonl": fileText(first), "b.jsonl": fileText(second) };
  const single = await aggregateRows((async function* () {
    for (const [source, text] of Object.entries(files)) {
      yield* readResults(source, readerOf(text, 4096));
    }
  })());
  const parallel = await aggregateInWorkers(
    Object.entries(files).map(([source, text]) => ({
      source,
      reader: readerOf(text, 3000),
    })),
    { workers: 2, startTimeoutMs: WORKER_START_MS },
  );
  assert.ok(parallel, "workers start under deno test");
  assert.equal(parallel.rows, single.rows);
  assert.equal(parallel.superseded, 1);
  assert.equal(parallel.failureCount, single.failureCount);
  assert.deepEqual(
    parallel.failures.map((f) => `${f.source}:${f.row}`),
    single.failures.map((f) => `${f.source}:${f.row}`),
  );
  assert.deepEqual(parallel.files, single.files);
  assert.deepEqual(
    parallel.groups.map((g) => g.key),
    single.groups.map((g) => g.key),
  );
  for (const [i, group] of single.groups.entries()) {
    const other: GroupAggregate = parallel.groups[i]!;
    assert.deepEqual(rounded(other.total), rounded(group.total));
    assert.deepEqual(new Set(other.axisNames), new Set(group.axisNames));
    for (const [key, cell] of group.cells) {
      assert.deepEqual(
        rounded(other.cells.get(key)?.stats),
        rounded(cell.stats),
      );
    }
  }
});

Deno.test("a bad line found by a worker is the same usage error, naming file and line", async () => {
  const text = fileText(niahGrid({ seeds: 1 })) + "oops\n";
  await assert.rejects(
    () =>
      aggregateInWorkers(
        [{ source: "r.jsonl", reader: readerOf(text, 1000) }],
        {
          workers: 2,
          startTimeoutMs: WORKER_START_MS,
        },
      ),
    (error: unknown) =>
      error instanceof UsageError &&
      /"r\.jsonl" line 26 is not valid JSON/.test(error.message),
  );
});

Deno.test("an aborted parallel aggregation stops with the abort reason", async () => {
  const controller = new AbortController();
  controller.abort(new Error("stop"));
  await assert.rejects(
    () =>
      aggregateInWorkers(
        [{
          source: "r.jsonl",
          reader: readerOf(fileText(niahGrid({ seeds: 1 }))),
        }],
        {
          workers: 2,
          startTimeoutMs: WORKER_START_MS,
          signal: controller.signal,
        },
      ),
    /stop/,
  );
});
