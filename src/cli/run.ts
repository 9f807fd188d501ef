/** `niah run <run.yaml>`: runs a sweep and appends its rows. */
import type { RunStamp } from "../config/run_name.ts";
import { createPooledProvider } from "../providers/endpoint_pool.ts";
import type { ProviderSetup } from "../providers/registry.ts";
import { IncompleteRunError, InterruptedError, UsageError } from "../errors.ts";
import { describePhaseShift } from "../prompt/phase_shift_settings.ts";
import { executeRun } from "../runner/execute.ts";
import { dryRunEstimate, dryRunTable } from "../runner/dry_run.ts";
import { GapTally } from "../runner/gap_tally.ts";
import { prepareRun } from "../runner/prepare_run.ts";
import { resumeState } from "../runner/resume.ts";
import { planShard } from "../runner/shard.ts";
import { scoreGrid } from "../report/score_grid.ts";
import { sleep } from "../sleep.ts";
import { doneIndex, openJsonlStore } from "../store/jsonl.ts";
import { denoPrepareIo } from "./deno_io.ts";
import type { CommandIo } from "./io.ts";
import { aggregateResultFiles } from "../report/result_files.ts";
import { RUN_TIME_ENV, runStamp } from "./run_stamp.ts";
import { createProgress } from "./progress.ts";
import { resolveProvider } from "./provider_setup.ts";

/** Options of `run`. */
export interface RunOptions {
  modelDir: string[];
  /** Plan more than 1,000,000 cells. */
  allowHuge?: boolean;
  dryRun: boolean;
  /** At most this many samples per grid point (a quick look). */
  limit?: number;
  /** Stop before this many USD would be spent (overrides the config). */
  maxCost?: number;
  /** No progress display. */
  quiet?: boolean;
  /** `i/N`: run shard i of N (else `JOB_COMPLETION_INDEX`/`JOB_COMPLETIONS`). */
  shard?: string;
  /** What run-name placeholders expand to (default: from the environment). */
  stamp?: RunStamp;
  /** For tests: the fetch under the provider's host guard. */
  fetch?: typeof fetch;
}

/** What a run did, for callers such as `schedule`. */
export interface RunOutcome {
  /** The run name, placeholders expanded. */
  runName: string;
  /** The store the rows went to. */
  storePath: string;
  /** Rows written by this invocation. */
  written: number;
}

