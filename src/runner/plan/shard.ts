/**
 * Sharding: one sweep split over N machines. A cell belongs to shard
 * `hash(cell_id) mod N`, so which shard runs a cell depends on that cell
 * alone: growing the sweep adds cells to shards but never moves one. Shards
 * are numbered from 0, as a Kubernetes Indexed Job numbers its pods.
 */
import { UsageError } from "../../errors.ts";
import { fnv1a } from "../../random/fnv1a.ts";
import type { Plan } from "./plan.ts";

/** Shard `index` of `count` (0 <= index < count). */
export interface Shard {
  index: number;
  count: number;
}

/** The most shards a sweep may be split into. */
const MAX_SHARDS = 100_000;

/** Kubernetes Indexed Job variables that name the shard when `--shard` is absent. */
export const SHARD_ENV = {
  index: "JOB_COMPLETION_INDEX",
  count: "JOB_COMPLETIONS",
} as const;

function shardProblem(index: number, count: number): string | null {
  if (!Number.isSafeInteger(count) || count < 1 || count > MAX_SHARDS) {
    return `the shard count must be a whole number from 1 to ${MAX_SHARDS}`;
  }
  if (!Number.isSafeInteger(index) || index < 0 || index >= count) {
    return `the shard index must be a whole number from 0 to ${
      count - 1
    } (shards count from 0)`;
  }
  return null;
}

/** Parses `i/N` (e.g. `0/4`); a bad value is a UsageError. */
export function parseShard(text: string, source = "--shard"): Shard {
  const match = /^\s*(\d+)\s*\/\s*(\d+)\s*$/.exec(text);
  if (!match) {
    throw new UsageError(
      `Cannot use ${source} "${text}": expected "i/N", the shard index from 0 and the shard count (e.g. "0/4")`,
    );
  }
  const index = Number(match[1]);
  const count = Number(match[2]);
  const problem = shardProblem(index, count);
  if (problem) {
    throw new UsageError(`Cannot use ${source} "${text}": ${problem}`);
  }
  return { index, count };
}

/**
 * The shard named by `--shard`, else by `JOB_COMPLETION_INDEX` and
 * `JOB_COMPLETIONS` (both needed), else none (the whole sweep).
 */
export function resolveShard(
  flag: string | undefined,
  env: (name: string) => string | undefined,
): Shard | null {
  if (flag !== undefined) return parseShard(flag);
  const index = env(SHARD_ENV.index)?.trim();
  const count = env(SHARD_ENV.count)?.trim();
  if (!index && !count) return null;
  if (!index || !count) {
    const [set, unset] = index
      ? [SHARD_ENV.index, SHARD_ENV.count]
      : [SHARD_ENV.count, SHARD_ENV.index];
    // Kubernetes sets only the index; the count is the Job's own env entry.
    throw new UsageError(
      `Cannot pick a shard: ${set} is set but ${unset} is not; ${
        index
          ? `a Kubernetes Indexed Job sets only ${SHARD_ENV.index}, so add ${SHARD_ENV.count} (equal to spec.completions) to the container's env`
          : "set both"
      }, or pass --shard i/N`,
    );
  }
  return parseShard(
    `${index}/${count}`,
    `${SHARD_ENV.index}/${SHARD_ENV.count}`,
  );
}

/** The shard (0..count-1) that runs the cell `cellId`. */
export function shardOf(cellId: string, count: number): number {
  return fnv1a(cellId) % count;
}

/** The cells of `shard`, in plan order; all of them when `shard` is null. */
export function cellsOfShard<T extends { cell_id: string }>(
  cells: readonly T[],
  shard: Shard | null,
): T[] {
  if (shard === null) return [...cells];
  return cells.filter((cell) =>
    shardOf(cell.cell_id, shard.count) === shard.index
  );
}

/**
 * The store file of a shard: `results/x.jsonl` becomes
 * `results/x.shard-2-of-8.jsonl` (the suffix goes before `.jsonl`, or at
 * the end when the path has none). No shard: the path itself.
 */
export function shardStorePath(path: string, shard: Shard | null): string {
  if (shard === null) return path;
  const tag = `.shard-${shard.index}-of-${shard.count}`;
  return path.endsWith(".jsonl")
    ? `${path.slice(0, -".jsonl".length)}${tag}.jsonl`
    : `${path}${tag}`;
}

/**
 * The plan a shard runs: its cells and its own store file. `flag` is
 * `--shard`; without it the Indexed Job variables in `env` decide.
 */
export function planShard(
  plan: Plan,
  flag: string | undefined,
  env: (name: string) => string | undefined,
): { plan: Plan; shard: Shard | null } {
  const shard = resolveShard(flag, env);
  if (shard === null) return { plan, shard };
  return {
    plan: {
      ...plan,
      cells: cellsOfShard(plan.cells, shard),
      storePath: shardStorePath(plan.storePath, shard),
    },
    shard,
  };
}
