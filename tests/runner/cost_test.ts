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

Deno.test("the guard waits for outstanding reservations, then refuses only what could pass the cap", async () => {
  const guard = new CostGuard(1);
  assert.equal(await guard.reserve(0.6), true);
  // Another 0.6 doesn't fit while 0.6 is reserved: it waits for the settle.
  const second = guard.reserve(0.6);
  guard.settle(0.6, 0.1);
  assert.equal(await second, true, "0.1 spent + 0.6 fits");
  assert.equal(guard.spent, 0.1);
  guard.settle(0.6, 0.5);
  assert.equal(
    await guard.reserve(0.6),
    false,
    "0.6 spent + 0.6 > 1 with nothing outstanding",
  );
  assert.equal(await new CostGuard(undefined).reserve(1e9), true);
});

Deno.test("batchPricing: the provider's discount, the config's, or explicit batch prices", async () => {
  const { batchPricing } = await import("../../src/runner/cost.ts");
  assert.deepEqual(batchPricing({ input: 2, output: 8 }, 0.5), {
    input: 1,
    output: 4,
  });
  assert.deepEqual(
    batchPricing(
      { input: 2, output: 8, reasoning: 4, batch_discount: 0.25 },
      0.5,
    ),
    { input: 1.5, output: 6, reasoning: 3 },
  );
  assert.deepEqual(
    batchPricing(
      { input: 2, output: 8, batch_input: 0.3, batch_output: 1 },
      0.5,
    ),
    { input: 0.3, output: 1 },
  );
});
