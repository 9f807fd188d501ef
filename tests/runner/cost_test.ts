import assert from "node:assert/strict";
import { CostGuard, costOf } from "../../src/runner/cost.ts";

Deno.test("cost is input and output tokens at their prices per million", () => {
  assert.equal(
    costOf({ input: 2.5, output: 10 }, {
      input_tokens: 1_000_000,
      output_tokens: 100_000,
    }),
    3.5,
  );
});

Deno.test("reasoning tokens use their own price when one is given", () => {
  const usage = {
    input_tokens: 0,
    output_tokens: 1_000_000,
    reasoning_tokens: 600_000,
  };
  assert.equal(costOf({ input: 1, output: 10 }, usage), 10);
  assert.equal(costOf({ input: 1, output: 10, reasoning: 5 }, usage), 4 + 3);
});

Deno.test("the guard refuses a reservation that could pass the cap", () => {
  const guard = new CostGuard(1);
  assert.equal(guard.reserve(0.6), true);
  assert.equal(guard.reserve(0.6), false, "0.6 reserved + 0.6 > 1");
  guard.settle(0.6, 0.1);
  assert.equal(guard.spent, 0.1);
  assert.equal(guard.reserve(0.6), true);
  assert.equal(new CostGuard(undefined).reserve(1e9), true);
});
