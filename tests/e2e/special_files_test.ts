/**
 * Files that are not what a command expects, through the real CLI: a
 * temporary file a killed writer left beside its output, a named pipe
 * given as results, a store a run is still appending to, and /dev/stdout
 * as an output.
 */
import assert from "node:assert/strict";
import { runNiah, withWorkspace } from "../support/hosted_niah.ts";
import { runNiah as runNiahProcess } from "../support/run_niah.ts";
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
      // A guard: today's niah blocks on the open until it is killed (two
      // minutes: a loaded machine may take many seconds to start niah).
      const result = await runNiahProcess(args, {
        cwd: dir,
        interruptAfterMs: 120_000,
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

Deno.test("merge and report warn, naming the holder, when a run still appends to a store they read", async () => {
  await withWorkspace({ "run.yaml": runPlus() }, async (dir) => {
    await runStore(dir);
    // The lock a run holds while it appends, with its holder written in.
    using lock = await Deno.open(`${dir}/results/t.jsonl.lock`, {
      read: true,
      write: true,
      create: true,
    });
    await lock.lock(true);
    await lock.write(
      new TextEncoder().encode(
        '{"pid":4242,"host":"box-7","started":"2026-01-02T03:04:05.000Z"}\n',
      ),
    );
    const holder =
      '"results/t.jsonl" is still being written by a niah run (pid 4242 on host "box-7" since 2026-01-02T03:04:05.000Z)';
    const merged = await runNiah([
      "merge",
      "results/t.jsonl",
      "--out",
      "merged.jsonl",
    ], { cwd: dir });
    assert.equal(merged.code, 0, merged.stderr);
    assert.ok(
      merged.stderr.includes(
        `warning: ${holder}; merging the rows it holds so far`,
      ),
      merged.stderr,
    );
    const report = await runNiah(["report", "results/t.jsonl"], { cwd: dir });
    assert.equal(report.code, 0, report.stderr);
    assert.ok(
      report.stderr.includes(
        `warning: ${holder}; reading the rows it holds so far`,
      ),
      report.stderr,
    );
    await lock.unlock();
    const after = await runNiah(["report", "results/t.jsonl"], { cwd: dir });
    assert.equal(after.code, 0, after.stderr);
    assert.ok(!after.stderr.includes("still being written"), after.stderr);
  });
});

Deno.test("--out /dev/stdout writes the output to standard output, the command's own lines to stderr; other devices are refused clearly", async () => {
  // What goes to /dev/stdout needs a process whose standard output it is.
  await withWorkspace({ "run.yaml": runPlus() }, async (dir) => {
    await runStore(dir);
    const store = await Deno.readTextFile(`${dir}/results/t.jsonl`);
    const csv = await runNiahProcess(
      ["report", "results/t.jsonl", "--csv", "/dev/stdout"],
      { cwd: dir },
    );
    assert.equal(csv.code, 0, csv.stderr);
    assert.match(csv.stdout, /^run_name,model_id,task_type,level,/);
    assert.ok(!csv.stdout.includes("wrote"), csv.stdout);
    assert.match(csv.stderr, /^t · fake \(uuid\): 6 rows/);
    assert.match(csv.stderr, /wrote \/dev\/stdout\n$/);
    const csvFile = await runNiah(
      ["report", "results/t.jsonl", "--csv", "t.csv"],
      { cwd: dir },
    );
    assert.equal(csv.stdout, await Deno.readTextFile(`${dir}/t.csv`));
    assert.equal(csvFile.code, 0);

    const html = await runNiahProcess(
      ["report", "results/t.jsonl", "--html", "/dev/stdout"],
      { cwd: dir },
    );
    assert.equal(html.code, 0, html.stderr);
    assert.match(html.stdout, /^<!DOCTYPE html>/i);

    const merged = await runNiahProcess(
      ["merge", "results/t.jsonl", "--out", "/dev/stdout"],
      { cwd: dir },
    );
    assert.equal(merged.code, 0, merged.stderr);
    assert.equal(merged.stdout, store);
    assert.match(merged.stderr, /merged 6 rows from 1 file into 6 cells/);

    const dataset = await runNiahProcess(
      ["dataset", "run.yaml", "--out", "/dev/stdout"],
      { cwd: dir },
    );
    assert.equal(dataset.code, 0, dataset.stderr);
    assert.equal(dataset.stdout.trimEnd().split("\n").length, 6);
    assert.equal(dataset.stderr, "wrote 6 prompts to standard output\n");

    const both = await runNiah(
      [
        "report",
        "results/t.jsonl",
        "--csv",
        "/dev/stdout",
        "--html",
        "/dev/fd/1",
      ],
      { cwd: dir },
    );
    assert.equal(both.code, 2);
    assert.equal(
      both.stderr,
      "niah: Cannot write --csv and --html both to standard output: they would run together; send one to a file\n",
    );
    const device = await runNiah(
      ["report", "results/t.jsonl", "--csv", "/dev/fd/63"],
      { cwd: dir },
    );
    assert.equal(device.code, 2, device.stderr);
    assert.match(
      device.stderr,
      /^niah: Cannot write CSV: niah may not open "\/dev\/fd\/63" \(its permissions reach files, \/dev\/null, and standard output and error as \/dev\/stdout and \/dev\/stderr\); write to a file\n$/,
    );
  });
});

Deno.test("a config that is a named pipe or a link to /dev/zero is refused at once (exit 2), not read forever", async () => {
  await withWorkspace({}, async (dir) => {
    const fifo = await new Deno.Command("mkfifo", {
      args: [`${dir}/pipe.yaml`],
    }).output();
    assert.equal(fifo.code, 0);
    await Deno.symlink("/dev/zero", `${dir}/zero.yaml`);
    const piped = await runNiah(["validate", "pipe.yaml"], { cwd: dir });
    assert.equal(piped.code, 2, piped.stderr);
    assert.equal(
      piped.stderr,
      'niah: Cannot read run config: "pipe.yaml" is a named pipe, not a regular file\n',
    );
    const zero = await runNiah(["run", "zero.yaml", "--dry-run"], {
      cwd: dir,
    });
    assert.equal(zero.code, 2, zero.stderr);
    assert.equal(
      zero.stderr,
      'niah: Cannot read run config: "zero.yaml" is a device, not a regular file\n',
    );
    const schedule = await runNiah(["schedule", "pipe.yaml", "--once"], {
      cwd: dir,
    });
    assert.equal(schedule.code, 2, schedule.stderr);
    assert.match(schedule.stderr, /"pipe\.yaml" is a named pipe/);
  });
});

Deno.test("a /proc file given as results or a config is niah's own one line, not Deno's --allow-all advice", async () => {
  await withWorkspace({ "run.yaml": runPlus() }, async (dir) => {
    for (
      const [args, action] of [
        [["report", "/proc/self/status"], "read results"],
        [["validate", "/proc/self/environ"], "read run config"],
      ] as const
    ) {
      const result = await runNiah([...args], { cwd: dir });
      assert.equal(result.code, 2, result.stderr);
      assert.equal(
        result.stderr,
        `niah: Cannot ${action}: "${
          args[1]
        }": a system file that niah may not read (Deno keeps /proc, /sys and /dev for programs given every permission); give niah a regular file\n`,
      );
    }
  });
});
