import assert from "node:assert/strict";
import {
  cronProblem,
  cronSchema,
  denoCronExpression,
} from "../../src/config/cron_expression.ts";

Deno.test("five-field cron expressions pass, normalised", () => {
  for (
    const ok of [
      "0 3 * * *",
      "*/15 * * * *",
      "0 0-23/2 1,15 * 1-5",
      "59 23 31 12 6",
      "0 0 * * 7",
      "0 0 29 2 *",
      "*/59 * * * *",
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
  assert.match(cronProblem("0 0 * * 8")!, /day of week 8 is outside 0-7/);
  assert.match(cronProblem("0 5-2 * * *")!, /runs backwards/);
  assert.match(cronProblem("*/0 * * * *")!, /step must be 1 or more/);
  assert.match(cronProblem("0 0 * JAN *")!, /month "JAN" is not/);
});

Deno.test("what Deno.cron refuses or panics on is refused, saying why", () => {
  assert.equal(
    cronProblem("*/100 * * * *"),
    "minute step 100 is more than 59: a step must fit in 0-59",
  );
  assert.match(cronProblem("0-59/1000000 * * * *")!, /minute step 1000000/);
  assert.match(cronProblem("0 */24 * * *")!, /hour step 24 is more than 23/);
  assert.equal(
    cronProblem("0 0 30 2 *"),
    'day of month "30" never comes in month "2" (February has at most 29 days), so the job would never run',
  );
  assert.match(cronProblem("0 3 31 2 *")!, /"31" never comes in month "2"/);
  assert.match(
    cronProblem("0 0 31 4,6 *")!,
    /\(April, June have at most 30 days\)/,
  );
  assert.match(cronProblem("0 0 30-31 2 *")!, /never comes/);
  // A weekday as well runs on either: every Monday of February.
  assert.equal(cronProblem("0 0 30 2 1"), null);
  assert.match(
    cronProblem("0 0 */2 * 1")!,
    /day of month "\*\/2" beside a day of week means "both" to crontab but "either" to Deno\.cron/,
  );
});

Deno.test("Deno.cron gets weekdays by name and plain numbers", () => {
  assert.equal(denoCronExpression("0 3 * * *"), "0 3 * * *");
  assert.equal(denoCronExpression("0 9 * * 1-5"), "0 9 * * MON-FRI");
  assert.equal(denoCronExpression("0 9 * * 0"), "0 9 * * SUN");
  assert.equal(denoCronExpression("0 9 * * 6,7"), "0 9 * * SUN,SAT");
  assert.equal(denoCronExpression("*/1 * * * */1"), "* * * * *");
  assert.equal(
    denoCronExpression("000 0-10/5 1,2,3 */6 *"),
    "0 0,5,10 1-3 1,7 *",
  );
});
