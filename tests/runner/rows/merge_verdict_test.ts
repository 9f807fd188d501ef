import assert from "node:assert/strict";
import {
  mergedFiles,
  mergeVerdict,
  requireComplete,
} from "../../../src/runner/rows/merge_verdict.ts";
import type { StoredRow as Row } from "../../../src/store/row_schema.ts";
import { CheckFailedError, UsageError } from "../../../src/errors.ts";

const row = (cell_id: string, status = "ok"): Row => ({
  schema_version: 2,
  cell_id,
  fingerprint: "f1",
  status,
  timestamp_utc: "2026-01-01T00:00:00Z",
});

const merged = (rows: Row[], superseded: Record<string, number> = {}) => ({
  rows,
  fingerprint: "f1",
  read: rows.length + Object.values(superseded).reduce((a, b) => a + b, 0),
  superseded: Object.values(superseded).reduce((a, b) => a + b, 0),
  supersededFrom: new Map(Object.entries(superseded)),
});

const place = (index: number, count: number) => ({ index, count });

Deno.test("the store merged into is read first and is not a shard: a missing shard is found among the shard files only", () => {
  const sources = {
    store: "r.jsonl",
    shards: ["r.shard-0-of-3.jsonl", "r.shard-2-of-3.jsonl"],
    shardPlaces: [place(0, 3), place(2, 3)],
  };
  assert.deepEqual(mergedFiles(sources), [
    "r.jsonl",
    "r.shard-0-of-3.jsonl",
    "r.shard-2-of-3.jsonl",
  ]);
  const notes: string[] = [];
  const verdict = mergeVerdict(
    merged([row("a"), row("b", "error")], { "r.jsonl": 1 }),
    sources,
    "r.jsonl",
    null,
    (line) => notes.push(line),
  );
  assert.deepEqual(verdict.problems.map((p) => p.replace(/:.*/, "")), [
    "shard 1 of 3 missing (no file)",
    "1 cell ended in an error (run the shard again to retry them)",
  ]);
  assert.equal(
    verdict.summary,
    "merged 3 rows from 3 files into 2 cells (1 ok, 1 error; 1 row from earlier merges replaced) in r.jsonl",
  );
  assert.deepEqual(notes, []);
  assert.throws(
    () => requireComplete(verdict.problems),
    (error: unknown) =>
      error instanceof CheckFailedError &&
      /^Cannot call the merged sweep complete: shard 1 of 3 missing/.test(
        error.message,
      ),
  );
});

Deno.test("one row, one file, one superseded row: the summary counts in the singular; a complete sweep passes the gate", () => {
  const verdict = mergeVerdict(
    merged([row("a")], { "x.jsonl": 1 }),
    { store: null, shards: ["x.jsonl"], shardPlaces: [null] },
    "m.jsonl",
    null,
    () => {},
  );
  assert.equal(
    verdict.summary,
    "merged 2 rows from 1 file into 1 cell (1 ok; 1 superseded row dropped) in m.jsonl",
  );
  assert.deepEqual(verdict.problems, []);
  requireComplete(verdict.problems);
});

Deno.test("a merge of no rows is refused, naming every file it read", () => {
  assert.throws(
    () =>
      mergeVerdict(
        merged([]),
        { store: null, shards: ["a.jsonl", "b.jsonl"], shardPlaces: [] },
        "m.jsonl",
        null,
        () => {},
      ),
    (error: unknown) =>
      error instanceof UsageError &&
      error.message === 'Cannot merge: "a.jsonl", "b.jsonl" hold no rows',
  );
});
