/**
 * LongBench v2 (0shot) as every family runs: the shipped smoke config on
 * the fake provider, priced by the dry run, resumed, run in two shards and
 * merged, sent through the batch API, rescored, reported, with the same
 * rows each way.
 */
import assert from "node:assert/strict";
import { runNiah, withWorkspace } from "../support/hosted_niah.ts";
import { rowsOf } from "../support/stored_rows.ts";

const root = new URL("../../", import.meta.url);
const SMOKE = Deno.readTextFileSync(
  new URL("configs/runs/longbench-v2-smoke.yaml", root),
).replace(
  '"src/tasks/longbench/example_data.json"',
  JSON.stringify(
    new URL("src/tasks/longbench/example_data.json", root).pathname,
  ),
);

interface Row {
  cell_id: string;
  response: string | null;
  score: { value: number } | null;
}

const byCell = (rows: readonly Row[]) =>
  Object.fromEntries(
    rows.map((row) => [row.cell_id, [row.response, row.score?.value]]),
  );

Deno.test("longbench-v2-smoke: dry run, resume, shards merged, batch and rescore give the direct run's rows", async () => {
  await withWorkspace({ "lb.yaml": SMOKE }, async (dir) => {
    const dry = await runNiah(["run", "lb.yaml", "--dry-run"], { cwd: dir });
    assert.equal(dry.code, 0, dry.stderr);
    assert.match(dry.stdout, /^estimate: 12 cells, \d+ input tokens/m);

    const run = await runNiah(["run", "lb.yaml", "--quiet"], { cwd: dir });
    assert.equal(run.code, 0, run.stderr);
    const store = `${dir}/results/longbench-v2-smoke.jsonl`;
    const rows = await rowsOf<Row>(store);
    assert.equal(rows.length, 12);
    const again = await runNiah(["run", "lb.yaml", "--quiet"], { cwd: dir });
    assert.equal(again.code, 0, again.stderr);
    assert.equal(
      (await rowsOf<Row>(store)).length,
      12,
      "resumed: nothing sent",
    );

    await Deno.writeTextFile(
      `${dir}/s.yaml`,
      SMOKE.replace("results/longbench-v2-smoke.jsonl", "results/s.jsonl"),
    );
    const shards: string[] = [];
    for (const shard of ["0/2", "1/2"]) {
      const ran = await runNiah(
        ["run", "s.yaml", "--shard", shard, "--quiet"],
        {
          cwd: dir,
        },
      );
      assert.equal(ran.code, 0, ran.stderr);
      shards.push(`results/s.shard-${shard.replace("/", "-of-")}.jsonl`);
    }
    const merged = await runNiah(["merge", ...shards, "--out", "m.jsonl"], {
      cwd: dir,
    });
    assert.equal(merged.code, 0, merged.stderr);
    assert.deepEqual(byCell(await rowsOf<Row>(`${dir}/m.jsonl`)), byCell(rows));

    await Deno.writeTextFile(
      `${dir}/b.yaml`,
      SMOKE.replace("results/longbench-v2-smoke.jsonl", "results/b.jsonl")
        .replace("  concurrency: 4", "  concurrency: 4\n  batch_poll_s: 0.2"),
    );
    const batch = await runNiah(["run", "b.yaml", "--batch", "--quiet"], {
      cwd: dir,
    });
    assert.equal(batch.code, 0, batch.stderr);
    assert.deepEqual(
      byCell(await rowsOf<Row>(`${dir}/results/b.jsonl`)),
      byCell(rows),
    );

    const rescored = await runNiah(
      ["rescore", "results/longbench-v2-smoke.jsonl", "--out", "r.jsonl"],
      { cwd: dir },
    );
    assert.equal(rescored.code, 0, rescored.stderr);
    assert.match(rescored.stdout, /12 rescored, 0 changed/);
    const report = await runNiah(
      ["report", "results/longbench-v2-smoke.jsonl"],
      { cwd: dir },
    );
    assert.equal(report.code, 0, report.stderr);
    assert.match(report.stdout, /LongBench v2/);
  });
});

Deno.test("reconstruct refuses a row whose data.json changed since, in one line, exit 2", async () => {
  const data = Deno.readTextFileSync(
    new URL("src/tasks/longbench/example_data.json", root),
  );
  await withWorkspace({
    "lb.yaml": SMOKE.replace(
      JSON.stringify(
        new URL("src/tasks/longbench/example_data.json", root).pathname,
      ),
      '"d.json"',
    ),
    "d.json": data,
  }, async (dir) => {
    const run = await runNiah(["run", "lb.yaml", "--quiet"], { cwd: dir });
    assert.equal(run.code, 0, run.stderr);
    await Deno.writeTextFile(`${dir}/d.json`, `${data}\n`);
    const shown = await runNiah(
      ["reconstruct", "results/longbench-v2-smoke.jsonl", "--row", "0"],
      { cwd: dir },
    );
    assert.equal(shown.code, 2, shown.stderr);
    assert.equal(shown.stderr.trim().split("\n").length, 1, shown.stderr);
    assert.match(
      shown.stderr,
      /task\.dataset: "d\.json" has sha256 [0-9a-f]{12}, not the [0-9a-f]{12} this row was built from/,
    );
  });
});
