import assert from "node:assert/strict";
import { wilson } from "../../../src/report/stats/wilson.ts";

const close = (actual: number, expected: number, digits = 4) =>
  assert.equal(actual.toFixed(digits), expected.toFixed(digits));

Deno.test("wilson matches the textbook interval for 5 of 10", () => {
  const { low, high } = wilson(0.5, 10);
  close(low, 0.2366);
  close(high, 0.7634);
});

Deno.test("wilson stays inside 0..1 and is not degenerate at all-right or all-wrong", () => {
  const all = wilson(1, 6);
  close(all.high, 1);
  close(all.low, 0.6097);
  const none = wilson(0, 6);
  close(none.low, 0);
  close(none.high, 0.3903);
});

Deno.test("wilson with no trials is the uninformative 0..1", () => {
  assert.deepEqual(wilson(0.5, 0), { low: 0, high: 1 });
});
