import assert from "node:assert/strict";
import {
  hasEnded,
  nextPollWaitS,
  pollUntilEnded,
  steadily,
} from "../../../src/runner/batch/poll.ts";
import type { BatchInfo, BatchStatus } from "../../../src/providers/batch.ts";

const info = (id: string, status: BatchStatus): BatchInfo => ({
  id,
  status,
  counts: {
    total: 1,
    processing: 0,
    succeeded: 0,
    errored: 0,
    expired: 0,
    cancelled: 0,
  },
  created_at: "2026-12-01T00:00:00Z",
});

Deno.test("poll waits grow 1.5 times from batch_poll_s up to 300 s", () => {
  assert.equal(nextPollWaitS(undefined, 5), 5);
  assert.equal(nextPollWaitS(5, 5), 7.5);
  assert.equal(nextPollWaitS(250, 5), 300);
  assert.equal(nextPollWaitS(undefined, 3600), 300);
});

Deno.test("a retryable poll error is waited out; another is thrown", async () => {
  const waits: number[] = [];
  let calls = 0;
  const deps = {
    api: {
      classify: (e: unknown) =>
        String(e).includes("429")
          ? {
            retry: true as const,
            kind: "rate_limit" as const,
            retryAfterMs: 7,
          }
          : { retry: false as const },
    },
    sleep: (ms: number) => {
      waits.push(ms);
      return Promise.resolve();
    },
    signal: new AbortController().signal,
  };
  const value = await steadily(() => {
    calls++;
    return calls < 3 ? Promise.reject(new Error("429")) : Promise.resolve(1);
  }, deps);
  assert.equal(value, 1);
  assert.deepEqual(waits, [7, 7]);
  await assert.rejects(
    steadily(() => Promise.reject(new Error("400")), deps),
    /400/,
  );
});

Deno.test("pollUntilEnded collects each batch as it ends", async () => {
  const states: Record<string, BatchStatus[]> = {
    a: ["in_progress", "ended"],
    b: ["queued", "in_progress", "expired"],
  };
  const ended: string[] = [];
  const waits: number[] = [];
  await pollUntilEnded(["a", "b"], {
    api: {
      classify: () => ({ retry: false }),
      retrieve: (id) => Promise.resolve(info(id, states[id]!.shift()!)),
    },
    sleep: (ms) => {
      waits.push(ms);
      return Promise.resolve();
    },
    signal: new AbortController().signal,
    firstWaitS: 2,
    onEnded: (i) => {
      ended.push(`${i.id}:${i.status}`);
      return Promise.resolve();
    },
    onPoll: () => {},
    onGone: () => Promise.reject(new Error("no batch is gone")),
    stopWaiting: () => undefined,
  });
  assert.deepEqual(ended, ["a:ended", "b:expired"]);
  assert.deepEqual(waits, [2000, 3000]);
  assert.equal(hasEnded(info("x", "cancelling")), false);
});
