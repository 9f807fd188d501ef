import assert from "node:assert/strict";
import { runNiah, withWorkspace } from "../support/hosted_niah.ts";

const RUN = `run_name: "m"
model: "fake"
task: {type: "uuid"}
sweep:
  context_lengths: [500]
  depth_percents: [0, 25, 50, 75, 100]
  seeds: [1, 2]
store: {path: "results/m.jsonl"}
`;

async function shards(
  dir: string,
  run = "configs/runs/m.yaml",
  which = [0, 1, 2],
) {
  for (const i of which) {
    const result = await runNiah(["run", run, "--shard", `${i}/3`, "--quiet"], {
      cwd: dir,
    });
    assert.equal(result.code, 0, result.stderr);
  }
}

Deno.test("merge names missing shards and, with --run, the missing cells", async () => {
  await withWorkspace({ "configs/runs/m.yaml": RUN }, async (dir) => {
    await shards(dir, "configs/runs/m.yaml", [0, 2]);
    const plain = await runNiah([
      "merge",
      "results/m.shard-0-of-3.jsonl",
      "results/m.shard-2-of-3.jsonl",
      "--out",
      "results/m.jsonl",
    ], { cwd: dir });
    assert.equal(plain.code, 0, plain.stderr);
    assert.match(plain.stderr, /warning: shard 1 of 3 missing \(no file\)/);

    const planned = await runNiah([
      "merge",
      "results/m.shard-0-of-3.jsonl",
      "results/m.shard-2-of-3.jsonl",
      "--out",
      "results/m.jsonl",
      "--run",
      "configs/runs/m.yaml",
      "--require-complete",
    ], { cwd: dir });
    assert.equal(planned.code, 3, planned.stderr);
    const written =
      (await Deno.readTextFile(`${dir}/results/m.jsonl`)).trimEnd()
        .split("\n").length;
    const missing = /(\d+) of 10 planned cells have no row: "[0-9a-f]{16}"/
      .exec(
        planned.stderr,
      );
    assert.ok(missing, planned.stderr);
    assert.equal(written + Number(missing[1]), 10);
    assert.match(planned.stderr, /niah: Cannot call the merged sweep complete/);

    // The missing shard runs later; the sweep path now stands for 3 shard
    // files only if results/m.jsonl is absent, so name them.
    await shards(dir, "configs/runs/m.yaml", [1]);
    await Deno.remove(`${dir}/results/m.jsonl`);
    const all = await runNiah([
      "merge",
      "results/m.jsonl",
      "--out",
      "results/all.jsonl",
      "--require-complete",
    ], { cwd: dir });
    assert.equal(all.code, 0, all.stderr);
    assert.match(
      all.stdout,
      /merged 10 rows from 3 files into 10 cells \(10 ok\)/,
    );

    // --run alone: the run's shard files into the run's own store path.
    const byRun = await runNiah(["merge", "--run", "configs/runs/m.yaml"], {
      cwd: dir,
    });
    assert.equal(byRun.code, 0, byRun.stderr);
    assert.match(
      byRun.stdout,
      /into 10 cells \(10 ok\) in results\/m\.jsonl; 10 cells planned/,
    );
    const report = await runNiah(["report", "results/m.jsonl"], { cwd: dir });
    assert.match(report.stdout, /10 rows/);
    const neither = await runNiah(["merge", "results/m.jsonl"], { cwd: dir });
    assert.equal(neither.code, 2);
    assert.match(
      neither.stderr,
      /^niah: Cannot merge: name the shard files and --out/,
    );
  });
});

