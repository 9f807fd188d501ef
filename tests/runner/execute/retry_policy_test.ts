import assert from "node:assert/strict";
import {
  MIN_RATE_LIMIT_WAIT_MS,
  RetryBudget,
} from "../../../src/runner/execute/retry_policy.ts";

const settings = { retries: 1, backoff_base_s: 1, max_wait_s: 10 };

Deno.test("transient failures spend retries; the wait is the API's or full jitter", () => {
  const budget = new RetryBudget(settings, () => 0.5);
  assert.equal(budget.next({ retry: true, kind: "transient" }), 500);
  assert.equal(budget.next({ retry: true, kind: "transient" }), null);
});

Deno.test("429s do not spend retries: they wait until max_wait_s is spent", () => {
  const budget = new RetryBudget({ ...settings, retries: 0 }, () => 0);
  const waits: number[] = [];
  for (;;) {
    const wait = budget.next({
      retry: true,
      kind: "rate_limit",
      retryAfterMs: 3000,
    });
    if (wait === null) break;
    waits.push(wait);
  }
  assert.deepEqual(waits, [3000, 3000, 3000]);
  assert.equal(budget.waitedMs, 9000);
});

Deno.test("a 429 that says wait 0 still waits a little, so a cell always ends", () => {
  const budget = new RetryBudget({ ...settings, max_wait_s: 1 }, () => 0);
  let tries = 0;
  while (budget.next({ retry: true, kind: "rate_limit", retryAfterMs: 0 })) {
    tries++;
  }
  assert.equal(tries, 1000 / MIN_RATE_LIMIT_WAIT_MS);
});

Deno.test("a non-retryable error gives up at once", () => {
  const budget = new RetryBudget(settings, () => 0);
  assert.equal(budget.next({ retry: false, status: 400 }), null);
});

Deno.test("refusedWaitMs names the wait that max_wait_s refused, and only that", () => {
  const budget = new RetryBudget({ ...settings, retries: 0 }, () => 0);
  assert.equal(
    budget.next({ retry: true, kind: "rate_limit", retryAfterMs: 4000 }),
    4000,
  );
  assert.equal(budget.refusedWaitMs, undefined);
  assert.equal(
    budget.next({ retry: true, kind: "rate_limit", retryAfterMs: 90_000 }),
    null,
  );
  assert.equal(budget.refusedWaitMs, 90_000);
  assert.equal(budget.next({ retry: false }), null);
  assert.equal(budget.refusedWaitMs, undefined, "a fatal error is not a wait");
});
