import assert from "node:assert/strict";
import {
  outputBudget,
  withCellBudget,
} from "../../src/providers/request_params.ts";

Deno.test("a cell's budget goes under the budget key the config names, else the API's", () => {
  const params = { temperature: 0, max_completion_tokens: 1024 };
  assert.deepEqual(withCellBudget(params, 128, "max_tokens"), {
    temperature: 0,
    max_completion_tokens: 128,
  });
  assert.deepEqual(withCellBudget({ top_p: 1 }, 50, "max_output_tokens"), {
    top_p: 1,
    max_output_tokens: 50,
  });
  assert.equal(withCellBudget(params, undefined, "max_tokens"), params);
  assert.equal(outputBudget(withCellBudget(params, 30, "max_tokens")), 30);
});
