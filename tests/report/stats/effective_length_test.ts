import assert from "node:assert/strict";
import {
  describeEffectiveLength,
  effectiveLength,
  groupEffectiveLength,
  type LengthPoint,
} from "../../../src/report/stats/effective_length.ts";
import { aggregateOf, niahRow } from "../synthetic_rows.ts";

const point = (
  length: number,
  mean: number | null,
  low: number | null,
  high: number | null,
): LengthPoint => ({ length, mean, low, high, answered: 10 });

Deno.test("effective length is the longest length before the mean first drops below the threshold", () => {
  const e = effectiveLength([
    point(8000, 0.8, 0.6, 0.95),
    point(1000, 1, 0.9, 1),
    point(4000, 0.9, 0.7, 0.97),
    point(16000, 0.95, 0.8, 1), // passes again, but after a failure
  ])!;
  assert.equal(e.length, 4000);
  // Lower bounds clear 0.85 only at 1000; upper bounds at every length.
  assert.equal(e.low, 1000);
  assert.equal(e.high, 16000);
  assert.equal(
    describeEffectiveLength(e),
    "4000 tokens; 95% interval: from 1000 tokens to at least 16000 tokens (the longest length tested)",
  );
});

Deno.test("effective length says below the shortest, and every length, plainly", () => {
  const none = effectiveLength([point(1000, 0.5, 0.3, 0.7)])!;
  assert.equal(none.length, null);
  assert.equal(
    describeEffectiveLength(none),
    "below 1000 tokens, the shortest length tested; 95% interval: the same at both ends",
  );
  const all = effectiveLength([
    point(1000, 1, 0.9, 1),
    point(2000, 1, 0.9, 1),
  ])!;
  assert.equal(all.length, 2000);
  assert.match(
    describeEffectiveLength(all),
    /^at least 2000 tokens, the longest length tested; /,
  );
});

Deno.test("a length without answers is left out of the walk and named, not failed", () => {
  const e = effectiveLength([
    point(1000, 1, 0.9, 1),
    point(2000, null, null, null),
    point(4000, 1, 0.9, 1),
    point(8000, 0.2, 0.1, 0.4),
  ], 0.85)!;
  assert.equal(e.length, 4000);
  assert.equal(e.high, 4000);
  assert.deepEqual(e.unanswered, [2000]);
  assert.equal(
    describeEffectiveLength(e),
    "4000 tokens; 95% interval: the same at both ends; no answers at 2000 tokens (timeouts or provider errors: left out, not failed)",
  );
  const none = effectiveLength([point(1000, null, null, null)])!;
  assert.equal(none.length, null);
  assert.match(describeEffectiveLength(none), /^unknown: no answers/);
});

Deno.test("the threshold is configurable", () => {
  const points = [point(1000, 0.9, 0.8, 0.95), point(2000, 0.7, 0.6, 0.8)];
  assert.equal(effectiveLength(points, 0.85)!.length, 1000);
  assert.equal(effectiveLength(points, 0.6)!.length, 2000);
});

Deno.test("a length whose answers are truncated fails the threshold (scored 0); missing rows do not count", async () => {
  const rows = [];
  for (let seed = 1; seed <= 4; seed++) {
    const at = (length: number) => ({
      context_length: length,
      depth_percent: 0,
    });
    rows.push(niahRow({ params: at(1000), seed, score: 1 }));
    // Right when parsed, but half the answers ran out of tokens.
    rows.push(
      seed <= 2 ? niahRow({ params: at(2000), seed, score: 1 }) : niahRow({
        params: at(2000),
        seed,
        failure_class: "truncated",
        score: 0,
      }),
    );
    // Every answer right; two rows never got one.
    rows.push(
      seed <= 2
        ? niahRow({ params: at(4000), seed, score: 1 })
        : niahRow({ params: at(4000), seed, failure_class: "timeout" }),
    );
  }
  const group = (await aggregateOf(rows)).groups[0]!;
  const e = groupEffectiveLength(group, 0.85)!;
  assert.deepEqual(
    e.points.map((p) => [p.length, p.mean, p.answered]),
    [[1000, 1, 4], [2000, 0.5, 4], [4000, 1, 2]],
  );
  assert.equal(e.length, 1000);
});
