import assert from "node:assert/strict";
import { turnTaker } from "../src/sleep.ts";

Deno.test("turnTaker gives timers a turn in a loop of synchronous work and throws once aborted", async () => {
  const controller = new AbortController();
  setTimeout(() => controller.abort(new Error("stop")), 0);
  const turn = turnTaker(controller.signal, 1);
  let items = 0;
  await assert.rejects(async () => {
    for (;;) {
      await turn();
      // Work that never awaits anything itself.
      for (const end = performance.now() + 0.2; performance.now() < end;);
      items++;
    }
  }, /stop/);
  assert.ok(items > 0);
});
