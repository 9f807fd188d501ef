/**
 * Batch mode end to end through the fake provider's file-backed batches:
 * the same rows as direct mode, collection across processes (--no-wait, a
 * kill -9, Ctrl-C), cancel, partial failures, expiry, poll failures, the
 * cost cap, the dry run and a server without batch endpoints.
 */
import assert from "node:assert/strict";
import { rowsOf } from "../support/stored_rows.ts";
import { runNiah, withWorkspace } from "../support/hosted_niah.ts";
import { runNiah as runNiahProcess } from "../support/run_niah.ts";
import {
  HELD_BATCH_DELAY_MS,
  releaseFakeBatches,
} from "../support/fake_batches.ts";

const RUN = `run_name: "b"
model: "fakeb"
task: {type: "uuid", style: "niah"}
sweep:
  context_lengths: [300, 400, 500, 600, 700]
  depth_percents: [0, 25, 50, 75, 100]
  seeds: [1, 2]
runner: {batch: true, batch_poll_s: 0.2}
store: {path: "results/b.jsonl"}
`;

/** The fake model with batch settings (and prices, for the cost lines). */
function model(settings = ""): string {
  return `id: "fakeb"
runtime: {sdk: "fake", api: "fake"}
request: {model: "fake", mode: "oracle"${settings ? `, ${settings}` : ""}}
pricing: {input: 1.0, output: 2.0}
`;
}

type Row = Record<string, unknown>;

const ledger = (dir: string) => `${dir}/results/b.jsonl.batches.json`;

/** A fake whose batches run until the test releases them. */
const HELD = `batch_delay_ms: ${HELD_BATCH_DELAY_MS}`;

/** Ends the store's fake batches now; there was exactly one. */
async function release(dir: string): Promise<void> {
  assert.equal(await releaseFakeBatches(`${dir}/results/b.jsonl`), 1);
}

async function exists(path: string): Promise<boolean> {
  return await Deno.stat(path).then(() => true, () => false);
}

/** How many batches the fake was asked to make for the store. */
async function submitted(dir: string): Promise<number> {
  let n = 0;
  const folder = `${dir}/results/b.jsonl.state/fake-batches`;
  for await (const entry of Deno.readDir(folder)) {
    if (entry.name.endsWith(".json")) n++;
  }
  return n;
}

/** A row without what differs between two runs of the same cell. */
function comparable(row: Row): Row {
  const {
    duration_seconds: _d,
    timestamp_utc: _t,
    batch_id: _b,
    cost_usd: _c,
    ...rest
  } = row;
  return rest;
}

function files(settings = "", run = RUN): Record<string, string> {
  return {
    "configs/runs/b.yaml": run,
    "configs/models/fakeb.yaml": model(settings),
  };
}

Deno.test("a 50-cell sweep in batch mode writes the rows direct mode writes, at half the cost", async () => {
  const direct = RUN.replace("batch: true", "batch: false")
    .replace("results/b.jsonl", "results/d.jsonl");
  await withWorkspace(
    { ...files(), "configs/runs/d.yaml": direct },
    async (dir) => {
      const a = await runNiah(["run", "configs/runs/d.yaml"], { cwd: dir });
      assert.equal(a.code, 0, a.stderr);
      const b = await runNiah(["run", "configs/runs/b.yaml"], { cwd: dir });
      assert.equal(b.code, 0, b.stderr);
      assert.match(b.stderr, /submitting 50 cells in 1 batch/);
      const rowsA = await rowsOf(`${dir}/results/d.jsonl`);
      const rowsB = await rowsOf(`${dir}/results/b.jsonl`);
      assert.equal(rowsB.length, 50);
      const byCell = new Map(rowsA.map((r) => [r.cell_id, r]));
      for (const row of rowsB) {
        const twin = byCell.get(row.cell_id)!;
        assert.deepEqual(comparable(row), comparable(twin));
        assert.match(String(row.batch_id), /^fakebatch_/);
        assert.equal(row.cost_usd, (twin.cost_usd as number) / 2);
      }
      assert.equal(await exists(ledger(dir)), false, "no batch left pending");
      const cell = String(rowsB[7]!.cell_id);
      const rebuilt = await Promise.all(
        ["d", "b"].map((name) =>
          runNiah([
            "reconstruct",
            `results/${name}.jsonl`,
            "--cell",
            cell,
            "--messages",
          ], { cwd: dir })
        ),
      );
      assert.equal(rebuilt[0]!.code, 0, rebuilt[0]!.stderr);
      assert.equal(rebuilt[1]!.stdout, rebuilt[0]!.stdout);
    },
  );
});

