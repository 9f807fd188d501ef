/**
 * A ledger that no longer matches what niah wrote, through the CLI (#27):
 * a bad value is one line naming the file and the key (exit 2, never a
 * crash); a batch id the provider does not know stops the run in one line
 * and `--cancel-batches` forgets it; a sweep shrunk while a batch ran
 * collects the cells still planned instead of locking the store; another
 * config's batch is refused naming two different fingerprints, and
 * `--cancel-batches` cancels it all the same.
 */
import assert from "node:assert/strict";
import { rowsOf } from "../support/stored_rows.ts";
import { runNiah, withWorkspace } from "../support/hosted_niah.ts";
import { heldFakeModel, releaseFakeBatches } from "../support/fake_batches.ts";

const RUN = `run_name: "b"
model: "fakeb"
task: {type: "uuid", style: "niah"}
sweep: {context_lengths: [300], depth_percents: [0, 100], seeds: [1]}
runner: {batch: true, batch_poll_s: 0.05}
store: {path: "results/b.jsonl"}
`;
const MODEL = heldFakeModel("fakeb");
const LEDGER = "results/b.jsonl.batches.json";

type Ledger = { batches: Record<string, unknown>[] };

/** The last line of `stderr`: the error, after the run's header lines. */
function lastLine(stderr: string): string {
  return stderr.trimEnd().split("\n").at(-1)!;
}

const run = (dir: string, ...flags: string[]) =>
  runNiah(["run", "configs/runs/b.yaml", "--quiet", ...flags], { cwd: dir });

/** A workspace whose store has one batch of `run`'s 2 cells pending, ended. */
async function withPendingBatch(
  body: (dir: string, ledger: Ledger) => Promise<void>,
  runConfig = RUN,
): Promise<void> {
  await withWorkspace({
    "configs/runs/b.yaml": runConfig,
    "configs/models/fakeb.yaml": MODEL,
  }, async (dir) => {
    const submitted = await run(dir, "--no-wait");
    assert.equal(submitted.code, 0, submitted.stderr);
    assert.equal(await releaseFakeBatches(`${dir}/results/b.jsonl`), 1);
    await body(dir, JSON.parse(await Deno.readTextFile(`${dir}/${LEDGER}`)));
  });
}

async function writeLedger(dir: string, ledger: Ledger): Promise<void> {
  await Deno.writeTextFile(`${dir}/${LEDGER}`, JSON.stringify(ledger));
}

Deno.test("a ledger's submitted_at that is no date is one line naming the file and the key, exit 2, on every rerun", async () => {
  await withPendingBatch(async (dir, ledger) => {
    ledger.batches[0]!.submitted_at = "not a date";
    await writeLedger(dir, ledger);
    for (const flags of [[], ["--cancel-batches"]]) {
      const result = await run(dir, ...flags);
      assert.equal(result.code, 2, result.stderr);
      assert.equal(
        lastLine(result.stderr),
        `niah: Cannot read batch ledger "${LEDGER}": batches.0.submitted_at is "not a date", expected an ISO time such as 2026-12-01T00:00:00.000Z; restore it, or move it away to forget its batches (their cells would be sent again)`,
      );
    }
  });
});

Deno.test("a batch id the provider does not know stops the run in one line, exit 2; --cancel-batches forgets it and the cells are sent again", async () => {
  await withPendingBatch(async (dir, ledger) => {
    ledger.batches[0]!.id = "batch_abc123";
    await writeLedger(dir, ledger);
    const stopped = await run(dir);
    assert.equal(stopped.code, 2, stopped.stderr);
    assert.equal(
      lastLine(stopped.stderr),
      `niah: Cannot collect batch "batch_abc123" recorded in "${LEDGER}": the fake batch API at "local" has no batch "batch_abc123" (fake batch API: no batch "batch_abc123"); it may belong to another provider or account; run with --cancel-batches to forget it (its 2 cells are then sent again)`,
    );
    const forgot = await run(dir, "--cancel-batches");
    assert.equal(forgot.code, 0, forgot.stderr);
    assert.match(
      forgot.stderr,
      /batch: the fake batch API at "local" has no batch "batch_abc123" \(.*\); forgot it; its 2 cells are sent again by the next run/,
    );
    assert.equal(await Deno.lstat(`${dir}/${LEDGER}`).catch(() => null), null);
  });
});

