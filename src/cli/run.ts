/**
 * `niah run <run.yaml>`: runs a sweep and appends its rows. The run session
 * (shard, provider, store, resume, execution, summary) is
 * `runner/session/run_session.ts`'s; this file wires the command's streams
 * to it. A real run goes on in a worker that Deno lets reach only the
 * run's endpoints and write only in its store's folder
 * (`runner/scope/`); this thread loads the run first, to know them.
 */
import { type RunFlagValues, runOptions } from "./command_options.ts";
import { withDefaults } from "./command_spec.ts";
import { UsageError } from "../errors.ts";
import type { RunStamp } from "../config/run_name.ts";
import { loadScopeForRun } from "../runner/load/run_scope.ts";
import type { RunOutcome } from "../runner/session/run_session.ts";
import {
  heldHere,
  runPermissions,
  workerPermissions,
} from "../runner/scope/run_permissions.ts";
import { type EnvSnapshot, runEnv } from "../runner/scope/scope_env.ts";
import {
  callInScope,
  scopedWorkerOptions,
} from "../runner/scope/scope_call.ts";
import { denoPrepareIo } from "./deno_io.ts";
import type { CommandIo } from "./io.ts";
import { runStamp } from "./run_stamp.ts";
import type { RunHereOptions, RunOptions, Stamping } from "./run_here.ts";
import { registeredAtRunTime } from "../tasks/run_time_types.ts";

export type { RunOptions } from "./run_here.ts";

/** What the scope's worker gets: the run, its flags, stamp and stream. */
export interface ScopedRunRequest {
  runPath: string;
  /** `run`'s flags, defaults filled in. */
  flags: RunFlagValues;
  /** The variables the run reads, as the command's io answered them. */
  env: EnvSnapshot;
  /** The stamp's time, and its commit where loading the run asked for it. */
  now: Date;
  gitSha: string | undefined;
  stampGiven: boolean;
  stderrIsTerminal: boolean;
}

/**
 * `stamp` with its commit looked up once, and what it was once looked up:
 * loading the run in the worker asks for it exactly when loading it here
 * did (a `{git_sha}` placeholder), so the worker gets the same answer.
 */
function onceStamp(stamp: RunStamp): {
  stamp: RunStamp;
  sha(): Promise<string | undefined>;
} {
  let sha: Promise<string | undefined> | undefined;
  return {
    stamp: { now: stamp.now, gitSha: () => sha ??= stamp.gitSha() },
    sha: () => sha ?? Promise.resolve(undefined),
  };
}

/** Runs (or, with `dryRun`, plans) a sweep. */
export async function runCommand(
  runPath: string,
  given: RunOptions,
  io: CommandIo,
): Promise<RunOutcome> {
  const options = withDefaults(runOptions, given);
  if (options.cells && !options.dryRun) {
    throw new UsageError(
      "Cannot use --cells: it lists the cells of a --dry-run; add --dry-run",
    );
  }
  const { stamp, fetch, sleep, ...flags } = options;
  const stamping = {
    stamp: stamp ?? runStamp(io.env),
    stampGiven: stamp !== undefined,
  };
  // A test's fetch or sleep stays in this thread too.
  if (options.dryRun || fetch || sleep || io.runsInThisThread) {
    return await runHere(runPath, options, stamping, io);
  }
  // This thread reads only what the scope needs; the run's modules (the
  // task families, tokenizer, haystacks, session) load in the worker.
  const once = onceStamp(stamping.stamp);
  const loaded = await loadScopeForRun(
    runPath,
    options,
    denoPrepareIo(io, once.stamp),
  );
  const permissions = await runPermissions(loaded, io.env);
  if (!heldHere(permissions) || registeredAtRunTime(loaded.taskType)) {
    return await runHere(runPath, options, stamping, io);
  }
  const request: ScopedRunRequest = {
    runPath,
    flags,
    env: runEnv(loaded, io.env),
    now: stamping.stamp.now,
    gitSha: await once.sha(),
    stampGiven: stamping.stampGiven,
    stderrIsTerminal: io.stderrIsTerminal,
  };
  const worker = new Worker(
    new URL("./run_worker.ts", import.meta.url),
    scopedWorkerOptions(workerPermissions(permissions)),
  );
  return await callInScope<RunOutcome>(worker, request, io);
}

/** Runs (or plans) a sweep in this thread, its modules loaded first. */
async function runHere(
  runPath: string,
  given: RunHereOptions,
  stamping: Stamping,
  io: CommandIo,
): Promise<RunOutcome> {
  const { runHere } = await import("./run_here.ts");
  return await runHere(runPath, given, stamping, io);
}
