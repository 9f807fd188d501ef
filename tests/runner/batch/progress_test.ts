import assert from "node:assert/strict";
import { batchProgressLine } from "../../../src/runner/batch/progress.ts";

Deno.test("the batch progress line sums the batches' counts", () => {
  const counts = {
    total: 10,
    processing: 4,
    succeeded: 5,
    errored: 1,
    expired: 0,
    cancelled: 0,
  };
  const line = batchProgressLine({
    batches: [
      { id: "a", status: "in_progress", counts, created_at: "" },
      { id: "b", status: "ended", counts, created_at: "" },
    ],
    window: "24h",
    nextPollS: 7.5,
  });
  assert.equal(
    line,
    "batches: 2 (1 running; window 24h) | submitted 20 | in progress 8 | succeeded 10 | errored 2 | expired 0 | next poll in 8 s",
  );
});
