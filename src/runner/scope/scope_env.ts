/**
 * The environment a run's worker reads: the variables niah itself reads
 * through the command's io during a run (the key, the endpoint variable,
 * the run time, phase shifting, the shard, the batch line cap) cross as
 * the caller's io answered them, so a caller that hands in its own
 * environment (a test, `schedule`) is heard; any other variable (an SDK's
 * own) is the process's, as in one thread.
 *
 * @module
 */
import { RUN_TIME_ENV } from "../../config/run_name.ts";
import { PHASE_SHIFT_ENV } from "../../prompt/phase_shift_settings.ts";
// The variable's name only, not the batch room (`index.ts`), which `run`'s
// own thread would otherwise load before its worker starts.
import { RESULT_LINE_BYTES_ENV } from "../batch/result_line_cap.ts";
import { PROXY_ENV } from "../../providers/proxy.ts";
import type { RunScopeSource } from "../load/run_scope.ts";
import { SHARD_ENV } from "../plan/shard.ts";

/** Variables as the caller's io answered them (null: not set). */
export type EnvSnapshot = Record<string, string | null>;

/** The variables `loaded`'s run reads, as `env` answers them. */
export function runEnv(
  loaded: RunScopeSource,
  env: (name: string) => string | undefined,
): EnvSnapshot {
  const { client } = loaded.model;
  const names = [
    client.api_key_env,
    client.base_url_env,
    RUN_TIME_ENV,
    PROXY_ENV,
    PHASE_SHIFT_ENV,
    SHARD_ENV.index,
    SHARD_ENV.count,
    RESULT_LINE_BYTES_ENV,
  ].filter((name): name is string => name !== undefined);
  return Object.fromEntries(names.map((name) => [name, env(name) ?? null]));
}

/** Reads `snapshot`'s variables from it, any other from `fallback`. */
export function envFrom(
  snapshot: EnvSnapshot,
  fallback: (name: string) => string | undefined,
): (name: string) => string | undefined {
  return (name) =>
    Object.hasOwn(snapshot, name)
      ? snapshot[name] ?? undefined
      : fallback(name);
}
