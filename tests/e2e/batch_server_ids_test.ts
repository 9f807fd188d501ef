/**
 * Ids a batch server chooses are server text (#27): a server that puts the
 * API key in its batch ids gets it written nowhere (not the ledger, not a
 * row's `batch_id`, not a line niah prints), yet the batch is still polled,
 * found again by its label and cancelled; escape sequences in a batch id
 * or a ledger label reach the terminal as visible escapes, never raw.
 */
import assert from "node:assert/strict";
import {
  loopbackBaseURL,
  type LoopbackBatchApi,
  loopbackBatchModel,
  withBatchApi,
} from "../support/batch_api_server.ts";
import { rowsOf } from "../support/stored_rows.ts";
import { runNiah, withWorkspace } from "../support/hosted_niah.ts";

const KEY_ENV = "NIAH_BATCH_IDS_TEST_KEY";
const KEY = "sk-batchids-0123456789abcdef";
const env = { [KEY_ENV]: KEY };

const RUN = `run_name: "ids"
model: "loop"
task: {type: "uuid"}
sweep: {context_lengths: [300], depth_percents: [0, 100], seeds: [1]}
runner: {batch: true, batch_poll_s: 0.05}
store: {path: "results/ids.jsonl"}
`;
const LEDGER = "results/ids.jsonl.batches.json";

// deno-lint-ignore no-control-regex
const RAW_CONTROL = /[\u0000-\u0009\u000b-\u001f\u007f-\u009f]/;
const ESCAPES = "\u001b]0;pwned\u0007\u001b[2J";

const run = (dir: string, ...flags: string[]) =>
  runNiah(["run", "configs/runs/ids.yaml", ...flags], { cwd: dir, env });

/** Everything a run printed. */
const printed = (r: { stdout: string; stderr: string }) => r.stdout + r.stderr;

async function inWorkspace(
  api: LoopbackBatchApi,
  batchId: (n: number) => string,
  body: (dir: string) => Promise<void>,
): Promise<void> {
  // Queued until a cancel ends it: the first run leaves it pending.
  await withBatchApi({ batchId, queuedPolls: 1_000_000 }, async (server) => {
    await withWorkspace({
      "configs/runs/ids.yaml": RUN,
      "configs/models/loop.yaml": loopbackBatchModel(
        api,
        loopbackBaseURL(server, api),
        KEY_ENV,
      ),
    }, body);
  });
}

Deno.test("a batch id holding the API key is written nowhere, printed redacted, and the batch is still found and cancelled", async () => {
  await inWorkspace(
    "chat_completions",
    (n) => `batch_${KEY}_${n}`,
    async (dir) => {
      const first = await run(dir, "--no-wait");
      assert.equal(first.code, 0, first.stderr);
      assert.ok(!printed(first).includes(KEY), printed(first));
      const ledger = await Deno.readTextFile(`${dir}/${LEDGER}`);
      assert.ok(!ledger.includes("batchids"), ledger);
      assert.equal(JSON.parse(ledger).batches[0].withheld, true);

      const cancel = await run(dir, "--cancel-batches");
      assert.equal(cancel.code, 4, cancel.stderr);
      const out = printed(cancel);
      assert.ok(!out.includes("batchids"), out);
      assert.match(
        out,
        /batch: found batch "batch_\[redacted\]_1" \(2 cells\) by its label, as its id holds the API key and is not written down/,
      );
      assert.match(out, /batch: cancelled "batch_\[redacted\]_1"/);
      const rows = await rowsOf(`${dir}/results/ids.jsonl`);
      assert.equal(rows.length, 2);
      for (const row of rows) {
        assert.equal(
          row.batch_id,
          "batch_[redacted]_1",
        );
      }
      const store = await Deno.readTextFile(`${dir}/results/ids.jsonl`);
      assert.ok(!store.includes("batchids"));
    },
  );
});

Deno.test("escape sequences in a server's batch id and in a ledger label are printed as visible escapes", async () => {
  await inWorkspace(
    "messages",
    (n) => `msgbatch_${ESCAPES}_${n}`,
    async (dir) => {
      const first = await run(dir, "--no-wait");
      assert.equal(first.code, 0, first.stderr);
      assert.ok(!RAW_CONTROL.test(printed(first)), JSON.stringify(first));
      const cancel = await run(dir, "--cancel-batches");
      assert.ok(!RAW_CONTROL.test(printed(cancel)), JSON.stringify(cancel));
      assert.match(
        printed(cancel),
        /batch: cancelled "msgbatch_\\e\]0;pwned\\x07\\e\[2J_1"/,
      );

      // A ledger whose unconfirmed entry's label was tampered with.
      const second = await run(dir, "--no-wait");
      assert.equal(second.code, 0, second.stderr);
      const ledger = JSON.parse(await Deno.readTextFile(`${dir}/${LEDGER}`));
      const { id: _, ...entry } = ledger.batches[0];
      ledger.batches = [{ ...entry, label: `niah-${ESCAPES}` }];
      await Deno.writeTextFile(`${dir}/${LEDGER}`, JSON.stringify(ledger));
      const forget = await run(dir, "--cancel-batches");
      assert.ok(!RAW_CONTROL.test(printed(forget)), JSON.stringify(forget));
      assert.match(
        printed(forget),
        /batch: forgot an unconfirmed submission of 2 cells \(label "niah-\\e\]0;pwned\\x07\\e\[2J"\)/,
      );
    },
  );
});