/** Runs (or, with `dryRun`, plans) a sweep. */
export async function runCommand(
  runPath: string,
  options: RunOptions,
  io: CommandIo,
): Promise<RunOutcome> {
  const { loaded, context, phaseShift } = await prepareRun(
    runPath,
    options,
    denoPrepareIo(io, options.stamp ?? runStamp(io.env)),
  );
  const { plan: whole } = loaded;
  for (const note of loaded.notes) io.err(`note: ${note}\n`);
  const { plan, shard } = planShard(whole, options.shard, io.env);
  // Shards run in separate processes (and a retried pod later): each would
  // expand a time placeholder to its own name and store, which no merge or
  // resume finds again.
  const timed = [
    ["run_name", loaded.runNameTemplate],
    ["store.path", loaded.storePathTemplate ?? ""],
  ].find(([, text]) => /\{(date|datetime)\}/.test(text!));
  if (
    shard && timed && options.stamp === undefined &&
    !io.env(RUN_TIME_ENV)?.trim()
  ) {
    throw new UsageError(
      `Cannot run shard ${shard.index}/${shard.count}: ${timed[0]} "${
        timed[1]
      }" expands by the time each process starts, so shards (and retries) would write under different names; set ${RUN_TIME_ENV} to one time for every shard and the merge (e.g. ${RUN_TIME_ENV}=${
        new Date().toISOString().slice(0, 19)
      }Z)`,
    );
  }
  // The key and endpoint first: a missing one stops the run before the
  // store is created or locked.
  const resolved = options.dryRun ? null : resolveProvider(
    loaded.provider,
    plan.model,
    loaded.request,
    loaded.modelPath,
    io.env,
  );
  // One writer per store: a real run locks it before reading what is done.
  const store = options.dryRun
    ? null
    : await openJsonlStore(plan.storePath, { warn: io.err });
  let resume;
  try {
    resume = resumeState(
      plan,
      store?.doneKeys() ?? await doneIndex(plan.storePath),
    );
  } catch (error) {
    // A refused resume (a changed config) must not leave the store locked.
    store?.close();
    throw error;
  }
  const samples = new Set(plan.cells.map((cell) => cell.sample_index)).size;
  const axes = Object.entries(plan.axes)
    .map(([name, values]) => `${name}: ${values.length}`)
    .concat(samples > 1 ? [`samples: ${samples}`] : [])
    .concat(`seeds: ${plan.seeds.length}`).join(", ");
  io.err(
    `run "${plan.run.run_name}"${
      loaded.runNameTemplate !== plan.run.run_name
        ? ` (from "${loaded.runNameTemplate}")`
        : ""
    }: model "${plan.model.id}", task "${plan.task.type}", ${
      shard
        ? `${plan.cells.length} of ${whole.cells.length} cells in shard ${shard.index}/${shard.count}`
        : `${plan.cells.length} cells`
    } (${axes})`,
  );
  io.err(
    `store "${plan.storePath}": ${resume.done} done, ${resume.todo.length} to run${
      resume.retried > 0 ? ` (${resume.retried} after errors)` : ""
    }`,
  );
  if (plan.phaseShift) io.err(describePhaseShift(plan.phaseShift));
  if (options.dryRun) {
    io.out(dryRunTable(resume.todo));
    io.out(await dryRunEstimate(plan, resume.todo, context));
    return {
      runName: plan.run.run_name,
      storePath: plan.storePath,
      written: 0,
    };
  }

  const { setup, secrets } = resolved!;
  const task = plan.task;
  const fullSetup: ProviderSetup = {
    ...setup,
    ...(options.fetch ? { fetch: options.fetch } : {}),
    ...(task.oracleResponse
      ? { oracle: (key) => task.oracleResponse!(key) }
      : {}),
  };
  const baseURLs = plan.model.client.base_urls;
  const provider = baseURLs
    ? createPooledProvider(loaded.provider, fullSetup, baseURLs, {
      onHealth: (line) => io.err(`endpoint pool: ${line}`),
    })
    : loaded.provider.create(fullSetup);
  const progress = createProgress(io, resume.todo.length, {
    quiet: options.quiet ?? false,
  });
  const started = performance.now();
  const gaps = new GapTally();
  let summary;
  try {
    summary = await executeRun(plan, resume.todo, {
      provider,
      append: (row) => store!.append(row),
      context,
      signal: io.signal,
      now: () => new Date(),
      sleep,
      random: Math.random,
      secrets,
      ...(options.maxCost !== undefined ? { maxCostUsd: options.maxCost } : {}),
      onRow: (row, state) => {
        gaps.note(row);
        progress.update(state);
      },
      ...(phaseShift ? { phaseShift } : {}),
    });
  } finally {
    progress.stop();
    store!.close();
  }
  const gapWarning = gaps.warning(plan, context.tokenizer);
  if (gapWarning) io.err(gapWarning);
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  const classes = Object.entries(summary.classes)
    .map(([name, n]) => `${n} ${name}`).join(", ");
  if (summary.interrupted) {
    throw new InterruptedError(
      `Interrupted: wrote ${summary.written} of ${resume.todo.length} rows to "${plan.storePath}"; run the same command again to resume`,
    );
  }
  // The store read as `niah report` reads it, so the two print the same.
  io.out(scoreGrid(await aggregateResultFiles([plan.storePath], io)));
  io.out(
    `wrote ${summary.written} rows to ${plan.storePath} in ${seconds}s${
      classes ? ` (${classes})` : ""
    }; ${summary.skipped} cells were already done; cost ${
      // No pricing: the cost is unknown, as report says, not $0.
      plan.model.pricing ? `$${summary.costUsd.toFixed(4)}` : "unknown"}\n`,
  );
  if (summary.stoppedByCost) io.err(summary.stoppedByCost);
  const failed = (summary.classes.provider_error ?? 0) +
    (summary.classes.timeout ?? 0);
  if (failed > 0) {
    throw new IncompleteRunError(
      `Cannot finish the run: ${failed} of ${summary.written} cells ended in provider errors or timeouts (see "error" in their rows); ${failed} cells to re-run: run the same command again to resume them`,
    );
  }
  return {
    runName: plan.run.run_name,
    storePath: plan.storePath,
    written: summary.written,
  };
}
