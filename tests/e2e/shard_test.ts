import { rowsOf } from "../support/stored_rows.ts";
import assert from "node:assert/strict";
import { splitDryRun } from "../support/dry_run_output.ts";
import { runNiah, withWorkspace } from "../support/hosted_niah.ts";

const RUN = `run_name: "sw"
model: "fake"
task: {type: "uuid"}
sweep:
  context_lengths: [500, 1000]
  depth_percents: [0, 50, 100]
  seeds: [1, 2, 3]
runner: {concurrency: 2}
store: {path: "results/sw.jsonl"}
`;

type Row = Record<string, unknown>;

/** A row less what differs between two runs of the same cell. */
function timeless(row: Row): Row {
  const { timestamp_utc: _t, duration_seconds: _d, ...rest } = row;
  return rest;
}

const byCell = (rows: Row[]) =>
  new Map(rows.map((row) => [row.cell_id as string, timeless(row)]));

Deno.test("three shards run side by side merge into exactly the unsharded run's rows", async () => {
  await withWorkspace({ "configs/runs/sw.yaml": RUN }, async (dir) => {
    const shards = await Promise.all(
      [0, 1, 2].map((i) =>
        runNiah(
          ["run", "configs/runs/sw.yaml", "--shard", `${i}/3`, "--quiet"],
          {
            cwd: dir,
          },
        )
      ),
    );
    const sizes: number[] = [];
    for (const [i, shard] of shards.entries()) {
      assert.equal(shard.code, 0, shard.stderr);
      const match = /(\d+) of 18 cells in shard (\d)\/3/.exec(shard.stderr);
      assert.ok(match, shard.stderr);
      assert.equal(Number(match[2]), i);
      sizes.push(Number(match[1]));
      assert.match(
        shard.stdout,
        new RegExp(`results/sw\\.shard-${i}-of-3\\.jsonl`),
      );
    }
    assert.equal(sizes.reduce((a, b) => a + b, 0), 18);
    const merge = await runNiah([
      "merge",
      "results/sw.shard-0-of-3.jsonl",
      "results/sw.shard-1-of-3.jsonl",
      "results/sw.shard-2-of-3.jsonl",
      "--out",
      "results/merged.jsonl",
      "--run",
      "configs/runs/sw.yaml",
      "--require-complete",
    ], { cwd: dir });
    assert.equal(merge.code, 0, merge.stderr);
    assert.match(
      merge.stdout,
      /merged 18 rows from 3 files into 18 cells \(18 ok\)/,
    );
    assert.equal(merge.stderr, "");

    const whole = await runNiah(["run", "configs/runs/sw.yaml", "--quiet"], {
      cwd: dir,
    });
    assert.equal(whole.code, 0, whole.stderr);
    const merged = await rowsOf(`${dir}/results/merged.jsonl`);
    const unsharded = await rowsOf(`${dir}/results/sw.jsonl`);
    assert.equal(merged.length, 18);
    assert.deepEqual(byCell(merged), byCell(unsharded));
    // With --run the merged file is in plan order, as the unsharded run writes.
    assert.deepEqual(
      merged.map((row) => row.cell_id),
      unsharded.map((row) => row.cell_id),
    );
  });
});

Deno.test("JOB_COMPLETION_INDEX and JOB_COMPLETIONS pick the shard; dry-run shows its cells", async () => {
  await withWorkspace({ "configs/runs/sw.yaml": RUN }, async (dir) => {
    const counts: number[] = [];
    for (const index of ["0", "1"]) {
      const result = await runNiah(
        ["run", "configs/runs/sw.yaml", "--dry-run"],
        {
          cwd: dir,
          env: { JOB_COMPLETION_INDEX: index, JOB_COMPLETIONS: "2" },
        },
      );
      assert.equal(result.code, 0, result.stderr);
      const match = new RegExp(`(\\d+) of 18 cells in shard ${index}/2`).exec(
        result.stderr,
      );
      assert.ok(match, result.stderr);
      counts.push(Number(match[1]));
      assert.match(
        result.stderr,
        new RegExp(`results/sw\\.shard-${index}-of-2\\.jsonl`),
      );
      assert.match(result.stdout, new RegExp(`estimate: ${match[1]} cells`));
      const [summary, rest] = splitDryRun(result.stdout);
      assert.equal(
        summary.at(-1),
        `cells: ${match[1]}, ${match[1]} to run`,
      );
      // The cells, the estimate and the batch price.
      assert.equal(rest.length, Number(match[1]) + 2);
    }
    assert.equal(counts[0]! + counts[1]!, 18);
    // Dry run writes nothing.
    await assert.rejects(() => Deno.stat(`${dir}/results`));
  });
});