Deno.test("batches split at the provider's request limit; the dry run shows both costs", async () => {
  const direct = RUN.replace("batch: true", "batch: false");
  await withWorkspace({
    ...files("batch_max_requests: 20"),
    "configs/runs/d.yaml": direct,
  }, async (dir) => {
    const dry = await runNiah(["run", "configs/runs/b.yaml", "--dry-run"], {
      cwd: dir,
    });
    assert.equal(dry.code, 0, dry.stderr);
    assert.match(dry.stdout, /estimate: 50 cells, \d+ input tokens; \$/);
    assert.match(dry.stdout, /batch mode: 3 batches .* at the batch price/);
    // Direct mode's dry run says what --batch would cost, too.
    const off = await runNiah(["run", "configs/runs/d.yaml", "--dry-run"], {
      cwd: dir,
    });
    assert.equal(off.code, 0, off.stderr);
    assert.match(off.stdout, /estimate: 50 cells, \d+ input tokens; \$/);
    assert.match(
      off.stdout,
      /in batch mode \(--batch, runner\.batch: true\): 3 batches .* at the batch price/,
    );
    const run = await runNiah(["run", "configs/runs/b.yaml"], { cwd: dir });
    assert.equal(run.code, 0, run.stderr);
    assert.match(run.stderr, /submitting 50 cells in 3 batches/);
    assert.equal(await submitted(dir), 3);
  });
});