Deno.test("merge refuses shards of different configs and writes nothing", async () => {
  const other = RUN.replace(
    'task: {type: "uuid"}',
    'task: {type: "uuid"}\nhaystack: {type: "synthetic", seed: 7}',
  );
  await withWorkspace({
    "configs/runs/m.yaml": RUN,
    "configs/runs/other.yaml": other.replace(
      "results/m.jsonl",
      "results/o.jsonl",
    ),
  }, async (dir) => {
    await shards(dir, "configs/runs/m.yaml", [0]);
    await shards(dir, "configs/runs/other.yaml", [1]);
    const result = await runNiah([
      "merge",
      "results/m.shard-0-of-3.jsonl",
      "results/o.shard-1-of-3.jsonl",
      "--out",
      "results/x.jsonl",
    ], { cwd: dir });
    assert.equal(result.code, 2, result.stderr);
    assert.match(
      result.stderr,
      /^niah: Cannot merge: "results\/o\.shard-1-of-3\.jsonl" line 1 has fingerprint "[0-9a-f]+" but "results\/m\.shard-0-of-3\.jsonl" line 1 has "[0-9a-f]+" \(they differ in haystack\)/,
    );
    await assert.rejects(() => Deno.stat(`${dir}/results/x.jsonl`));
  });
});

Deno.test("merge keeps the ok row of a cell retried after an error", async () => {
  await withWorkspace({ "configs/runs/m.yaml": RUN }, async (dir) => {
    await shards(dir, "configs/runs/m.yaml", [0]);
    const path = `${dir}/results/m.shard-0-of-3.jsonl`;
    const lines = (await Deno.readTextFile(path)).trimEnd().split("\n");
    const first = JSON.parse(lines[0]!);
    // An older error row of the same cell in another file.
    const stale = {
      ...first,
      status: "error",
      failure_class: "provider_error",
      timestamp_utc: "2020-01-01T00:00:00.000Z",
    };
    await Deno.writeTextFile(
      `${dir}/stale.jsonl`,
      JSON.stringify(stale) + "\n",
    );
    const result = await runNiah([
      "merge",
      "stale.jsonl",
      "results/m.shard-0-of-3.jsonl",
      "--out",
      "merged.jsonl",
    ], { cwd: dir });
    assert.equal(result.code, 0, result.stderr);
    assert.match(
      result.stdout,
      new RegExp(
        `merged ${
          lines.length + 1
        } rows from 2 files into ${lines.length} cells \\(${lines.length} ok; 1 superseded row dropped\\)`,
      ),
    );
    const merged = (await Deno.readTextFile(`${dir}/merged.jsonl`)).trimEnd()
      .split("\n").map((l) => JSON.parse(l));
    assert.equal(merged.length, lines.length);
    assert.ok(merged.every((row) => row.status === "ok"));
  });
});

Deno.test("merge --run of a dated run name needs the shards' NIAH_RUN_TIME, and says so", async () => {
  const dated = RUN.replace('run_name: "m"', 'run_name: "m-{date}"')
    .replace('store: {path: "results/m.jsonl"}\n', "");
  await withWorkspace({ "configs/runs/d.yaml": dated }, async (dir) => {
    const day1 = { NIAH_RUN_TIME: "2026-12-01T23:59:00Z" };
    for (const i of [0, 1]) {
      const shard = await runNiah(
        ["run", "configs/runs/d.yaml", "--shard", `${i}/2`, "--quiet"],
        { cwd: dir, env: day1 },
      );
      assert.equal(shard.code, 0, shard.stderr);
    }
    const files = [
      "results/m-2026-12-01.shard-0-of-2.jsonl",
      "results/m-2026-12-01.shard-1-of-2.jsonl",
    ];
    const late = await runNiah(
      ["merge", ...files, "--out", "all.jsonl", "--run", "configs/runs/d.yaml"],
      { cwd: dir, env: { NIAH_RUN_TIME: "2026-12-02T00:01:00Z" } },
    );
    assert.equal(late.code, 2);
    assert.match(
      late.stderr,
      /its run name "m-\{date\}" expands to "m-2026-12-02" now: set NIAH_RUN_TIME to the time the shards used/,
    );
    const pinned = await runNiah(["merge", "--run", "configs/runs/d.yaml"], {
      cwd: dir,
      env: day1,
    });
    assert.equal(pinned.code, 0, pinned.stderr);
    assert.match(
      pinned.stdout,
      /into 10 cells \(10 ok\) in results\/m-2026-12-01\.jsonl/,
    );
  });
});

