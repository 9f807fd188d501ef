/**
 * RULER run one task per config, each with its own store and the same
 * `run_name` (the natural way to run the 13 tasks one at a time): their
 * cells share ids (the task name is no axis), but rows of different
 * fingerprints are never pooled under one cell. `report` counts and tables
 * every task and says the run name holds several configs, `merge` refuses
 * the mix saying why, `compare` pairs nothing, and refuses a file that holds
 * two configs' rows. Any task's configs under one run name are said so.
 */
import assert from "node:assert/strict";
import { runNiah, withWorkspace } from "../support/hosted_niah.ts";

const run = (name: string) =>
  `run_name: "r"\nmodel: "fake"\ntask: {type: ruler, name: ${name}, num_samples: 2}\nsweep: {context_lengths: [1024]}\nstore: {path: "${name}.jsonl"}\n`;

Deno.test("two RULER tasks in two stores under one run name stay two tasks in report, merge and compare", async () => {
  await withWorkspace({
    "vt.yaml": run("vt"),
    "niah_single_1.yaml": run("niah_single_1"),
  }, async (dir) => {
    for (const config of ["vt.yaml", "niah_single_1.yaml"]) {
      const ran = await runNiah(["run", config], { cwd: dir });
      assert.equal(ran.code, 0, ran.stderr);
    }
    const stores = ["vt.jsonl", "niah_single_1.jsonl"];
    const report = await runNiah(["report", ...stores], { cwd: dir });
    assert.equal(report.code, 0, report.stderr);
    assert.match(report.stdout, /r · fake \(ruler\): 4 rows/);
    assert.match(
      report.stdout,
      /^ {2}note: rows of 2 run configs share this run name \(fingerprints [0-9a-f]{16}, [0-9a-f]{16}\) and are counted together here/m,
    );
    assert.match(
      report.stdout,
      /\n {2}niah_single_1 +100\.00\n {2}vt +100\.00\n/,
    );
    const merge = await runNiah(["merge", ...stores, "--out", "m.jsonl"], {
      cwd: dir,
    });
    assert.equal(merge.code, 2);
    assert.match(merge.stderr, /they differ in task/);
    const compare = await runNiah(["compare", ...stores], { cwd: dir });
    assert.equal(compare.code, 2);
    assert.match(compare.stderr, /no answered cells in common/);
  });
});

Deno.test("two configs of any task under one run name: report says their cells are counted together, in text and HTML; one store alone says nothing", async () => {
  const uuid = (snap: boolean, store: string) =>
    `run_name: "same"\nmodel: "fake"\ntask: {type: uuid, snap_to_periods: ${snap}}\nsweep: {context_lengths: [500], depth_percents: [50]}\nstore: {path: "${store}"}\n`;
  await withWorkspace({
    "a.yaml": uuid(true, "a.jsonl"),
    "b.yaml": uuid(false, "b.jsonl"),
  }, async (dir) => {
    for (const config of ["a.yaml", "b.yaml"]) {
      const ran = await runNiah(["run", config], { cwd: dir });
      assert.equal(ran.code, 0, ran.stderr);
    }
    const both = await runNiah(
      ["report", "a.jsonl", "b.jsonl", "--html", "r.html"],
      { cwd: dir },
    );
    assert.equal(both.code, 0, both.stderr);
    assert.match(both.stdout, /same · fake \(uuid\): 2 rows/);
    assert.match(
      both.stdout,
      /note: rows of 2 run configs share this run name/,
    );
    assert.match(
      await Deno.readTextFile(`${dir}/r.html`),
      /note: rows of 2 run configs share this run name/,
    );
    const one = await runNiah(["report", "a.jsonl"], { cwd: dir });
    assert.equal(one.code, 0, one.stderr);
    assert.doesNotMatch(one.stdout, /run configs share/);
    // One file holding both configs' rows: their cells share ids, and
    // compare refuses to pair them as one run.
    await Deno.writeTextFile(
      `${dir}/both.jsonl`,
      (await Deno.readTextFile(`${dir}/a.jsonl`)) +
        await Deno.readTextFile(`${dir}/b.jsonl`),
    );
    const compare = await runNiah(["compare", "both.jsonl", "a.jsonl"], {
      cwd: dir,
    });
    assert.equal(compare.code, 2, compare.stderr);
    assert.match(
      compare.stderr,
      /^niah: Cannot compare runs: A "both\.jsonl" holds rows of 2 run configs under run name "same" \(fingerprints [0-9a-f]{16}, [0-9a-f]{16}\); compare files that hold one config each$/m,
    );
  });
});
