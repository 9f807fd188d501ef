import assert from "node:assert/strict";
import {
  mergeRows,
  preferRow,
  type SourcedRow,
} from "../../../src/runner/rows/merge_rows.ts";
import type { StoredRow as Row } from "../../../src/store/row_schema.ts";
import { UsageError } from "../../../src/errors.ts";

const row = (
  cell_id: string,
  status: string,
  timestamp_utc: string,
  fingerprint = "f1",
): Row => ({
  schema_version: 2,
  cell_id,
  fingerprint,
  status,
  timestamp_utc,
});

async function* sourced(rows: Row[]): AsyncGenerator<SourcedRow> {
  let line = 0;
  for (const r of rows) {
    yield { row: r, origin: { source: "a.jsonl", line: ++line } };
  }
}

Deno.test("an ok row beats an error row whatever the order; else the later read wins, whatever its timestamp", () => {
  const ok = row("c", "ok", "2026-01-01T00:00:00Z");
  const err = row("c", "error", "2026-01-02T00:00:00Z");
  assert.equal(preferRow(ok, err), ok);
  assert.equal(preferRow(err, ok), ok);
  const okLater = row("c", "ok", "2026-01-03T00:00:00Z");
  assert.equal(preferRow(ok, okLater), okLater);
  assert.equal(preferRow(okLater, ok), ok);
});

Deno.test("merge keeps one row per cell in first-seen order", async () => {
  const merged = await mergeRows(sourced([
    row("a", "error", "2026-01-01T00:00:00Z"),
    row("b", "ok", "2026-01-01T00:00:00Z"),
    row("a", "ok", "2026-01-02T00:00:00Z"),
  ]));
  assert.deepEqual(merged.rows.map((r) => [r.cell_id, r.status]), [
    ["a", "ok"],
    ["b", "ok"],
  ]);
  assert.equal(merged.read, 3);
  assert.equal(merged.superseded, 1);
  assert.equal(merged.fingerprint, "f1");
});

Deno.test("merge refuses mixed fingerprints, naming both rows", async () => {
  await assert.rejects(
    () =>
      mergeRows(sourced([
        row("a", "ok", "t", "f1"),
        row("b", "ok", "t", "f2"),
      ])),
    (error: unknown) => {
      assert.ok(error instanceof UsageError);
      assert.match(
        error.message,
        /"a\.jsonl" line 2 has fingerprint "f2" but "a\.jsonl" line 1 has "f1"/,
      );
      return true;
    },
  );
});