Deno.test("merge --run folds the rows already in the run's store in, and waits for no run on it", async () => {
  await withWorkspace({ "configs/runs/m.yaml": RUN }, async (dir) => {
    // An unsharded run began the store; then only shard 0 of 3 ran.
    const whole = await runNiah(["run", "configs/runs/m.yaml", "--quiet"], {
      cwd: dir,
    });
    assert.equal(whole.code, 0, whole.stderr);
    await shards(dir, "configs/runs/m.yaml", [0]);
    const merged = await runNiah(["merge", "--run", "configs/runs/m.yaml"], {
      cwd: dir,
    });
    assert.equal(merged.code, 0, merged.stderr);
    assert.match(
      merged.stderr,
      /merging the rows already in "results\/m\.jsonl" too/,
    );
    assert.doesNotMatch(merged.stderr, /have no row/);
    const rows = (await Deno.readTextFile(`${dir}/results/m.jsonl`))
      .trimEnd().split("\n").map((line) => JSON.parse(line));
    assert.equal(new Set(rows.map((row) => row.cell_id)).size, 10);
    assert.equal(rows.length, 10);
    await assert.rejects(() => Deno.stat(`${dir}/results/m.jsonl.lock`));

    // A store of another config is not merged over: nothing is lost.
    const before = await Deno.readTextFile(`${dir}/results/m.jsonl`);
    await Deno.writeTextFile(
      `${dir}/configs/runs/m.yaml`,
      RUN.replace('run_name: "m"', 'run_name: "m2"'),
    );
    await Deno.remove(`${dir}/results/m.shard-0-of-3.jsonl`);
    await shards(dir, "configs/runs/m.yaml", [1]);
    const other = await runNiah(["merge", "--run", "configs/runs/m.yaml"], {
      cwd: dir,
    });
    assert.equal(other.code, 2, other.stderr);
    assert.match(other.stderr, /^niah: Cannot merge: .*fingerprint/m);
    assert.equal(await Deno.readTextFile(`${dir}/results/m.jsonl`), before);
  });
});

Deno.test("merge refuses an output a run is appending to", async () => {
  await withWorkspace({ "configs/runs/m.yaml": RUN }, async (dir) => {
    await shards(dir, "configs/runs/m.yaml", [0]);
    // Hold the store lock as a running `niah run` would.
    const lockPath = `${dir}/results/m.jsonl.lock`;
    const file = await Deno.open(lockPath, { write: true, create: true });
    try {
      await file.lock(true);
      await Deno.writeTextFile(lockPath, JSON.stringify({ pid: 4242 }));
      const result = await runNiah([
        "merge",
        "results/m.shard-0-of-3.jsonl",
        "--out",
        "results/m.jsonl",
      ], { cwd: dir });
      assert.equal(result.code, 2, result.stderr);
      assert.match(
        result.stderr,
        /^niah: Cannot merge: store "results\/m\.jsonl" is in use by another niah run \(pid 4242\); wait for it to finish\n$/,
      );
      await assert.rejects(() => Deno.stat(`${dir}/results/m.jsonl`));
    } finally {
      file.close();
    }
  });
});

Deno.test("merge --run a second time says the store's rows from the earlier merge were replaced, not dropped", async () => {
  await withWorkspace({ "configs/runs/m.yaml": RUN }, async (dir) => {
    await shards(dir);
    const first = await runNiah(["merge", "--run", "configs/runs/m.yaml"], {
      cwd: dir,
    });
    assert.equal(first.code, 0, first.stderr);
    assert.match(first.stdout, /into 10 cells \(10 ok\) in results\/m\.jsonl/);
    // A shard is rerun (or not): merging again re-reads the merged store.
    const again = await runNiah(["merge", "--run", "configs/runs/m.yaml"], {
      cwd: dir,
    });
    assert.equal(again.code, 0, again.stderr);
    assert.match(
      again.stdout,
      /^merged 20 rows from 4 files into 10 cells \(10 ok; 10 rows from earlier merges replaced\) in results\/m\.jsonl; 10 cells planned$/m,
    );
    assert.doesNotMatch(again.stdout, /superseded|dropped/);
  });
});
