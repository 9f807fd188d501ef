import { rowsOf } from "../support/stored_rows.ts";
import assert from "node:assert/strict";
import { runNiah, withWorkspace, workspace } from "../support/hosted_niah.ts";
import { runNiah as runNiahProcess } from "../support/run_niah.ts";
import { splitDryRun } from "../support/dry_run_output.ts";
import { FakeApiServer } from "../support/fake_api_server.ts";

const RUN = `run_name: "t"
model: "fake"
task: {type: "uuid", style: "niah"}
sweep:
  context_lengths: [500, 1000]
  depth_percents: [0, 50, 100]
  seeds: [1, 2]
runner: {concurrency: 3, retries: 1, backoff_base_s: 0}
store: {path: "results/t.jsonl"}
`;

Deno.test("run writes one scored row per cell, then resume sends nothing", async () => {
  await withWorkspace({ "configs/runs/t.yaml": RUN }, async (dir) => {
    const first = await runNiah(["run", "configs/runs/t.yaml"], { cwd: dir });
    assert.equal(first.code, 0, first.stderr);
    assert.match(first.stdout, /wrote 12 rows to results\/t\.jsonl/);
    const rows = await rowsOf(`${dir}/results/t.jsonl`);
    assert.equal(rows.length, 12);
    assert.equal(new Set(rows.map((r) => r.cell_id)).size, 12);
    for (const row of rows) {
      assert.equal(row.schema_version, 2);
      assert.equal(row.status, "ok");
      assert.equal(row.failure_class, "ok");
      assert.deepEqual(row.score, { value: 1, details: { found: true } });
      assert.equal(typeof row.fingerprint, "string");
      assert.ok(JSON.stringify(row).length < 4096, "a row stays a few KB");
    }
    const second = await runNiah(["run", "configs/runs/t.yaml"], { cwd: dir });
    assert.equal(second.code, 0, second.stderr);
    assert.match(second.stderr, /12 done, 0 to run/);
    assert.match(second.stdout, /wrote 0 rows/);
    assert.equal((await rowsOf(`${dir}/results/t.jsonl`)).length, 12);
  });
});

Deno.test("rows stay a few KB at 100k tokens of context", async () => {
  const big = RUN.replace("[500, 1000]", "[100000]")
    .replace("[0, 50, 100]", "[50]").replace("[1, 2]", "[1]");
  await withWorkspace({ "configs/runs/t.yaml": big }, async (dir) => {
    const result = await runNiah(["run", "configs/runs/t.yaml"], { cwd: dir });
    assert.equal(result.code, 0, result.stderr);
    const [row] = await rowsOf(`${dir}/results/t.jsonl`);
    assert.ok(row);
    const recipe = row.recipe as { final_context_token_count: number };
    assert.ok(Math.abs(recipe.final_context_token_count - 100000) <= 500);
    assert.ok(JSON.stringify(row).length < 4096);
  });
});

Deno.test("a failing cell becomes an error row and is re-run on resume", async () => {
  const failing = `id: "flaky"
runtime: {sdk: "fake", api: "fake"}
request: {model: "fake", mode: "always_fail", fail_message: "boom"}
`;
  const run = RUN.replace('model: "fake"', 'model: "flaky"');
  await withWorkspace({
    "configs/runs/t.yaml": run,
    "configs/models/flaky.yaml": failing,
  }, async (dir) => {
    const first = await runNiah(["run", "configs/runs/t.yaml"], { cwd: dir });
    assert.equal(first.code, 4, "an incomplete run exits 4");
    assert.match(first.stderr, /12 cells to re-run/);
    const rows = await rowsOf(`${dir}/results/t.jsonl`);
    assert.equal(rows.length, 12);
    for (const row of rows) {
      assert.equal(row.status, "error");
      assert.equal(row.failure_class, "provider_error");
      assert.equal(row.response, null);
      assert.equal(row.attempts, 2);
      assert.match(String(row.error), /boom/);
    }
    // Same fingerprint needs the same model config; now make it answer.
    await Deno.writeTextFile(
      `${dir}/configs/models/flaky.yaml`,
      failing.replace("always_fail", "fail_n_times_then_canned"),
    );
    const changed = await runNiah(["run", "configs/runs/t.yaml"], { cwd: dir });
    assert.equal(changed.code, 2, "a changed request is a changed config");
    assert.match(changed.stderr, /request changed/);
  });
});

