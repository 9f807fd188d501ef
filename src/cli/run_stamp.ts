/**
 * What run-name placeholders expand to, read from the environment and the
 * working tree: the time (`NIAH_RUN_TIME`, an ISO 8601 time, pins it, so
 * the shards of one sweep and its merge agree; else now) and the commit
 * (`NIAH_GIT_SHA`, `GITHUB_SHA` or `CI_COMMIT_SHA`, else the checkout's
 * `.git`, read as files, so no `git` binary or run permission is needed).
 */
import { RUN_TIME_ENV, type RunStamp } from "../config/run_name.ts";
import { pathToFileURL } from "node:url";
import { UsageError } from "../errors.ts";
import { checkoutCommit } from "./version.ts";

export { RUN_TIME_ENV };

const SHA_ENVS = ["NIAH_GIT_SHA", "GITHUB_SHA", "CI_COMMIT_SHA"];

/**
 * The commit checked out in the git working tree holding `start` (worktrees
 * and packed refs included), or undefined outside one: the nearest folder
 * up from `start` with a `.git`, read as `niah --version` reads its own.
 */
export async function gitHeadSha(start: string): Promise<string | undefined> {
  let dir = pathToFileURL(start.replace(/\/*$/, "/"));
  for (;;) {
    try {
      await Deno.stat(new URL(".git", dir));
      return checkoutCommit(dir) ?? undefined;
    } catch {
      // No .git here: try the parent.
    }
    const parent = new URL("../", dir);
    if (parent.href === dir.href) return undefined;
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
