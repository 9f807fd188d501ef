import assert from "node:assert/strict";
import { pairedBootstrap } from "../../../src/report/stats/bootstrap.ts";

Deno.test("paired bootstrap is deterministic and ignores the order of the pairs", () => {
  const diffs = [0.5, -0.25, 0, 0.75, 0.25, 0, -0.5, 1, 0.25, 0.5];
  const a = pairedBootstrap(diffs, { seed: 3 });
  const b = pairedBootstrap([...diffs].reverse(), { seed: 3 });
  assert.deepEqual(a, b);
  assert.equal(a.mean, 0.25);
  assert.ok(a.low < a.mean && a.mean < a.high);
});

Deno.test("paired bootstrap finds no difference when every pair agrees", () => {
  const result = pairedBootstrap(new Array(20).fill(0));
  assert.equal(result.p, 1);
  assert.equal(result.low, 0);
  assert.equal(result.high, 0);
});

Deno.test("paired bootstrap p is small when B beats A in nearly every pair", () => {
  const diffs = [...new Array(40).fill(0.5), 0, -0.25];
  const result = pairedBootstrap(diffs, { resamples: 2000 });
  assert.ok(result.p < 0.01, String(result.p));
  assert.ok(result.low > 0);
});

Deno.test("paired bootstrap refuses an empty set of pairs", () => {
  assert.throws(() => pairedBootstrap([]), RangeError);
});
