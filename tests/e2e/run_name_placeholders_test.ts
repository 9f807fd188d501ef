import assert from "node:assert/strict";
import { runNiah, withWorkspace } from "../support/hosted_niah.ts";

const RUN = `run_name: "nightly-{date}-{git_sha}"
model: "fake"
task: {type: "uuid"}
sweep: {context_lengths: [500], depth_percents: [0, 100]}
`;
const SHA = "89abcdef0123456789abcdef0123456789abcdef";

Deno.test("a run name's placeholders expand once, into every row and the store path", async () => {
  await withWorkspace({
    "configs/runs/n.yaml": RUN,
    ".git/HEAD": "ref: refs/heads/main\n",
    ".git/refs/heads/main": `${SHA}\n`,
  }, async (dir) => {
    const env = { NIAH_RUN_TIME: "2026-07-08T09:10:11Z" };
    const result = await runNiah(["run", "configs/runs/n.yaml", "--quiet"], {
      cwd: dir,
      env,
    });
    assert.equal(result.code, 0, result.stderr);
    const name = "nightly-2026-07-08-89abcde";
    assert.match(
      result.stderr,
      new RegExp(`run "${name}" \\(from "nightly-\\{date\\}-\\{git_sha\\}"\\)`),
    );
    const rows = (await Deno.readTextFile(`${dir}/results/${name}.jsonl`))
      .trimEnd().split("\n").map((line) => JSON.parse(line));
    assert.equal(rows.length, 2);
    assert.ok(rows.every((row) => row.run_name === name));

    // Another day is another run: a new store, nothing resumed.
    const next = await runNiah(["run", "configs/runs/n.yaml", "--quiet"], {
      cwd: dir,
      env: { NIAH_RUN_TIME: "2026-07-09T00:00:00Z" },
    });
    assert.equal(next.code, 0, next.stderr);
    assert.match(
      next.stderr,
      /store "results\/nightly-2026-07-09-89abcde\.jsonl": 0 done, 2 to run/,
    );
  });
});

Deno.test("{datetime} in store.path, and placeholder mistakes exit 2", async () => {
  const timed = `run_name: "t-{datetime}"
model: "fake"
task: {type: "uuid"}
sweep: {context_lengths: [500], depth_percents: [0]}
store: {path: "out/{date}/rows.jsonl"}
`;
  await withWorkspace({
    "configs/runs/t.yaml": timed,
    "configs/runs/bad.yaml": RUN.replace("{date}", "{day}"),
    "configs/runs/nogit.yaml": RUN,
  }, async (dir) => {
    const env = { NIAH_RUN_TIME: "2026-07-08T09:10:11Z" };
    const dry = await runNiah(["run", "configs/runs/t.yaml", "--dry-run"], {
      cwd: dir,
      env,
    });
    assert.equal(dry.code, 0, dry.stderr);
    assert.match(dry.stderr, /run "t-2026-07-08T091011Z"/);
    assert.match(dry.stderr, /store "out\/2026-07-08\/rows\.jsonl"/);
    const bad = await runNiah(["validate", "configs/runs/bad.yaml"], {
      cwd: dir,
    });
    assert.equal(bad.code, 2);
    assert.match(
      bad.stderr,
      /^niah: Cannot load run config: configs\/runs\/bad\.yaml:1:11: "run_name": unknown placeholder "\{day\}"/,
    );
    const nogit = await runNiah(["validate", "configs/runs/nogit.yaml"], {
      cwd: dir,
    });
    assert.equal(nogit.code, 2);
    assert.match(
      nogit.stderr,
      /\{git_sha\} needs a commit: run inside a git checkout or set NIAH_GIT_SHA/,
    );
    const badTime = await runNiah(["validate", "configs/runs/t.yaml"], {
      cwd: dir,
      env: { NIAH_RUN_TIME: "soon" },
    });
    assert.equal(badTime.code, 2);
    assert.match(badTime.stderr, /Cannot use NIAH_RUN_TIME "soon"/);
  });
});
