/**
 * `niah run <run.yaml>`: runs a sweep and appends its rows. The run session
 * (shard, provider, store, resume, execution, summary) is
 * `runner/session/run_session.ts`'s; this file wires the command's streams
 * to it.
 */
import { type RunFlags, runOptions } from "./command_options.ts";
import { withDefaults } from "./command_spec.ts";
import { UsageError } from "../errors.ts";
import type { RunStamp } from "../config/run_name.ts";
import { prepareRun } from "../runner/load/prepare_run.ts";
import { type RunOutcome, runSession } from "../runner/session/run_session.ts";
import { denoPrepareIo } from "./deno_io.ts";
import type { CommandIo } from "./io.ts";
import { runStamp } from "./run_stamp.ts";
import { createProgress } from "./progress.ts";
import { createBatchProgress } from "../runner/batch/index.ts";
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
  const prepared = await prepareRun(
    runPath,
    options,
    denoPrepareIo(io, options.stamp ?? runStamp(io.env)),
  );
  return await runSession(prepared, {
    dryRun: options.dryRun,
    allCells: options.cells,
    maxCost: options.maxCost,
    shard: options.shard,
    stampGiven: options.stamp !== undefined,
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