Deno.test("error rows are re-run when the config is unchanged", async () => {
  const flaky = `id: "flaky"
runtime: {sdk: "fake", api: "fake"}
request: {model: "fake", mode: "fail_n_times_then_canned", fail_until: 1, response_text: "no idea"}
`;
  const run = RUN.replace('model: "fake"', 'model: "flaky"')
    .replace("retries: 1", "retries: 0");
  await withWorkspace({
    "configs/runs/t.yaml": run,
    "configs/models/flaky.yaml": flaky,
  }, async (dir) => {
    const first = await runNiah(["run", "configs/runs/t.yaml"], { cwd: dir });
    assert.equal(first.code, 4, first.stderr);
    assert.ok(
      (await rowsOf(`${dir}/results/t.jsonl`)).every((r) =>
        r.status === "error"
      ),
    );
    const second = await runNiah(["run", "configs/runs/t.yaml"], { cwd: dir });
    assert.equal(second.code, 4, second.stderr);
    assert.match(second.stderr, /0 done, 12 to run \(12 after errors\)/);
    const rows = await rowsOf(`${dir}/results/t.jsonl`);
    assert.equal(rows.length, 24);
    // The fake counts failures per process, so each cell fails again here;
    // what matters is that every error cell was sent again.
    const cells = (part: Record<string, unknown>[]) =>
      part.map((r) => r.cell_id).sort();
    assert.deepEqual(cells(rows.slice(12)), cells(rows.slice(0, 12)));
  });
});

Deno.test("--dry-run prints the plan and writes nothing", async () => {
  await withWorkspace({ "configs/runs/t.yaml": RUN }, async (dir) => {
    const result = await runNiah(["run", "configs/runs/t.yaml", "--dry-run"], {
      cwd: dir,
    });
    assert.equal(result.code, 0, result.stderr);
    assert.match(result.stderr, /model "fake".*12 cells/);
    assert.match(result.stderr, /store "results\/t\.jsonl": 0 done, 12 to run/);
    // The summary (the axes with their values, the cell count), the cells,
    // then the estimate and (the fake has a batch API) the batch price.
    const [summary, table] = splitDryRun(result.stdout);
    assert.deepEqual(summary, [
      "axes:",
      "  context_length  2 values: 500, 1000",
      "  depth_percent   3 values: 0, 50, 100",
      "  samples         1 per grid point",
      "  seeds           2 values: 1, 2",
      "cells: 12, 12 to run",
    ]);
    const lines = table;
    assert.equal(lines.length, 14);
    assert.match(
      lines[12] ?? "",
      /^estimate: 12 cells, \d+ input tokens; \$0\.0000 input$/,
    );
    assert.match(
      lines[13] ?? "",
      /^in batch mode \(--batch, runner\.batch: true\): 1 batch for the fake batch API/,
    );
    assert.match(
      lines[0] ?? "",
      /context_length=500\s+depth_percent=0\s+sample=0\s+seed=1/,
    );
    assert.match(
      lines[1] ?? "",
      /context_length=500\s+depth_percent=0\s+sample=0\s+seed=2/,
    );
    assert.match(
      lines[11] ?? "",
      /context_length=1000\s+depth_percent=100\s+sample=0\s+seed=2/,
    );
    await assert.rejects(Deno.stat(`${dir}/results`), Deno.errors.NotFound);
  });
});