Deno.test("a bad shard exits 2 with one line", async () => {
  await withWorkspace({ "configs/runs/sw.yaml": RUN }, async (dir) => {
    for (
      const [args, env, message] of [
        [
          ["--shard", "3/3"],
          {},
          /Cannot use --shard "3\/3": the shard index must be a whole number from 0 to 2/,
        ],
        [["--shard", "x"], {}, /expected "i\/N"/],
        [
          [],
          { JOB_COMPLETION_INDEX: "0", JOB_COMPLETIONS: "0" },
          /JOB_COMPLETION_INDEX\/JOB_COMPLETIONS "0\/0": the shard count/,
        ],
        [
          [],
          { JOB_COMPLETIONS: "4" },
          /JOB_COMPLETIONS is set but JOB_COMPLETION_INDEX is not/,
        ],
      ] as const
    ) {
      const result = await runNiah(
        ["run", "configs/runs/sw.yaml", "--dry-run", ...args],
        { cwd: dir, env: { ...env } },
      );
      assert.equal(result.code, 2, result.stderr);
      assert.match(result.stderr, message);
      assert.equal(result.stderr.trim().split("\n").length, 1, result.stderr);
    }
  });
});

Deno.test("a shard of a dated run name needs NIAH_RUN_TIME, so every shard and retry writes under one name", async () => {
  const dated = RUN.replace('run_name: "sw"', 'run_name: "sw-{datetime}"')
    .replace('store: {path: "results/sw.jsonl"}\n', "");
  await withWorkspace({ "configs/runs/sw.yaml": dated }, async (dir) => {
    const refused = await runNiah(
      ["run", "configs/runs/sw.yaml", "--quiet"],
      { cwd: dir, env: { JOB_COMPLETION_INDEX: "1", JOB_COMPLETIONS: "2" } },
    );
    assert.equal(refused.code, 2, refused.stderr);
    assert.match(
      refused.stderr,
      /^niah: Cannot run shard 1\/2: run_name "sw-\{datetime\}" expands by the time each process starts, so shards \(and retries\) would write under different names; set NIAH_RUN_TIME to one time for every shard and the merge \(e\.g\. NIAH_RUN_TIME=\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ\)\n$/,
    );
    await assert.rejects(() => Deno.stat(`${dir}/results`));
    // A dated store.path alone splits the shards' files just the same.
    await Deno.writeTextFile(
      `${dir}/configs/runs/sp.yaml`,
      RUN.replace("results/sw.jsonl", "results/{date}/sw.jsonl"),
    );
    const byPath = await runNiah(
      ["run", "configs/runs/sp.yaml", "--shard", "0/2", "--dry-run"],
      { cwd: dir },
    );
    assert.equal(byPath.code, 2, byPath.stderr);
    assert.match(
      byPath.stderr,
      /^niah: Cannot run shard 0\/2: store\.path "results\/\{date\}\/sw\.jsonl" expands by the time each process starts/,
    );

    const env = { NIAH_RUN_TIME: "2026-12-01T03:00:00Z" };
    for (const i of [0, 1]) {
      const shard = await runNiah(
        ["run", "configs/runs/sw.yaml", "--shard", `${i}/2`, "--quiet"],
        { cwd: dir, env },
      );
      assert.equal(shard.code, 0, shard.stderr);
    }
    const merged = await runNiah(["merge", "--run", "configs/runs/sw.yaml"], {
      cwd: dir,
      env,
    });
    assert.equal(merged.code, 0, merged.stderr);
    assert.match(
      merged.stdout,
      /into 18 cells \(18 ok\) in results\/sw-2026-12-01T030000Z\.jsonl; 18 cells planned/,
    );
  });
});

Deno.test("report and compare read a sweep's shard files directly", async () => {
  await withWorkspace({ "configs/runs/sw.yaml": RUN }, async (dir) => {
    for (const i of [0, 1]) {
      const shard = await runNiah(
        ["run", "configs/runs/sw.yaml", "--shard", `${i}/2`, "--quiet"],
        { cwd: dir },
      );
      assert.equal(shard.code, 0, shard.stderr);
    }
    // The sweep's own path stands for its shard files.
    const report = await runNiah(["report", "results/sw.jsonl"], { cwd: dir });
    assert.equal(report.code, 0, report.stderr);
    assert.match(
      report.stderr,
      /reading "results\/sw\.jsonl" from its 2 shard files/,
    );
    assert.match(report.stdout, /18 rows/);
    // Shard files named one by one, and a comma list as one side of compare.
    const listed = await runNiah([
      "report",
      "results/sw.shard-0-of-2.jsonl",
      "results/sw.shard-1-of-2.jsonl",
    ], { cwd: dir });
    assert.equal(listed.code, 0, listed.stderr);
    assert.match(listed.stdout, /18 rows/);
    const compare = await runNiah([
      "compare",
      "results/sw.shard-0-of-2.jsonl,results/sw.shard-1-of-2.jsonl",
      "results/sw.jsonl",
      "--fail-if-drop",
      "0",
      "--out-dir",
      "out",
    ], { cwd: dir });
    assert.equal(compare.code, 0, compare.stderr);
    assert.match(compare.stdout, /paired 18 cells/);

    // Shards beside their merged store: each cell still counts once.
    const merge = await runNiah(["merge", "--run", "configs/runs/sw.yaml"], {
      cwd: dir,
    });
    assert.equal(merge.code, 0, merge.stderr);
    const both = await runNiah([
      "report",
      "results/sw.jsonl",
      "results/sw.shard-0-of-2.jsonl",
      "results/sw.shard-1-of-2.jsonl",
    ], { cwd: dir });
    assert.equal(both.code, 0, both.stderr);
    assert.match(both.stdout, /18 rows/);
    assert.match(both.stderr, /dropped 18 duplicate rows/);
  });
});
