import assert from "node:assert/strict";
import {
  emptyStats,
  headlineScore,
  mergeStats,
  summarise,
} from "../../../src/report/stats/cell_stats.ts";
import { aggregateOf, niahRow } from "../synthetic_rows.ts";

const row = (failure_class: string, status: string, score: number | null) => ({
  failure_class,
  status,
  score,
});

Deno.test("headline score: parsed answers score, model failures 0, no answer left out", () => {
  assert.equal(headlineScore(row("ok", "ok", 1)), 1);
  assert.equal(headlineScore(row("wrong", "ok", 0.25)), 0.25);
  for (const cls of ["parse_fail", "truncated", "refusal"]) {
    assert.equal(headlineScore(row(cls, "ok", 0)), 0, cls);
    // A score kept on a failed answer (a partial parse) does not count.
    assert.equal(headlineScore(row(cls, "ok", 0.5)), 0, cls);
    assert.equal(headlineScore(row(cls, "error", null)), 0, cls);
  }
  assert.equal(headlineScore(row("provider_error", "error", null)), null);
  assert.equal(headlineScore(row("timeout", "error", null)), null);
  assert.equal(headlineScore(row("ok", "error", null)), null);
  assert.equal(headlineScore(row("wrong", "ok", null)), null);
});

Deno.test("summarise: headline mean over answered rows, parseable mean beside it, missing rows counted", async () => {
  const at = { context_length: 1000, depth_percent: 0 };
  const aggregate = await aggregateOf([
    niahRow({ params: at, seed: 1, score: 1 }),
    niahRow({ params: at, seed: 2, score: 1 }),
    niahRow({ params: at, seed: 3, score: 0 }),
    niahRow({ params: at, seed: 4, failure_class: "parse_fail", score: 0 }),
    niahRow({ params: at, seed: 5, failure_class: "refusal", score: 0 }),
    niahRow({ params: at, seed: 6, failure_class: "provider_error" }),
    niahRow({ params: at, seed: 7, failure_class: "timeout" }),
  ]);
  const stats = aggregate.groups[0]!.total;
  const s = summarise(stats);
  assert.equal(stats.rows, 7);
  assert.equal(s.answered, 5);
  assert.equal(s.missing, 2);
  assert.equal(s.mean, 2 / 5);
  assert.equal(s.meanParseable, 2 / 3);
  assert.equal(s.invalidRate, 4 / 7);
  // The Wilson interval is over the 5 answered rows.
  assert.equal(s.low!.toFixed(4), "0.1176");
  assert.equal(s.high!.toFixed(4), "0.7693");
});

Deno.test("tallies merge field by field; an empty tally has no mean", () => {
  const empty = summarise(emptyStats());
  assert.equal(empty.mean, null);
  assert.equal(empty.meanParseable, null);
  assert.equal(empty.missing, 0);
  const a = emptyStats();
  a.rows = 2;
  a.answered = 1;
  a.sum = 1;
  a.sumSq = 1;
  a.valid = 1;
  a.validSum = 1;
  a.classes = { ok: 1, timeout: 1 };
  const b = emptyStats();
  b.rows = 1;
  b.answered = 1;
  b.classes = { truncated: 1 };
  mergeStats(a, b);
  assert.deepEqual(
    [a.rows, a.answered, a.sum, a.valid, a.classes],
    [3, 2, 1, 1, { ok: 1, timeout: 1, truncated: 1 }],
  );
  assert.equal(summarise(a).mean, 0.5);
  assert.equal(summarise(a).missing, 1);
});
