/**
 * RULER's size search and per-sample retry on a counter of the test's own:
 * which sizes are probed, in order (each probe draws a sample in RULER, so
 * the order is part of the random stream), and how a retry shrinks.
 */
import assert from "node:assert/strict";
import {
  drawFitting,
  searchHaystackSize,
} from "../../../../src/tasks/ruler/reference/sizing.ts";

Deno.test("the search probes incremental, then bisects up to three times the estimate", () => {
  const probed: number[] = [];
  const size = searchHaystackSize({
    incremental: 25,
    maxSeqLength: 4096,
    extraTokens: 128,
    count: (n) => {
      probed.push(n);
      return 30 + 22 * n;
    },
  });
  // 25 units: 580 tokens, 23.2 a unit; int(4096 / 23.2 * 3) = 529 (the
  // probes Python makes for the same counts).
  assert.deepEqual(probed, [25, 277, 150, 213, 181, 165, 173, 177, 179, 180]);
  assert.equal(size, 179);
  assert.ok(30 + 22 * size + 128 <= 4096 && 30 + 22 * (size + 1) + 128 > 4096);
});

Deno.test("a search that never fits settles on incremental", () => {
  const size = searchHaystackSize({
    incremental: 5,
    maxSeqLength: 100,
    extraTokens: 0,
    count: (n) => 1000 + n,
  });
  assert.equal(size, 5);
});

Deno.test("the retry shrinks by incremental on a long sample or any error, down to incremental", () => {
  const tried: number[] = [];
  const fitting = drawFitting(100, 25, 60, (n) => {
    tried.push(n);
    if (n === 75) throw new Error("any error at all");
    return { value: n, length: n };
  });
  assert.deepEqual(tried, [100, 75, 50]);
  assert.deepEqual(fitting, { value: 50, length: 50 });
  let draws = 0;
  const floor = drawFitting(30, 25, 10, () => {
    draws++;
    return { value: draws, length: draws < 4 ? 99 : 1 };
  });
  assert.deepEqual(floor, { value: 4, length: 1 });
});
