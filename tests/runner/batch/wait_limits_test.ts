import assert from "node:assert/strict";
import type { BatchInfo } from "../../../src/providers/batch.ts";
import { WaitLimits } from "../../../src/runner/batch/wait_limits.ts";

const info = (fields: Partial<BatchInfo>): BatchInfo => ({
  id: "b1",
  status: "in_progress",
  counts: {
    total: 1,
    processing: 1,
    succeeded: 0,
    errored: 0,
    expired: 0,
    cancelled: 0,
  },
  created_at: "2026-12-01T00:00:00.000Z",
  ...fields,
});

const limits = (nowIso: string, cancelling = false, window = "24h") =>
  new WaitLimits({
    now: () => new Date(nowIso),
    window,
    cancelling,
    shown: (id) => id,
  });

Deno.test("a batch is waited on until an hour past its expires_at", () => {
  const expires = { expires_at: "2026-12-02T00:00:00.000Z" };
  assert.equal(
    limits("2026-12-02T00:59:00.000Z").stopWaiting(info(expires)),
    undefined,
  );
  const late = limits("2026-12-02T01:30:00.000Z");
  assert.match(late.stopWaiting(info(expires))!, /1\.5 h after its window/);
  assert.equal(late.stopped.length, 1);
  assert.throws(
    () => late.throwIfStopped("l.json"),
    /stopped waiting for 1 batch/,
  );
});

Deno.test("without expires_at the window is counted from its creation", () => {
  assert.equal(
    limits("2026-12-01T00:50:00.000Z", false, "30m").stopWaiting(info({})),
    undefined,
  );
  assert.ok(
    limits("2026-12-01T01:31:00.000Z", false, "30m").stopWaiting(info({})),
  );
  // A window niah cannot read sets no limit.
  assert.equal(
    limits("2027-12-01T00:00:00.000Z", false, "soon").stopWaiting(info({})),
    undefined,
  );
});

Deno.test("a cancel is waited on for 10 polls", () => {
  const waits = limits("2026-12-01T01:00:00.000Z", true);
  const cancelling = info({ status: "cancelling" });
  for (let poll = 1; poll < 10; poll++) {
    assert.equal(waits.stopWaiting(cancelling), undefined);
  }
  assert.match(waits.stopWaiting(cancelling)!, /after 10 polls/);
  assert.equal(waits.stopped.length, 1);
});
