/**
 * Run names with placeholders: `nightly-{date}`, `sweep-{datetime}`,
 * `pr-{git_sha}`. A scheduled or CI run thereby gets a fresh name (and so a
 * fresh store and fresh cells) each time, while one invocation expands the
 * name once, so every row of the run carries the same expanded name. Times
 * are UTC. `store.path` may hold the same placeholders.
 */
import { NiahError } from "../errors.ts";
import { z } from "zod";
import { quoteValue } from "./quoted_value.ts";

/** The placeholders a run name may hold. */
const RUN_NAME_PLACEHOLDERS = ["date", "datetime", "git_sha"] as const;

const PLACEHOLDER = /\{([^{}]*)\}/g;

/**
 * The environment variable that pins the time placeholders expand to (an
 * ISO 8601 time), so the shards of one sweep and its merge agree.
 */
export const RUN_TIME_ENV = "NIAH_RUN_TIME";

/** What placeholders expand to: the run's start time and its commit. */
export interface RunStamp {
  /** The run's time (UTC is used). */
  now: Date;
  /** The commit's full or short hash; undefined where there is none. */
  gitSha(): Promise<string | undefined>;
}

/** The placeholders `text` uses. */
function placeholdersOf(text: string): string[] {
  return [...text.matchAll(PLACEHOLDER)].map((match) => match[1]!);
}

/**
 * `run_name`: letters, digits, ".", "_", "-", and the placeholders
 * `{date}`, `{datetime}`, `{git_sha}`.
 */
export const runNameSchema = z.string().regex(
  /^(?:[A-Za-z0-9]|\{[a-z_]+\})(?:[A-Za-z0-9._-]|\{[a-z_]+\})*$/,
  {
    message:
      'expected a name of letters, digits, ".", "_" or "-", optionally with {date}, {datetime} or {git_sha}',
  },
).superRefine((name, ctx) => {
  for (const used of placeholdersOf(name)) {
    if ((RUN_NAME_PLACEHOLDERS as readonly string[]).includes(used)) continue;
    ctx.addIssue({
      code: "custom",
      message: `unknown placeholder "{${used}}"; expected one of ${
        RUN_NAME_PLACEHOLDERS.map((p) => `{${p}}`).join(", ")
      }`,
    });
  }
});

/** `2026-12-01` (UTC). */
function utcDate(now: Date): string {
  return now.toISOString().slice(0, 10);
}

/** `2026-12-01T034512Z` (UTC, no colons: it goes in file names). */
export function utcDateTime(now: Date): string {
  return now.toISOString().slice(0, 19).replaceAll(":", "") + "Z";
}

/** Why a placeholder could not expand. */
export class PlaceholderError extends NiahError {
  override name = "PlaceholderError";
  readonly kind = "placeholder";
}

/**
 * `template` with its placeholders expanded from `stamp`; `{git_sha}` is
 * the commit's first 7 hex digits. A `{git_sha}` without a commit is a
 * `PlaceholderError`.
 */
export async function expandPlaceholders(
  template: string,
  stamp: RunStamp,
): Promise<string> {
  const used = placeholdersOf(template);
  if (used.length === 0) return template;
  let sha: string | undefined;
  if (used.includes("git_sha")) {
    sha = (await stamp.gitSha())?.trim().toLowerCase();
    if (sha === undefined || !/^[0-9a-f]{7,64}$/.test(sha)) {
      throw new PlaceholderError(
        sha === undefined
          ? "{git_sha} needs a commit: run inside a git checkout or set NIAH_GIT_SHA"
          : `{git_sha} needs a commit hash, got ${quoteValue(sha)}`,
      );
    }
  }
  return template.replace(PLACEHOLDER, (_whole, name: string) => {
    switch (name) {
      case "date":
        return utcDate(stamp.now);
      case "datetime":
        return utcDateTime(stamp.now);
      case "git_sha":
        return sha!.slice(0, 7);
      default:
        throw new PlaceholderError(`unknown placeholder "{${name}}"`);
    }
  });
}
