import assert from "node:assert/strict";
import { gitHeadSha, runStamp } from "../../src/cli/run_stamp.ts";
import { UsageError } from "../../src/errors.ts";

const SHA = "0123456789abcdef0123456789abcdef01234567";
const OTHER = "fedcba9876543210fedcba9876543210fedcba98";

async function tree(files: Record<string, string>): Promise<string> {
  const dir = await Deno.makeTempDir({ prefix: "niah-git-" });
  for (const [path, text] of Object.entries(files)) {
    const full = `${dir}/${path}`;
    await Deno.mkdir(full.slice(0, full.lastIndexOf("/")), { recursive: true });
    await Deno.writeTextFile(full, text);
  }
  return dir;
}

Deno.test("the commit is read from .git: a loose ref, packed refs, a worktree", async () => {
  const loose = await tree({
    ".git/HEAD": "ref: refs/heads/main\n",
    ".git/refs/heads/main": `${SHA}\n`,
    "sub/dir/x": "",
  });
  assert.equal(await gitHeadSha(`${loose}/sub/dir`), SHA);
  const packed = await tree({
    ".git/HEAD": "ref: refs/heads/dev\n",
    ".git/packed-refs":
      `# pack-refs\n${OTHER} refs/heads/main\n${SHA} refs/heads/dev\n`,
  });
  assert.equal(await gitHeadSha(packed), SHA);
  const worktree = await tree({
    "main/.git/worktrees/wt/HEAD": "ref: refs/heads/wt\n",
    "main/.git/worktrees/wt/commondir": "../..\n",
    "main/.git/refs/heads/wt": `${OTHER}\n`,
    "wt/.git": "gitdir: ../main/.git/worktrees/wt\n",
  });
  assert.equal(await gitHeadSha(`${worktree}/wt`), OTHER);
  const detached = await tree({ ".git/HEAD": `${SHA}\n` });
  assert.equal(await gitHeadSha(detached), SHA);
  for (const dir of [loose, packed, worktree, detached]) {
    await Deno.remove(dir, { recursive: true });
  }
});

Deno.test("NIAH_RUN_TIME pins the time and CI variables name the commit", async () => {
  const env = (vars: Record<string, string>) => (name: string) => vars[name];
  const stamp = runStamp(
    env({ NIAH_RUN_TIME: "2026-05-06T07:08:09Z", GITHUB_SHA: SHA }),
  );
  assert.equal(stamp.now.toISOString(), "2026-05-06T07:08:09.000Z");
  assert.equal(await stamp.gitSha(), SHA);
  const now = new Date("2030-01-01T00:00:00Z");
  assert.equal(runStamp(env({ NIAH_RUN_TIME: " " }), () => now).now, now);
  assert.throws(
    () => runStamp(env({ NIAH_RUN_TIME: "yesterday" })),
    UsageError,
  );
});
