import assert from "node:assert/strict";
import { RateLimiter } from "../../../src/runner/execute/rate_limiter.ts";

/** A fake clock whose sleep advances time instantly. */
function clock() {
  let now = 0;
  const sleeps: number[] = [];
  return {
    now: () => now,
    sleeps,
    sleep: (ms: number) => {
      sleeps.push(ms);
      now += ms;
      return Promise.resolve();
    },
  };
}

const signal = new AbortController().signal;

Deno.test("rpm lets N requests through per minute, then waits for the window", async () => {
  const c = clock();
  const limiter = new RateLimiter({ rpm: 3 }, c.now, c.sleep);
  const times: number[] = [];
  for (let i = 0; i < 7; i++) {
    await limiter.acquire(1, signal);
    times.push(c.now());
  }
  assert.deepEqual(times, [0, 0, 0, 60000, 60000, 60000, 120000]);
});

Deno.test("tpm counts tokens, and settling with real usage frees the difference", async () => {
  const c = clock();
  const limiter = new RateLimiter({ tpm: 1000 }, c.now, c.sleep);
  const settle = await limiter.acquire(800, signal);
  settle(100); // the request used far fewer tokens than estimated
  await limiter.acquire(800, signal);
  assert.equal(c.now(), 0, "fits at once after the correction");
  await limiter.acquire(800, signal);
  assert.equal(c.now(), 60000, "the third waits for the window");
});

Deno.test("a request bigger than the whole tpm budget goes alone into an empty window", async () => {
  const c = clock();
  const limiter = new RateLimiter({ tpm: 100 }, c.now, c.sleep);
  await limiter.acquire(500, signal);
  assert.equal(c.now(), 0);
  await limiter.acquire(10, signal);
  assert.equal(c.now(), 60000);
});

Deno.test("concurrent callers are served in order and an abort rejects the wait", async () => {
  const c = clock();
  const limiter = new RateLimiter({ rpm: 1 }, c.now, c.sleep);
  const order: number[] = [];
  await Promise.all(
    [1, 2, 3].map((i) => limiter.acquire(1, signal).then(() => order.push(i))),
  );
  assert.deepEqual(order, [1, 2, 3]);
  const controller = new AbortController();
  controller.abort();
  await assert.rejects(limiter.acquire(1, controller.signal));
});