Deno.test("a sweep shrunk while its batch ran collects the cells still planned; the store is not locked", async () => {
  await withPendingBatch(async (dir) => {
    await Deno.writeTextFile(
      `${dir}/configs/runs/b.yaml`,
      RUN.replace("depth_percents: [0, 100]", "depth_percents: [0]"),
    );
    const collected = await run(dir);
    assert.equal(collected.code, 0, collected.stderr);
    assert.match(
      collected.stderr,
      /batch: 1 of the 2 cells of batch "fakebatch_[\w-]+" are no longer in the sweep; their answers are not collected \(the rest are\)/,
    );
    const rows = await rowsOf(`${dir}/results/b.jsonl`);
    assert.equal(rows.length, 1);
    assert.equal(rows[0]!.status, "ok");
    assert.equal(await Deno.lstat(`${dir}/${LEDGER}`).catch(() => null), null);
  });
});

Deno.test("another config's batch is refused naming both fingerprints; --cancel-batches cancels it anyway", async () => {
  await withPendingBatch(async (dir, ledger) => {
    const cells = ledger.batches[0]!.cells as { fingerprint: string }[];
    const old = cells[0]!.fingerprint;
    for (const cell of cells) cell.fingerprint = "0123456789abcdef";
    await writeLedger(dir, ledger);
    const refused = await run(dir);
    assert.equal(refused.code, 2, refused.stderr);
    const line = lastLine(refused.stderr);
    assert.match(
      line,
      /^niah: Cannot collect batch "fakebatch_[\w-]+" of ".*": it holds cell "[0-9a-f]+" of another config \(fingerprint 0123456789abcdef; this config's is ([0-9a-f]+)\); restore the config that submitted it, or run with --cancel-batches to cancel it \(its answers are then not collected\)$/,
    );
    assert.ok(line.includes(`this config's is ${old})`), line);
    const cancelled = await run(dir, "--cancel-batches");
    assert.equal(cancelled.code, 0, cancelled.stderr);
    assert.match(
      cancelled.stderr,
      /batch: 2 of the 2 cells of batch "fakebatch_[\w-]+" are of another config or no longer in the sweep/,
    );
    assert.equal(await Deno.lstat(`${dir}/${LEDGER}`).catch(() => null), null);
    assert.match(cancelled.stderr, /batch: cancelled "fakebatch_[\w-]+"/);
    // Nothing of the other config is collected as a row of this one.
    const store = await Deno.readTextFile(`${dir}/results/b.jsonl`)
      .catch(() => "");
    assert.equal(store, "");
  });
});

Deno.test("a batch submitted whole is collected whole by a run with -n: the samples the limit leaves out are not dropped", async () => {
  const twoSamples = RUN.replace(
    "depth_percents: [0, 100], seeds: [1]",
    "depth_percents: [0], seeds: [1], samples: 2",
  );
  await withPendingBatch(async (dir) => {
    const collected = await run(dir, "-n", "1");
    assert.equal(collected.code, 0, collected.stderr);
    assert.doesNotMatch(collected.stderr, /no longer in the sweep/);
    const rows = await rowsOf(`${dir}/results/b.jsonl`);
    assert.deepEqual(
      rows.map((row) => [row.sample_index, row.status]).sort(),
      [[0, "ok"], [1, "ok"]],
    );
    assert.equal(await Deno.lstat(`${dir}/${LEDGER}`).catch(() => null), null);
  }, twoSamples);
});
