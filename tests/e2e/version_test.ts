import assert from "node:assert/strict";
import denoJson from "../../deno.json" with { type: "json" };
import { checkoutCommit, versionText } from "../../src/cli/version.ts";
import { runNiah } from "../support/hosted_niah.ts";

const root = new URL("../../", import.meta.url);

async function git(...args: string[]): Promise<string> {
  const out = await new Deno.Command("git", {
    args,
    cwd: root,
    stdout: "piped",
  }).output();
  return new TextDecoder().decode(out.stdout).trim();
}

Deno.test("--version prints niah's version, the checkout's commit and the Deno version", async () => {
  const result = await runNiah(["--version"]);
  assert.equal(result.code, 0, result.stderr);
  assert.equal(result.stderr, "");
  const head = await git("rev-parse", "HEAD");
  assert.equal(
    result.stdout,
    `niah ${denoJson.version}\ncommit ${head}\ndeno ${Deno.version.deno} (v8 ${Deno.version.v8}, typescript ${Deno.version.typescript})\n`,
  );
  assert.equal(result.stdout, versionText(head));
  // -V is the short form.
  assert.equal((await runNiah(["-V"])).stdout, result.stdout);
});

Deno.test("--version prints the commit deno task compile baked in", async () => {
  const result = await runNiah(["--version"], {
    env: { NIAH_BUILD_COMMIT: "0123456789abcdef0123456789abcdef01234567" },
  });
  assert.equal(result.code, 0, result.stderr);
  assert.match(
    result.stdout,
    /^niah [\d.]+\ncommit 0123456789abcdef0123456789abcdef01234567\ndeno /,
  );
});

Deno.test("the commit is read from a clone, a worktree, packed refs and a detached HEAD", async () => {
  const dir = await Deno.makeTempDir();
  try {
    const sha = "a".repeat(40);
    const other = "b".repeat(40);
    const url = (path: string) => new URL(`file://${dir}/${path}`);
    const write = async (path: string, text: string) => {
      await Deno.mkdir(url(path.replace(/[^/]*$/, "")), { recursive: true });
      await Deno.writeTextFile(url(path), text);
    };
    // No .git: unknown.
    assert.equal(checkoutCommit(url("clone/")), null);
    // A clone whose branch is a loose ref.
    await write("clone/.git/HEAD", "ref: refs/heads/main\n");
    await write("clone/.git/refs/heads/main", `${sha}\n`);
    assert.equal(checkoutCommit(url("clone/")), sha);
    // Packed refs only.
    await Deno.remove(url("clone/.git/refs/heads/main"));
    await write(
      "clone/.git/packed-refs",
      `# pack-refs\n${other} refs/heads/main\n`,
    );
    assert.equal(checkoutCommit(url("clone/")), other);
    // A worktree: .git is a file pointing into the clone's worktrees/.
    await write("clone/.git/worktrees/wt/HEAD", "ref: refs/heads/feature\n");
    await write("clone/.git/worktrees/wt/commondir", "../..\n");
    await write("clone/.git/refs/heads/feature", `${sha}\n`);
    await write("wt/.git", `gitdir: ${dir}/clone/.git/worktrees/wt\n`);
    assert.equal(checkoutCommit(url("wt/")), sha);
    // Detached HEAD.
    await write("clone/.git/HEAD", `${other}\n`);
    assert.equal(checkoutCommit(url("clone/")), other);
    // Garbage: unknown, no throw.
    await write("clone/.git/HEAD", "ref: refs/heads/none\n");
    await Deno.remove(url("clone/.git/packed-refs"));
    assert.equal(checkoutCommit(url("clone/")), null);
  } finally {
    await Deno.remove(dir, { recursive: true });
  }
});
