import assert from "node:assert/strict";
import { createProgress } from "../../src/cli/progress.ts";
import { captureIo } from "../support/capture_io.ts";

Deno.test("plain lines show the requests in flight beside the limit, elapsed time, rate and ETA", () => {
  const io = captureIo();
  let now = 0;
  const progress = createProgress(io, 10, { quiet: false, now: () => now });
  const at = (t: number, written: number, inFlight: number) => {
    now = t;
    progress.update({
      written,
      total: 10,
      classes: { ok: written },
      costUsd: 0.5,
      concurrency: 4,
      inFlight,
    });
  };
  at(2000, 1, 3);
  at(4000, 2, 2); // within 15 s of the last line: no line
  at(20_000, 9, 1);
  at(21_000, 10, 0);
  progress.stop();
  assert.deepEqual(io.stderr, [
    "[1/10] 1 ok; 3 in flight (limit 4); 2s elapsed, 0.50 cells/s, ETA 18s; $0.5000",
    "[9/10] 9 ok; 1 in flight (limit 4); 20s elapsed, 0.45 cells/s, ETA 2s; $0.5000",
    "[10/10] 10 ok; 0 in flight (limit 4); 21s elapsed, 0.48 cells/s, ETA 0s; $0.5000",
  ]);
});
