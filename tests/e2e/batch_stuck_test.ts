/**
 * Batches that never end, through the CLI (#27): a batch still running an
 * hour after its window closed, and a cancel the provider never finishes,
 * are polled no longer: the run says why it stopped waiting, keeps the
 * batch recorded, and exits 4 (incomplete), instead of polling forever.
 */
import assert from "node:assert/strict";
import {
  type BatchApiOptions,
  loopbackBaseURL,
  loopbackBatchModel,
  withBatchApi,
} from "../support/batch_api_server.ts";
import { runNiah, withWorkspace } from "../support/hosted_niah.ts";

const KEY_ENV = "NIAH_BATCH_STUCK_TEST_KEY";
const env = { [KEY_ENV]: "test-key-batch-stuck" };

const RUN = `run_name: "st"
model: "loop"
task: {type: "uuid"}
sweep: {context_lengths: [300], depth_percents: [0, 100], seeds: [1]}
runner: {batch: true, batch_poll_s: 0.01}
store: {path: "results/st.jsonl"}
`;
const LEDGER = "results/st.jsonl.batches.json";

const run = (dir: string, ...flags: string[]) =>
  runNiah(["run", "configs/runs/st.yaml", "--quiet", ...flags], {
    cwd: dir,
    env,
  });

/** The last line of `stderr`: the error, after the run's other lines. */
function lastLine(stderr: string): string {
  return stderr.trimEnd().split("\n").at(-1)!;
}

async function inWorkspace(
  options: BatchApiOptions,
  body: (dir: string, retrieves: () => number) => Promise<void>,
): Promise<void> {
  // Queued for ever: the batch itself never ends.
  await withBatchApi({ queuedPolls: 1_000_000, ...options }, async (server) => {
    await withWorkspace({
      "configs/runs/st.yaml": RUN,
      "configs/models/loop.yaml": loopbackBatchModel(
        "chat_completions",
        loopbackBaseURL(server, "chat_completions"),
        KEY_ENV,
      ),
    }, (dir) => body(dir, () => server.count("retrieve")));
  });
}

const STOPPED =
  `niah: Cannot finish the run: niah stopped waiting for 1 batch that did not end (see above); it stays recorded in "${LEDGER}": run again to look again, or with --cancel-batches to cancel, and cancel in the provider's console what never ends`;

Deno.test("a batch still running an hour past its window's end is polled no longer: exit 4, still recorded", async () => {
  // The window closed two hours before the batch was made.
  await inWorkspace({ windowMs: -2 * 3600 * 1000 }, async (dir, retrieves) => {
    const result = await run(dir);
    assert.equal(result.code, 4, result.stderr);
    assert.match(
      result.stderr,
      /batch: batch "batch_1" is still "queued" 2\.0 h after its window closed \(\d{4}-\d\d-\d\dT[\d:.]+Z\); niah stopped waiting for it\n/,
    );
    assert.equal(lastLine(result.stderr), `${STOPPED}`);
    assert.equal(retrieves(), 1);
    const ledger = JSON.parse(await Deno.readTextFile(`${dir}/${LEDGER}`));
    assert.equal(ledger.batches[0].id, "batch_1");
  });
});

Deno.test("a cancel the provider never finishes is waited on for 10 polls, then the run stops saying so: exit 4, still recorded", async () => {
  await inWorkspace({ cancelNeverEnds: true }, async (dir, retrieves) => {
    const submitted = await run(dir, "--no-wait");
    assert.equal(submitted.code, 0, submitted.stderr);
    const before = retrieves();
    const result = await run(dir, "--cancel-batches");
    assert.equal(result.code, 4, result.stderr);
    assert.match(
      result.stderr,
      /batch: batch "batch_1" is still "cancelling" after 10 polls since niah asked to cancel it; niah stopped waiting for the provider to finish cancelling\n/,
    );
    assert.equal(lastLine(result.stderr), STOPPED);
    assert.equal(retrieves() - before, 10);
    assert.ok((await Deno.lstat(`${dir}/${LEDGER}`)).isFile);
  });
});
