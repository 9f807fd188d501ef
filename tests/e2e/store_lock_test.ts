/**
 * Two niah processes on one store: the first holds the lock for as long as
 * the test needs (its model is a loopback server that answers only when
 * the test releases it), so what the second sees never depends on how
 * fast the machine is.
 */
import assert from "node:assert/strict";
import { FakeApiServer } from "../support/fake_api_server.ts";
import { runNiah, withWorkspace } from "../support/hosted_niah.ts";
import { runNiah as runNiahProcess } from "../support/run_niah.ts";
import { niahGrid, writeRows } from "../report/synthetic_rows.ts";

const KEY_ENV = "NIAH_STORE_LOCK_KEY";
const env = { [KEY_ENV]: "test-key-store-lock" };

const RUN = `run_name: "lock"
model: "slow"
task: {type: "uuid"}
sweep:
  context_lengths: [300]
  depth_percents: [0, 50, 100]
  seeds: [1, 2]
runner: {concurrency: 6, retries: 0, backoff_base_s: 0}
store: {path: "results/lock.jsonl"}
`;

/**
 * A loopback model whose answers wait until `release()`; `asked` settles
 * when the first request arrives, by which time the run holds its lock.
 */
function heldServer(): {
  server: FakeApiServer;
  asked: Promise<void>;
  release: () => void;
} {
  const gate = Promise.withResolvers<void>();
  const first = Promise.withResolvers<void>();
  const server = new FakeApiServer({
    reply: () => {
      first.resolve();
      return { kind: "answer", until: gate.promise };
    },
  });
  return { server, asked: first.promise, release: () => gate.resolve() };
}

Deno.test("two concurrent runs on one store: one runs every cell once, the other is refused naming the holder", async () => {
  const { server, asked, release } = heldServer();
  await using _ = server;
  await withWorkspace({
    "configs/runs/lock.yaml": RUN,
    "configs/models/slow.yaml": server.chatModel("slow", KEY_ENV),
  }, async (dir) => {
    const first = runNiahProcess(["run", "configs/runs/lock.yaml", "--quiet"], {
      cwd: dir,
      env,
    });
    // The first run asked its model, so it holds the lock: start the second.
    const lockPath = `${dir}/results/lock.jsonl.lock`;
    await asked;
    const second = await runNiah(
      ["run", "configs/runs/lock.yaml", "--quiet"],
      { cwd: dir, env },
    );
    release();
    const done = await first;
    assert.equal(done.code, 0, done.stderr);
    assert.equal(second.code, 2, second.stderr);
    assert.match(
      second.stderr,
      /^niah: Cannot start run: store "results\/lock\.jsonl" is in use by another niah run \(pid \d+ on host "[^"]+" since \d{4}-\d\d-\d\dT[^)]+\); wait for it to finish, or give this run its own store\.path\n$/,
    );
    const rows = (await Deno.readTextFile(`${dir}/results/lock.jsonl`))
      .trimEnd().split("\n").map((line) => JSON.parse(line));
    assert.equal(rows.length, 6);
    assert.equal(new Set(rows.map((row) => row.cell_id)).size, 6);
    // The lock goes with the run; the next run resumes without waiting.
    await assert.rejects(Deno.stat(lockPath), Deno.errors.NotFound);
    const third = await runNiah(["run", "configs/runs/lock.yaml"], {
      cwd: dir,
      env,
    });
    assert.equal(third.code, 0, third.stderr);
    assert.match(third.stderr, /6 done, 0 to run/);
  });
});

Deno.test("a lock file left by a crashed run is stale and taken over", async () => {
  await withWorkspace({
    "configs/runs/lock.yaml": RUN.replace('model: "slow"', 'model: "fake"'),
    "results/lock.jsonl.lock":
      '{"pid":999999,"host":"gone","started":"2026-01-01T00:00:00.000Z"}\n',
  }, async (dir) => {
    const result = await runNiah(["run", "configs/runs/lock.yaml"], {
      cwd: dir,
    });
    assert.equal(result.code, 0, result.stderr);
    assert.match(result.stdout, /wrote 6 rows/);
    await assert.rejects(
      Deno.stat(`${dir}/results/lock.jsonl.lock`),
      Deno.errors.NotFound,
    );
  });
});

Deno.test("the lock follows the store's real path: a second run through a symbolic link, and merge --out or report --csv onto the store or its lock file, are refused while a run appends", async () => {
  const { server, asked, release } = heldServer();
  await using _ = server;
  await withWorkspace({
    // The first run holds the lock until the test releases its model.
    "configs/runs/lock.yaml": RUN,
    "configs/runs/link.yaml": RUN.replace("lock.jsonl", "link.jsonl"),
    "configs/models/slow.yaml": server.chatModel("slow", KEY_ENV),
  }, async (dir) => {
    await Deno.mkdir(`${dir}/results`);
    await Deno.symlink("lock.jsonl", `${dir}/results/link.jsonl`);
    await writeRows(
      `${dir}/shard.jsonl`,
      niahGrid({ run_name: "g", seeds: 1 }),
    );
    const first = runNiahProcess(["run", "configs/runs/lock.yaml", "--quiet"], {
      cwd: dir,
      env,
    });
    await asked;
    const second = await runNiah(
      ["run", "configs/runs/link.yaml", "--quiet"],
      { cwd: dir, env },
    );
    assert.equal(second.code, 2, second.stderr);
    assert.match(
      second.stderr,
      /^niah: Cannot start run: store "results\/link\.jsonl" is in use by another niah run \(pid \d+ /,
    );
    for (const out of ["results/lock.jsonl", "results/link.jsonl"]) {
      const merged = await runNiah(["merge", "shard.jsonl", "--out", out], {
        cwd: dir,
      });
      assert.equal(merged.code, 2, merged.stderr);
      assert.match(
        merged.stderr,
        /^niah: Cannot merge: store "results\/l(ock|ink)\.jsonl" is in use by another niah run \(pid \d+ /,
      );
    }
    const csv = await runNiah(
      ["report", "shard.jsonl", "--csv", "results/link.jsonl"],
      { cwd: dir },
    );
    assert.equal(csv.code, 2, csv.stderr);
    assert.match(
      csv.stderr,
      /^niah: Cannot write CSV: "results\/link\.jsonl" is the store of a running niah run \(pid \d+ .*\); its rows would be lost; wait for it to finish, or choose another path\n$/m,
    );
    // Replacing the lock file itself would let the next run in beside it.
    const onLock = await runNiah(
      ["report", "shard.jsonl", "--csv", "results/lock.jsonl.lock"],
      { cwd: dir },
    );
    assert.equal(onLock.code, 2, onLock.stderr);
    assert.match(
      onLock.stderr,
      /^niah: Cannot write CSV: "results\/lock\.jsonl\.lock" is the lock file of a running niah run \(pid \d+ .*\); replacing it would let a second run write the same store; choose another path\n$/m,
    );
    release();
    const done = await first;
    assert.equal(done.code, 0, done.stderr);
    const rows = (await Deno.readTextFile(`${dir}/results/lock.jsonl`))
      .trimEnd().split("\n").map((line) => JSON.parse(line));
    assert.equal(rows.length, 6);
    assert.equal(new Set(rows.map((row) => row.cell_id)).size, 6);
    assert.ok(rows.every((row) => row.run_name === "lock"));
    assert.ok((await Deno.lstat(`${dir}/results/link.jsonl`)).isSymlink);
  });
});