Deno.test("--no-wait submits and exits 0; the next run collects without resubmitting", async () => {
  await withWorkspace(files(HELD), async (dir) => {
    const first = await runNiah(["run", "configs/runs/b.yaml", "--no-wait"], {
      cwd: dir,
    });
    assert.equal(first.code, 0, first.stderr);
    assert.match(first.stdout, /1 batch still running .*run "niah run/);
    assert.equal(await exists(ledger(dir)), true);
    await release(dir);
    const second = await runNiah(["run", "configs/runs/b.yaml"], { cwd: dir });
    assert.equal(second.code, 0, second.stderr);
    assert.match(second.stderr, /1 batch pending from earlier runs/);
    assert.match(second.stdout, /wrote 50 rows/);
    assert.equal(await submitted(dir), 1);
    assert.equal(await exists(ledger(dir)), false);
  });
});

Deno.test("kill -9 while waiting: the next run collects the same batch, nothing is sent twice", async () => {
  await withWorkspace(files(HELD), async (dir) => {
    // Killed once the ledger holds the batch's id: the batch is held, so
    // the run is still waiting on it.
    const killed = await runNiahProcess(["run", "configs/runs/b.yaml"], {
      cwd: dir,
      interruptSignal: "SIGKILL",
      interruptWhen: async () =>
        (await Deno.readTextFile(ledger(dir)).catch(() => "")).includes(
          '"id"',
        ),
    });
    assert.equal(killed.code, 137);
    assert.equal(await exists(`${dir}/results/b.jsonl`), false, "no rows yet");
    await release(dir);
    const again = await runNiah(["run", "configs/runs/b.yaml"], { cwd: dir });
    assert.equal(again.code, 0, again.stderr);
    assert.equal(await submitted(dir), 1);
    const rows = await rowsOf(`${dir}/results/b.jsonl`);
    assert.equal(rows.length, 50);
  });
});

Deno.test("Ctrl-C while waiting leaves the batch running and says so", async () => {
  // Held: none of the 50 requests has answered when the cancel comes.
  await withWorkspace(files(HELD), async (dir) => {
    const run = await runNiahProcess(["run", "configs/runs/b.yaml"], {
      cwd: dir,
      interruptWhen: async () =>
        (await Deno.readTextFile(ledger(dir)).catch(() => "")).includes(
          '"id"',
        ),
    });
    assert.equal(run.code, 130, run.stderr);
    assert.match(run.stderr, /1 batch keeps running at the provider/);
    assert.equal(await exists(ledger(dir)), true);
    const cancel = await runNiah(
      ["run", "configs/runs/b.yaml", "--cancel-batches"],
      { cwd: dir },
    );
    assert.match(cancel.stderr, /cancelled "fakebatch_/);
    assert.equal(cancel.code, 4, cancel.stderr);
    const rows = await rowsOf(`${dir}/results/b.jsonl`);
    assert.ok(rows.every((r) => r.failure_class === "provider_error"));
    assert.match(String(rows[0]!.error), /^cancelled in batch fakebatch_/);
    assert.equal(await exists(ledger(dir)), false);
  });
});

Deno.test("partial failures are error rows that the next run sends again; poll failures are waited out", async () => {
  await withWorkspace(
    files("batch_error_every: 5, batch_poll_failures: 1"),
    async (dir) => {
      const first = await runNiah(["run", "configs/runs/b.yaml"], {
        cwd: dir,
      });
      assert.equal(first.code, 4, first.stderr);
      assert.match(first.stderr, /refused a request for now .*503/);
      assert.match(first.stdout, /40 ok, 10 provider_error/);
      const second = await runNiah(["run", "configs/runs/b.yaml"], {
        cwd: dir,
      });
      assert.equal(second.code, 0, second.stderr);
      assert.match(second.stderr, /submitting 10 cells in 1 batch/);
      assert.match(second.stdout, /wrote 10 rows .*\(10 ok\)/);
    },
  );
});

Deno.test("requests past the batch's window become timeout rows", async () => {
  await withWorkspace(
    files("batch_delay_ms: 1000, batch_window_ms: 500"),
    async (dir) => {
      const run = await runNiah(["run", "configs/runs/b.yaml"], { cwd: dir });
      assert.equal(run.code, 4, run.stderr);
      const rows = await rowsOf(`${dir}/results/b.jsonl`);
      const timeouts = rows.filter((r) => r.failure_class === "timeout");
      assert.equal(timeouts.length, 25);
      assert.match(String(timeouts[0]!.error), /^expired in batch/);
    },
  );
});

Deno.test("max_cost_usd is checked at the batch price before anything is submitted", async () => {
  const capped = RUN.replace(
    "batch_poll_s: 0.2",
    "batch_poll_s: 0.2, max_cost_usd: 0.0005",
  );
  await withWorkspace(files("max_tokens: 10", capped), async (dir) => {
    const run = await runNiah(["run", "configs/runs/b.yaml"], { cwd: dir });
    assert.equal(run.code, 0, run.stderr);
    assert.match(run.stderr, /Submitted no more cells before the cost cap/);
    const written = (await rowsOf(`${dir}/results/b.jsonl`)).length;
    assert.ok(written > 0 && written < 50, `${written} rows`);
  });
});

Deno.test("a server without batch endpoints: one line, exit 2, no rows", async () => {
  await withWorkspace(files("batch_unsupported: true"), async (dir) => {
    const run = await runNiah(["run", "configs/runs/b.yaml"], { cwd: dir });
    assert.equal(run.code, 2, run.stderr);
    const lines = run.stderr.trim().split("\n").filter((l) =>
      l.startsWith("niah:")
    );
    assert.equal(lines.length, 1);
    assert.match(lines[0]!, /Cannot run in batch mode: .*no batch endpoints/);
    assert.equal(await exists(`${dir}/results/b.jsonl`), false);
    assert.equal(await exists(ledger(dir)), false);
  });
});

Deno.test("a store with half its cells done directly and half by batch reports as one run", async () => {
  const half = RUN.replace("batch: true", "batch: false")
    .replace("[300, 400, 500, 600, 700]", "[300, 400]");
  await withWorkspace(
    { ...files(), "configs/runs/h.yaml": half },
    async (dir) => {
      const a = await runNiah(["run", "configs/runs/h.yaml"], { cwd: dir });
      assert.equal(a.code, 0, a.stderr);
      const b = await runNiah(["run", "configs/runs/b.yaml"], { cwd: dir });
      assert.equal(b.code, 0, b.stderr);
      assert.match(b.stderr, /20 done, 30 to run/);
      assert.match(b.stderr, /submitting 30 cells/);
      const report = await runNiah(["report", "results/b.jsonl"], {
        cwd: dir,
      });
      assert.equal(report.code, 0, report.stderr);
      assert.match(report.stdout, /b · fakeb \(uuid\): 50 rows, mean 1\.000/);
    },
  );
});

Deno.test("a submission killed before its id was recorded is looked up by its label, not sent again", async () => {
  await withWorkspace(files(HELD), async (dir) => {
    const first = await runNiah(["run", "configs/runs/b.yaml", "--no-wait"], {
      cwd: dir,
    });
    assert.equal(first.code, 0, first.stderr);
    await release(dir);
    // As if killed between the provider's answer and the ledger's update.
    const text = await Deno.readTextFile(ledger(dir));
    await Deno.writeTextFile(
      ledger(dir),
      text.replace(/,\s*"id": "[^"]+"/, ""),
    );
    assert.doesNotMatch(await Deno.readTextFile(ledger(dir)), /"id"/);
    const second = await runNiah(["run", "configs/runs/b.yaml"], { cwd: dir });
    assert.equal(second.code, 0, second.stderr);
    assert.match(
      second.stderr,
      /found batch "fakebatch_.*not sending its cells again/,
    );
    assert.equal(await submitted(dir), 1);
    assert.equal((await rowsOf(`${dir}/results/b.jsonl`)).length, 50);
  });
});

Deno.test("the fake's simulated mode draws the same rows in batch mode as directly", async () => {
  const direct = RUN.replace("batch: true", "batch: false")
    .replace("results/b.jsonl", "results/d.jsonl");
  const simulated = model().replace('mode: "oracle"', 'mode: "simulated"');
  await withWorkspace({
    "configs/runs/b.yaml": RUN,
    "configs/runs/d.yaml": direct,
    "configs/models/fakeb.yaml": simulated,
  }, async (dir) => {
    const a = await runNiah(["run", "configs/runs/d.yaml"], { cwd: dir });
    const b = await runNiah(["run", "configs/runs/b.yaml"], { cwd: dir });
    assert.equal(b.code, a.code, b.stderr);
    const rowsA = await rowsOf(`${dir}/results/d.jsonl`);
    const rowsB = await rowsOf(`${dir}/results/b.jsonl`);
    const byCell = new Map(rowsA.map((r) => [r.cell_id, comparable(r)]));
    assert.ok(rowsB.some((r) => r.failure_class !== "ok"));
    for (const row of rowsB) {
      assert.deepEqual(comparable(row), byCell.get(row.cell_id));
    }
  });
});

Deno.test("with runner.batch false, a run collects the pending batches first, then sends the rest directly", async () => {
  const direct = RUN.replace("batch: true", "batch: false");
  await withWorkspace({
    ...files(`${HELD}, batch_error_every: 5`),
    "configs/runs/direct.yaml": direct,
  }, async (dir) => {
    const first = await runNiah(["run", "configs/runs/b.yaml", "--no-wait"], {
      cwd: dir,
    });
    assert.equal(first.code, 0, first.stderr);
    await release(dir);
    const second = await runNiah(["run", "configs/runs/direct.yaml"], {
      cwd: dir,
    });
    assert.equal(second.code, 0, second.stderr);
    assert.match(second.stderr, /1 batch pending from earlier runs/);
    assert.match(second.stdout, /wrote 10 rows .*\(10 ok\)/);
    assert.equal(await submitted(dir), 1);
    const rows = await rowsOf(`${dir}/results/b.jsonl`);
    assert.equal(rows.filter((r) => r.batch_id === undefined).length, 10);
  });
});
