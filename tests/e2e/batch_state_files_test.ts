/**
 * niah's own state files through the CLI (#27): a store's batch ledger and
 * the scheduler's `state_file` are read only as regular files of at most
 * their size limit, and written only as regular files at their own path.
 * A link planted there (dangling or not), a named pipe, a device or a file
 * too big is refused in one line, exit 2, before anything is submitted;
 * nothing is created where a link points.
 */
import assert from "node:assert/strict";
import { runNiah, withWorkspace } from "../support/hosted_niah.ts";
import { runNiah as runNiahProcess } from "../support/run_niah.ts";
import { heldFakeModel } from "../support/fake_batches.ts";

const RUN = `run_name: "b"
model: "fakeb"
task: {type: "uuid", style: "niah"}
sweep: {context_lengths: [300], depth_percents: [0, 100], seeds: [1]}
runner: {batch: true, batch_poll_s: 0.2}
store: {path: "results/b.jsonl"}
`;
const MODEL = heldFakeModel("fakeb");
const FILES = {
  "configs/runs/b.yaml": RUN,
  "configs/models/fakeb.yaml": MODEL,
  "results/.keep": "",
};
const LEDGER = "results/b.jsonl.batches.json";

async function exists(path: string): Promise<boolean> {
  return await Deno.lstat(path).then(() => true, () => false);
}

async function mkfifo(path: string): Promise<void> {
  const made = await new Deno.Command("mkfifo", { args: [path] }).output();
  assert.equal(made.code, 0);
}

/** The last line of `stderr`: the error, after the run's header lines. */
function lastLine(stderr: string): string {
  return stderr.trimEnd().split("\n").at(-1)!;
}

const runBatch = (dir: string) =>
  runNiah(["run", "configs/runs/b.yaml", "--quiet", "--no-wait"], {
    cwd: dir,
  });

Deno.test("a dangling link as the batch ledger is refused in one line, exit 2: nothing is created where it points, nothing submitted", async () => {
  await withWorkspace(FILES, async (dir) => {
    await Deno.symlink("../planted.json", `${dir}/${LEDGER}`);
    const result = await runBatch(dir);
    assert.equal(result.code, 2, result.stderr);
    assert.equal(
      lastLine(result.stderr),
      `niah: Cannot read batch ledger: "${LEDGER}" is a symbolic link; niah keeps its batch ledger only as a regular file of its own, never following a link (it could lead to any file); remove the link`,
    );
    assert.equal(await exists(`${dir}/planted.json`), false);
    assert.equal(await exists(`${dir}/results/b.jsonl.state`), false);
    // Without the link, the same run submits and records a regular ledger.
    await Deno.remove(`${dir}/${LEDGER}`);
    const again = await runBatch(dir);
    assert.equal(again.code, 0, again.stderr);
    assert.ok((await Deno.lstat(`${dir}/${LEDGER}`)).isFile);
  });
});

Deno.test("a link to /dev/zero, a named pipe or a 65 MiB file as the batch ledger is refused at once, exit 2", async () => {
  await withWorkspace(FILES, async (dir) => {
    await Deno.symlink("/dev/zero", `${dir}/${LEDGER}`);
    const zero = await runBatch(dir);
    assert.equal(zero.code, 2, zero.stderr);
    assert.match(
      lastLine(zero.stderr),
      /^niah: Cannot read batch ledger: .* is a symbolic link;/,
    );
    await Deno.remove(`${dir}/${LEDGER}`);

    // Sparse: no disk is spent, and niah must not read it to refuse it.
    using big = await Deno.open(`${dir}/${LEDGER}`, {
      write: true,
      create: true,
    });
    await big.truncate(65 * 1024 * 1024);
    const tooBig = await runBatch(dir);
    assert.equal(tooBig.code, 2, tooBig.stderr);
    assert.equal(
      lastLine(tooBig.stderr),
      `niah: Cannot read batch ledger: "${LEDGER}" is over the 67108864 bytes (64 MiB) a batch ledger may have (it is 68157440 bytes); it is not one niah wrote; move it away`,
    );
    await Deno.remove(`${dir}/${LEDGER}`);

    await mkfifo(`${dir}/${LEDGER}`);
    // A guard: before #27 niah blocked on the open until killed (two
    // minutes: a loaded machine may take many seconds to start niah).
    for (const wait of [["--no-wait"], []]) {
      const pipe = await runNiahProcess(
        ["run", "configs/runs/b.yaml", "--quiet", ...wait],
        { cwd: dir, interruptAfterMs: 120_000, interruptSignal: "SIGKILL" },
      );
      assert.equal(pipe.code, 2, JSON.stringify(pipe));
      assert.equal(
        lastLine(pipe.stderr),
        `niah: Cannot read batch ledger: "${LEDGER}" is a named pipe, not a regular file; niah keeps its batch ledger only as a regular file; move it away`,
      );
    }
    assert.equal(await exists(`${dir}/results/b.jsonl.state`), false);
  });
});

const SCHEDULE = (stateFile: string) =>
  `jobs:
  - name: nightly
    run: configs/runs/b.yaml
    cron: "0 3 * * *"
    batch_wait: false
state_file: "${stateFile}"
`;

Deno.test("schedule's state_file as a named pipe, /dev/zero or a dangling link is refused in one line, exit 2; nothing is created where the link points", async () => {
  await withWorkspace({
    ...FILES,
    "pipe.yaml": SCHEDULE("state/pipe.json"),
    "zero.yaml": SCHEDULE("/dev/zero"),
    "link.yaml": SCHEDULE("state/link.json"),
    "state/.keep": "",
  }, async (dir) => {
    await mkfifo(`${dir}/state/pipe.json`);
    const pipe = await runNiahProcess(["schedule", "pipe.yaml", "--once"], {
      cwd: dir,
      interruptAfterMs: 120_000,
      interruptSignal: "SIGKILL",
    });
    assert.equal(pipe.code, 2, JSON.stringify(pipe));
    assert.equal(
      lastLine(pipe.stderr),
      'niah: Cannot read schedule state: "state/pipe.json" is a named pipe, not a regular file; niah keeps its schedule state only as a regular file; move it away',
    );
    const zero = await runNiah(["schedule", "zero.yaml", "--once"], {
      cwd: dir,
    });
    assert.equal(zero.code, 2, zero.stderr);
    assert.equal(
      lastLine(zero.stderr),
      'niah: Cannot read schedule state: "/dev/zero" is a device, not a regular file; niah keeps its schedule state only as a regular file; move it away',
    );
    await Deno.symlink("../planted.json", `${dir}/state/link.json`);
    const link = await runNiah(["schedule", "link.yaml", "--once"], {
      cwd: dir,
    });
    assert.equal(link.code, 2, link.stderr);
    assert.match(
      lastLine(link.stderr),
      /^niah: Cannot read schedule state: "state\/link\.json" is a symbolic link;/,
    );
    assert.equal(await exists(`${dir}/planted.json`), false);
    assert.equal(await exists(`${dir}/results/b.jsonl`), false);
  });
});
