import assert from "node:assert/strict";
import { ConcurrencyGate } from "../../../src/runner/execute/concurrency_gate.ts";

const signal = new AbortController().signal;

Deno.test("the gate holds at most `limit` slots and wakes a waiter on release", async () => {
  const gate = new ConcurrencyGate(2, () => 0);
  const a = await gate.acquire(signal);
  await gate.acquire(signal);
  let third = false;
  const waiting = gate.acquire(signal).then(() => (third = true));
  await new Promise((r) => setTimeout(r, 5));
  assert.equal(third, false);
  a();
  await waiting;
  assert.equal(third, true);
});

Deno.test("429s halve the limit at most once a second, and successes grow it back", () => {
  let now = 0;
  const gate = new ConcurrencyGate(16, () => now);
  gate.rateLimited();
  assert.equal(gate.limit, 8);
  gate.rateLimited(); // same second: no second cut
  assert.equal(gate.limit, 8);
  now = 1500;
  gate.rateLimited();
  assert.equal(gate.limit, 4);
  for (let i = 0; i < 4; i++) gate.succeeded();
  assert.equal(gate.limit, 5);
  for (let i = 0; i < 200; i++) gate.succeeded();
  assert.equal(gate.limit, 16, "never above the configured concurrency");
});

Deno.test("the limit never drops below one", () => {
  let now = 0;
  const gate = new ConcurrencyGate(2, () => now);
  for (let i = 0; i < 5; i++) {
    now += 2000;
    gate.rateLimited();
  }
  assert.equal(gate.limit, 1);
});

Deno.test("an abort while waiting for a slot rejects", async () => {
  const gate = new ConcurrencyGate(1, () => 0);
  await gate.acquire(signal);
  const controller = new AbortController();
  const waiting = gate.acquire(controller.signal);
  controller.abort();
  await assert.rejects(waiting);
});
