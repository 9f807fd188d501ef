/**
 * What run-name placeholders expand to, read from the environment and the
 * working tree: the time (`NIAH_RUN_TIME`, an ISO 8601 time, pins it, so
 * the shards of one sweep and its merge agree; else now) and the commit
 * (`NIAH_GIT_SHA`, `GITHUB_SHA` or `CI_COMMIT_SHA`, else the checkout's
 * `.git`, read as files, so no `git` binary or run permission is needed).
 */
import type { RunStamp } from "../config/run_name.ts";
import { UsageError } from "../errors.ts";

/** Pins the time placeholders expand to. */
export const RUN_TIME_ENV = "NIAH_RUN_TIME";

const SHA_ENVS = ["NIAH_GIT_SHA", "GITHUB_SHA", "CI_COMMIT_SHA"];

async function readTrimmed(path: string): Promise<string | undefined> {
  try {
    return (await Deno.readTextFile(path)).trim();
  } catch {
    return undefined;
  }
}

function join(dir: string, path: string): string {
  return path.startsWith("/") ? path : `${dir.replace(/\/+$/, "")}/${path}`;
}

/**
 * The commit checked out in the git working tree holding `start` (worktrees
 * and packed refs included), or undefined outside one.
 */
export async function gitHeadSha(start: string): Promise<string | undefined> {
  let dir = start.replace(/\/+$/, "") || "/";
  for (;;) {
    let stat: Deno.FileInfo | undefined;
    try {
      stat = await Deno.stat(`${dir}/.git`);
    } catch {
      stat = undefined;
    }
    if (stat) {
      let gitDir = `${dir}/.git`;
      if (stat.isFile) {
        const pointer = await readTrimmed(gitDir);
        const match = /^gitdir:\s*(.+)$/m.exec(pointer ?? "");
        if (!match) return undefined;
        gitDir = join(dir, match[1]!.trim());
      }
      const common = await readTrimmed(`${gitDir}/commondir`);
      const commonDir = common ? join(gitDir, common) : gitDir;
      const head = await readTrimmed(`${gitDir}/HEAD`);
      if (head === undefined) return undefined;
      if (/^[0-9a-f]{40,64}$/.test(head)) return head;
      const ref = /^ref:\s*(\S+)$/.exec(head)?.[1];
      if (!ref) return undefined;
      const direct = await readTrimmed(`${gitDir}/${ref}`) ??
        await readTrimmed(`${commonDir}/${ref}`);
      if (direct && /^[0-9a-f]{40,64}$/.test(direct)) return direct;
      const packed = await readTrimmed(`${commonDir}/packed-refs`);
      for (const line of packed?.split("\n") ?? []) {
        const [sha, name] = line.trim().split(/\s+/);
        if (name === ref && sha && /^[0-9a-f]{40,64}$/.test(sha)) return sha;
      }
      return undefined;
    }
    const parent = dir.slice(0, dir.lastIndexOf("/")) || "/";
    if (parent === dir) return undefined;
    dir = parent;
  }
}

/**
 * The stamp for one run. A bad `NIAH_RUN_TIME` is a UsageError; the commit
 * is looked up only when `{git_sha}` is used.
 */
export function runStamp(
  env: (name: string) => string | undefined,
  now: () => Date = () => new Date(),
  cwd: () => string = () => Deno.cwd(),
): RunStamp {
  const pinned = env(RUN_TIME_ENV)?.trim();
  let time = now();
  if (pinned) {
    time = new Date(pinned);
    if (!/^\d{4}-\d\d-\d\d/.test(pinned) || Number.isNaN(time.getTime())) {
      throw new UsageError(
        `Cannot use ${RUN_TIME_ENV} "${pinned}": expected an ISO 8601 time such as "2026-12-01T03:00:00Z"`,
      );
    }
  }
  return {
    now: time,
    gitSha: async () => {
      for (const name of SHA_ENVS) {
        const value = env(name)?.trim();
        if (value) return value;
      }
      return await gitHeadSha(cwd());
    },
  };
}
