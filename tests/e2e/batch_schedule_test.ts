/**
 * `niah schedule` in batch mode: a tick that only submitted ends as
 * `batch_pending` (not a failed gate); the next tick collects that run,
 * then reports and gates it.
 */
import assert from "node:assert/strict";
import { runNiah, withWorkspace } from "../support/hosted_niah.ts";
import { heldFakeModel, releaseFakeBatches } from "../support/fake_batches.ts";

const RUN = `run_name: "nightly-{datetime}"
model: "m"
task: {type: "uuid"}
sweep: {context_lengths: [500], depth_percents: [0, 100], seeds: [1, 2]}
runner: {batch: true, batch_poll_s: 0.2}
`;
const MODEL = heldFakeModel("m");
const SCHEDULE = `jobs:
  - name: nightly
    run: configs/runs/nightly.yaml
    cron: "0 3 * * *"
    batch_wait: false
`;

Deno.test("schedule in batch mode: a tick submits (batch pending), the next collects, reports and gates", async () => {
  await withWorkspace({
    "configs/runs/nightly.yaml": RUN,
    "configs/models/m.yaml": MODEL,
    "schedule.yaml": SCHEDULE,
  }, async (dir) => {
    const first = await runNiah(["schedule", "schedule.yaml", "--once"], {
      cwd: dir,
      env: { NIAH_RUN_TIME: "2026-12-01T03:00:00Z" },
    });
    assert.equal(first.code, 0, first.stderr);
    assert.match(
      first.stderr,
      /job "nightly": batch_pending: submitted results\/nightly-2026-12-01T030000Z\.jsonl: 1 batch pending/,
    );
    const html = `${dir}/results/nightly-2026-12-01T030000Z.html`;
    assert.equal(await Deno.stat(html).then(() => true, () => false), false);
    // The batch ends between the ticks, when the test releases it.
    assert.equal(
      await releaseFakeBatches(
        `${dir}/results/nightly-2026-12-01T030000Z.jsonl`,
      ),
      1,
    );
    const second = await runNiah(["schedule", "schedule.yaml", "--once"], {
      cwd: dir,
      env: { NIAH_RUN_TIME: "2026-12-02T03:00:00Z" },
    });
    assert.equal(second.code, 0, second.stderr);
    assert.match(
      second.stderr,
      /job "nightly": no_baseline: wrote results\/nightly-2026-12-01T030000Z\.jsonl/,
    );
    assert.ok((await Deno.stat(html)).isFile);
    const state = JSON.parse(
      await Deno.readTextFile(`${dir}/results/schedule-state.json`),
    );
    assert.equal(
      state.jobs.nightly.last_store,
      "results/nightly-2026-12-01T030000Z.jsonl",
    );
    assert.deepEqual(state.pending, {});
  });
});
