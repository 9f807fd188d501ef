import assert from "node:assert/strict";
import { cronProblem, cronSchema } from "../../src/config/cron_expression.ts";

Deno.test("five-field cron expressions pass, normalised", () => {
  for (
    const ok of [
      "0 3 * * *",
      "*/15 * * * *",
      "0 0-23/2 1,15 * 1-5",
      "59 23 31 12 6",
    ]
  ) {
    assert.equal(cronProblem(ok), null, ok);
  }
  assert.equal(cronSchema.parse("  0   3 * *  * "), "0 3 * * *");
});

Deno.test("a bad cron expression says which field and why", () => {
  assert.match(cronProblem("0 3 * *")!, /expected five fields/);
  assert.match(cronProblem("60 * * * *")!, /minute 60 is outside 0-59/);
  assert.match(cronProblem("0 0 0 * *")!, /day of month 0 is outside 1-31/);
  assert.match(cronProblem("0 0 * * 7")!, /day of week 7 is outside 0-6/);
  assert.match(cronProblem("0 5-2 * * *")!, /runs backwards/);
  assert.match(cronProblem("*/0 * * * *")!, /step must be 1 or more/);
  assert.match(cronProblem("0 0 * JAN *")!, /month "JAN" is not/);
});
