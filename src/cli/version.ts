/**
 * What `niah --version` prints: niah's version (deno.json), the commit it
 * was built from and the Deno runtime. `deno task compile` bakes the commit
 * into the binary as `NIAH_BUILD_COMMIT` (an embedded env file); run from a
 * source checkout, the commit is read from `.git` (no `git` process, so the
 * `niah` task's permissions suffice), else it is "unknown".
 */
import denoJson from "../../deno.json" with { type: "json" };

/** niah's version, from deno.json. */
const VERSION: string = denoJson.version;

/** The variable `deno task compile` bakes the commit into. */
const BUILD_COMMIT_ENV = "NIAH_BUILD_COMMIT";

/** The repository root of this source file (unused inside a binary). */
const REPO_ROOT = new URL("../../", import.meta.url);

/** The lines of `niah --version`. */
export function versionText(commit: string): string {
  const { deno, v8, typescript } = Deno.version;
  return `niah ${VERSION}\ncommit ${commit}\ndeno ${deno} (v8 ${v8}, typescript ${typescript})\n`;
}

/** The commit niah runs from: baked at compile time, else the checkout's. */
export function currentCommit(
  env: (name: string) => string | undefined,
): string {
  const baked = env(BUILD_COMMIT_ENV)?.trim();
  if (baked) return baked;
  return checkoutCommit(REPO_ROOT) ?? "unknown";
}

/**
 * The commit HEAD points at in the git checkout at `root` (a plain clone or
 * a worktree), read from the files git keeps; null when there is none.
 */
export function checkoutCommit(root: URL): string | null {
  try {
    const gitDir = resolveGitDir(root);
    if (gitDir === null) return null;
    const head = read(gitDir, "HEAD");
    if (head === null) return null;
    const ref = /^ref: (\S+)$/.exec(head)?.[1];
    if (ref === undefined) return isSha(head) ? head : null;
    const common = read(gitDir, "commondir");
    const commonDir = common === null ? gitDir : new URL(dir(common), gitDir);
    for (const base of [gitDir, commonDir]) {
      const sha = read(base, ref);
      if (sha !== null && isSha(sha)) return sha;
    }
    const packed = read(commonDir, "packed-refs") ?? "";
    for (const line of packed.split("\n")) {
      const [sha, name] = line.split(" ");
      if (name === ref && sha !== undefined && isSha(sha)) return sha;
    }
    return null;
  } catch {
    return null; // no read permission, or not a checkout: "unknown"
  }
}

/** `.git` is a folder in a clone and a `gitdir:` file in a worktree. */
function resolveGitDir(root: URL): URL | null {
  const dotGit = new URL(".git", root);
  let stat: Deno.FileInfo;
  try {
    stat = Deno.statSync(dotGit);
  } catch {
    return null;
  }
  if (stat.isDirectory) return new URL(".git/", root);
  const pointer = /^gitdir: (.+)$/m.exec(Deno.readTextFileSync(dotGit))?.[1];
  return pointer === undefined ? null : new URL(dir(pointer.trim()), root);
}

function read(base: URL, path: string): string | null {
  try {
    return Deno.readTextFileSync(new URL(path, base)).trim();
  } catch {
    return null;
  }
}

function dir(path: string): string {
  return path.endsWith("/") ? path : `${path}/`;
}

function isSha(text: string): boolean {
  return /^[0-9a-f]{40}([0-9a-f]{24})?$/.test(text);
}
