/**
 * Files that are not what a command expects, through the real CLI: a
 * temporary file a killed writer left beside its output, a named pipe
 * given as results, a store a run is still appending to, and /dev/stdout
 * as an output.
 */
import assert from "node:assert/strict";
import { runNiah, withWorkspace } from "../support/run_niah.ts";
import { runPlus } from "../support/run_config_lines.ts";

/** Runs the minimal config into `results/t.jsonl`. */
async function runStore(dir: string): Promise<void> {
  const ran = await runNiah(["run", "run.yaml", "--quiet"], { cwd: dir });
  assert.equal(ran.code, 0, ran.stderr);
}

/** The names in `dir` that are temporary files (`.<name>.<hex>.tmp`). */
async function tempsIn(dir: string): Promise<string[]> {
  const names: string[] = [];
  for await (const entry of Deno.readDir(dir)) {
    if (entry.name.endsWith(".tmp")) names.push(entry.name);
  }
  return names.sort();
}

Deno.test("a temporary file a killed writer left beside its output is removed by the next writer of that output; one a live writer holds stays", async () => {
  await withWorkspace({ "run.yaml": runPlus() }, async (dir) => {
    await runStore(dir);
    // What a merge or report killed mid-write (kill -9) leaves: no one
    // holds a lock on it any more.
    const junk = new Uint8Array(1 << 20).fill(120);
    const stale = [
      "results/.merged.jsonl.0badf00d.tmp",
      "results/.t.csv.12345678.tmp",
      "results/.t.html.9abcdef0.tmp",
    ];
    for (const path of stale) await Deno.writeFile(`${dir}/${path}`, junk);
    // A temporary file of another output, and one a live writer holds.
    await Deno.writeFile(`${dir}/results/.other.csv.00000000.tmp`, junk);
    await Deno.writeFile(`${dir}/results/.t.csv.fedcba98.tmp`, junk);
    using held = await Deno.open(`${dir}/results/.t.csv.fedcba98.tmp`, {
      read: true,
      write: true,
    });
    await held.lock(true);

    const merged = await runNiah([
      "merge",
      "results/t.jsonl",
      "--out",
      "results/merged.jsonl",
    ], { cwd: dir });
    assert.equal(merged.code, 0, merged.stderr);
    const report = await runNiah([
      "report",
      "results/t.jsonl",
      "--csv",
      "results/t.csv",
      "--html",
      "results/t.html",
    ], { cwd: dir });
    assert.equal(report.code, 0, report.stderr);
    assert.deepEqual(await tempsIn(`${dir}/results`), [
      ".other.csv.00000000.tmp",
      ".t.csv.fedcba98.tmp",
    ]);
    assert.ok((await Deno.stat(`${dir}/results/t.csv`)).size > 0);
  });
});

Deno.test("a named pipe given as results is refused at once with exit 2, not waited on", async () => {
  await withWorkspace({}, async (dir) => {
    const fifo = await new Deno.Command("mkfifo", {
      args: [`${dir}/pipe.jsonl`],
    }).output();
    assert.equal(fifo.code, 0);
    for (
      const args of [
        ["report", "pipe.jsonl"],
        ["merge", "pipe.jsonl", "--out", "m.jsonl"],
        ["reconstruct", "pipe.jsonl", "--row", "0"],
      ]
    ) {
      // A guard: today's niah blocks on the open until it is killed.
      const result = await runNiah(args, {
        cwd: dir,
        interruptAfterMs: 30_000,
        interruptSignal: "SIGKILL",
      });
      assert.equal(result.code, 2, JSON.stringify(result));
      assert.equal(
        result.stderr,
        'niah: Cannot read results: "pipe.jsonl" is a named pipe, not a regular file; niah reads results only from files\n',
      );
    }
  });
});
