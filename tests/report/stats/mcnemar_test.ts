import assert from "node:assert/strict";
import { mcnemarExact } from "../../../src/report/stats/mcnemar.ts";

Deno.test("exact McNemar is twice the binomial tail at the smaller discordant count", () => {
  // 0 vs 5: 2 * (1/2)^5.
  assert.equal(mcnemarExact(0, 5).p, 0.0625);
  // 1 vs 9: 2 * (1 + 10) / 1024.
  assert.ok(Math.abs(mcnemarExact(1, 9).p - 22 / 1024) < 1e-12);
  assert.ok(Math.abs(mcnemarExact(9, 1).p - 22 / 1024) < 1e-12);
});

Deno.test("exact McNemar is 1 without discordant pairs or with an even split", () => {
  assert.equal(mcnemarExact(0, 0).p, 1);
  assert.equal(mcnemarExact(7, 7).p, 1);
});

Deno.test("exact McNemar stays finite and sensible for millions of pairs", () => {
  const even = mcnemarExact(500_000, 500_000).p;
  assert.equal(even, 1);
  // z = 1000 / sqrt(1002000 / 4) = 1.998; the normal approximation gives
  // p = 0.0457.
  const skewed = mcnemarExact(500_000, 502_000).p;
  assert.ok(Math.abs(skewed - 0.0457) < 0.001, String(skewed));
  assert.equal(mcnemarExact(0, 2000).p, 0);
});
