/**
 * The rows a report's sections read come from the aggregation's own pass:
 * the counting row of each cell of the kept task types (the rule of
 * `store/row_rule.ts`: a retry replaces its error row), the same from
 * worker threads as from one thread.
 */
import assert from "node:assert/strict";
import { aggregateRows } from "../../../src/report/aggregate/aggregate.ts";
import { aggregateInWorkers } from "../../../src/report/aggregate/parallel_aggregate.ts";
import {
  readResults,
  type ResultRow,
} from "../../../src/report/read/read_results.ts";
import { niahRow, readerOf } from "../synthetic_rows.ts";

function fileText(rows: Record<string, unknown>[]): string {
  return rows.map((r) => JSON.stringify(r)).join("\n") + "\n";
}

const rows = [
  niahRow({
    task_type: "kept",
    params: { k: 1 },
    seed: 1,
    failure_class: "provider_error",
  }),
  ...Array.from({ length: 40 }, (_, i) =>
    niahRow({
      task_type: i % 2 === 0 ? "kept" : "other",
      params: { k: i % 4 },
      seed: 10 + i,
      score: i % 3 === 0 ? 1 : 0,
    })),
  // The retry of the first row's cell.
  niahRow({ task_type: "kept", params: { k: 1 }, seed: 1, score: 1 }),
];
const text = fileText(rows);

const places = (kept: readonly ResultRow[] | undefined) =>
  (kept ?? []).map((row) => `${row.source}:${row.row}:${row.status}`).sort();

Deno.test("the aggregate keeps the counting rows of the kept task types only", async () => {
  const aggregate = await aggregateRows(
    readResults("r.jsonl", readerOf(text)),
    {
      keepTypes: ["kept"],
    },
  );
  const kept = aggregate.kept ?? [];
  assert.equal(kept.length, 21);
  assert.ok(kept.every((row) => row.task_type === "kept"));
  // The error row of the retried cell does not count; its retry does.
  assert.ok(!kept.some((row) => row.row === 1));
  assert.ok(kept.some((row) => row.row === 42 && row.status === "ok"));
  const none = await aggregateRows(readResults("r.jsonl", readerOf(text)));
  assert.equal(none.kept, undefined);
});

Deno.test("worker threads keep the same rows as one thread", async () => {
  const single = await aggregateRows(readResults("r.jsonl", readerOf(text)), {
    keepTypes: ["kept"],
  });
  const parallel = await aggregateInWorkers(
    [{ source: "r.jsonl", reader: readerOf(text, 2000) }],
    { workers: 2, keepTypes: ["kept"], startTimeoutMs: 600_000 },
  );
  assert.ok(parallel, "workers start under deno test");
  assert.deepEqual(places(parallel.kept), places(single.kept));
});
