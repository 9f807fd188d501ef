import assert from "node:assert/strict";
import {
  endpointLabel,
  endpointPool,
} from "../../src/providers/endpoint_pool.ts";
import type {
  Completion,
  GenerateInput,
  Provider,
} from "../../src/providers/provider.ts";

class Down extends Error {}
class BadRequest extends Error {}

/** A provider that answers, or throws while `down` says so. */
function replica(name: string, down: { now: boolean }) {
  const calls: string[] = [];
  const provider: Provider = {
    generate(input: GenerateInput): Promise<Completion> {
      calls.push(input.cell_id);
      if (input.cell_id === "bad-request") {
        return Promise.reject(new BadRequest(name));
      }
      if (down.now) return Promise.reject(new Down(name));
      return Promise.resolve({
        text: name,
        finish_reason: "stop",
        usage: null,
      });
    },
    classify: (error) =>
      error instanceof Down
        ? { retry: true, kind: "transient" }
        : { retry: false },
  };
  return { provider, calls };
}

const input = (cell_id: string): GenerateInput =>
  ({ messages: [], cell_id, attempt: 1 }) as unknown as GenerateInput;
const signal = new AbortController().signal;

Deno.test("requests go round-robin over healthy endpoints, each answer naming its endpoint", async () => {
  const a = replica("a", { now: false });
  const b = replica("b", { now: false });
  const pool = endpointPool([
    { endpoint: "http://a", provider: a.provider },
    { endpoint: "http://b", provider: b.provider },
  ]);
  const answers = [];
  for (let i = 0; i < 4; i++) {
    answers.push(await pool.generate(input(`c${i}`), signal));
  }
  assert.deepEqual(answers.map((c) => [c.text, c.endpoint]), [
    ["a", "http://a"],
    ["b", "http://b"],
    ["a", "http://a"],
    ["b", "http://b"],
  ]);
});

Deno.test("a failing endpoint fails over at once, is rested after 3 in a row, and comes back on probation", async () => {
  let clock = 0;
  const aDown = { now: true };
  const a = replica("a", aDown);
  const b = replica("b", { now: false });
  const health: string[] = [];
  const pool = endpointPool([
    { endpoint: "http://a", provider: a.provider },
    { endpoint: "http://b", provider: b.provider },
  ], {
    failuresToRest: 3,
    restMs: 1000,
    now: () => clock,
    onHealth: (l) => health.push(l),
  });
  for (let i = 0; i < 10; i++) {
    const answer = await pool.generate(input(`c${i}`), signal);
    assert.equal(answer.endpoint, "http://b", "every request is answered");
  }
  // a was tried until its third failure, then left alone.
  assert.equal(a.calls.length, 3);
  assert.match(
    health[0]!,
    /"http:\/\/a" rested for 1 s after 3 failures in a row/,
  );
  assert.ok(pool.health()[0]!.restingUntil === 1000);

  clock = 1500; // rest over; still down: one failure rests it again, longer
  await pool.generate(input("p1"), signal);
  await pool.generate(input("p2"), signal);
  assert.equal(a.calls.length, 4);
  assert.match(health.at(-1)!, /rested for 2 s after 1 failure/);

  clock = 4000;
  aDown.now = false; // repaired: back in the rotation
  const back = [];
  for (let i = 0; i < 4; i++) {
    back.push((await pool.generate(input(`r${i}`), signal)).endpoint);
  }
  assert.ok(back.includes("http://a"), back.join());
});

Deno.test("all endpoints down: the last error, classified by its own adapter", async () => {
  const pool = endpointPool([
    { endpoint: "http://a", provider: replica("a", { now: true }).provider },
    { endpoint: "http://b", provider: replica("b", { now: true }).provider },
  ]);
  const error = await pool.generate(input("x"), signal).catch((e) => e);
  assert.ok(error instanceof Down);
  assert.deepEqual(pool.classify(error), { retry: true, kind: "transient" });
});

Deno.test("a request's own fault does not fail over or count against the endpoint", async () => {
  const a = replica("a", { now: false });
  const b = replica("b", { now: false });
  const pool = endpointPool([
    { endpoint: "http://a", provider: a.provider },
    { endpoint: "http://b", provider: b.provider },
  ], { failuresToRest: 1 });
  await assert.rejects(
    () => pool.generate(input("bad-request"), signal),
    BadRequest,
  );
  assert.equal(a.calls.length + b.calls.length, 1);
  assert.ok(pool.health().every((h) => h.restingUntil === null));
});

Deno.test("an endpoint's label drops credentials, query and fragment", () => {
  assert.equal(
    endpointLabel("https://user:secret@gpu-3.internal:8000/v1/?token=x#y"),
    "https://gpu-3.internal:8000/v1",
  );
});
