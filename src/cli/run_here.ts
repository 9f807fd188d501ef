/**
 * A sweep run (or planned) in this thread: the run prepared (its task,
 * tokenizer and haystacks loaded) and its session run. `run.ts` imports it
 * only where the run goes on in the command's thread; the scope's worker
 * (`run_worker.ts`) imports it to run there.
 */
import type { RunStamp } from "../config/run_name.ts";
import { prepareRun } from "../runner/load/prepare_run.ts";
import { type RunOutcome, runSession } from "../runner/session/run_session.ts";
import { createBatchProgress } from "../runner/batch/index.ts";
import { denoPrepareIo } from "./deno_io.ts";
import type { CommandIo } from "./io.ts";
import { createProgress } from "./progress.ts";
import type { RunFlags, RunFlagValues } from "./command_options.ts";
import type { sleep } from "../sleep.ts";

/** Options of `run`: its flags (declared once, in command_options.ts) and what tests pass in. */
export type RunOptions = RunFlags & {
  /** What run-name placeholders expand to (default: from the environment). */
  stamp?: RunStamp;
  /** For tests: the fetch under the provider's host guard. */
  fetch?: typeof fetch;
  /** For tests: the runner's waits (backoff, retry-after, rate limits). */
  sleep?: typeof sleep;
};

/** The run-name stamp, and whether the caller gave it (a pinned time). */
export interface Stamping {
  stamp: RunStamp;
  stampGiven: boolean;
}

/**
 * `run`'s flags as `run` filled them in (so the scope's worker never loads
 * the command-line parser), and a test's fetch and sleep.
 */
export type RunHereOptions =
  & RunFlagValues
  & Pick<RunOptions, "fetch" | "sleep">;

/** Runs (or plans) a sweep in this thread. */
export async function runHere(
  runPath: string,
  options: RunHereOptions,
  { stamp, stampGiven }: Stamping,
  io: CommandIo,
): Promise<RunOutcome> {
  const prepared = await prepareRun(runPath, options, denoPrepareIo(io, stamp));
  return await runSession(prepared, {
    dryRun: options.dryRun,
    allCells: options.cells,
    maxCost: options.maxCost,
    shard: options.shard,
    stampGiven,
    fetch: options.fetch,
    sleep: options.sleep,
    batch: options.batch,
    wait: options.wait,
    cancelBatches: options.cancelBatches,
  }, {
    out: (text) => io.out(text),
    err: (line) => io.err(line),
    signal: io.signal,
    env: (name) => io.env(name),
    progress: (total) => createProgress(io, total, { quiet: options.quiet }),
    batchProgress: () => createBatchProgress(io, { quiet: options.quiet }),
  });
}