for (
  const [signal, what] of [["SIGINT", "Ctrl-C"], [
    "SIGTERM",
    "SIGTERM",
  ]] as const
) {
  Deno.test(`${what} stops the run with exit 130 and no torn row, and resume finishes it`, async () => {
    // A loopback model that answers the first two cells and holds the rest
    // until the test lets go, so the run is mid-sweep when it is stopped,
    // however loaded the machine.
    const held = Promise.withResolvers<void>();
    await using server = new FakeApiServer({
      reply: (request) =>
        request.index < 2
          ? { kind: "answer" }
          : { kind: "answer", until: held.promise },
    });
    const env = { NIAH_RUN_TEST_KEY: "test-key-run" };
    const slow = server.chatModel("slow", "NIAH_RUN_TEST_KEY");
    const run = RUN.replace('model: "fake"', 'model: "slow"')
      .replace("concurrency: 3", "concurrency: 2");
    await withWorkspace({
      "configs/runs/t.yaml": run,
      "configs/models/slow.yaml": slow,
    }, async (dir) => {
      // Interrupt once the first row is on disk.
      const cut = await runNiahProcess(["run", "configs/runs/t.yaml"], {
        cwd: dir,
        env,
        interruptSignal: signal,
        interruptWhen: async () =>
          (await Deno.readTextFile(`${dir}/results/t.jsonl`).catch(() => ""))
            .includes("\n"),
      });
      held.resolve();
      assert.equal(cut.code, 130, cut.stderr);
      assert.match(cut.stderr, /niah: Interrupted: wrote \d+ of 12 rows/);
      const partial = await rowsOf(`${dir}/results/t.jsonl`);
      assert.ok(
        partial.length > 0 && partial.length < 12,
        `${partial.length} rows`,
      );
      const rest = await runNiah(["run", "configs/runs/t.yaml"], {
        cwd: dir,
        env,
      });
      assert.equal(rest.code, 0, rest.stderr);
      const rows = await rowsOf(`${dir}/results/t.jsonl`);
      assert.equal(rows.length, 12);
      assert.equal(new Set(rows.map((r) => r.cell_id)).size, 12);
    });
  });
}

Deno.test("a torn last line is repaired on the next run and reported once", async () => {
  await withWorkspace({ "configs/runs/t.yaml": RUN }, async (dir) => {
    assert.equal(
      (await runNiah(["run", "configs/runs/t.yaml"], { cwd: dir })).code,
      0,
    );
    const path = `${dir}/results/t.jsonl`;
    const lines = (await Deno.readTextFile(path)).trimEnd().split("\n");
    // Simulate a crash halfway through writing the last row.
    const torn = lines.slice(0, 11).join("\n") + "\n" +
      (lines[11] ?? "").slice(0, 40);
    await Deno.writeTextFile(path, torn);
    const result = await runNiah(["run", "configs/runs/t.yaml"], { cwd: dir });
    assert.equal(result.code, 0, result.stderr);
    assert.equal(result.stderr.match(/torn last line/g)?.length, 1);
    const rows = await rowsOf(path);
    assert.equal(rows.length, 12);
  });
});

Deno.test("the demo config runs from the repository", async () => {
  const dir = await workspace({});
  try {
    await Deno.mkdir(`${dir}/configs/runs`, { recursive: true });
    await Deno.copyFile(
      new URL("../../configs/runs/smoke.fake.yaml", import.meta.url),
      `${dir}/configs/runs/smoke.fake.yaml`,
    );
    const result = await runNiah(["run", "configs/runs/smoke.fake.yaml"], {
      cwd: dir,
    });
    assert.equal(result.code, 0, result.stderr);
    assert.match(result.stdout, /tokens \\ depth/);
    assert.match(result.stdout, /wrote 18 rows to results\/smoke\.jsonl/);
  } finally {
    await Deno.remove(dir, { recursive: true });
  }
});
