/**
 * One invocation of `niah run` on a prepared run: the shard to run, the
 * provider's key and endpoint, the store locked and resumed, the cells
 * executed with progress, the closing score grid and summary, and the
 * errors that say a run was interrupted or left cells to re-run.
 * `cli/run.ts` only prepares the run, passes its streams in and prints.
 *
 * @module
 */
import { taskPresentations } from "../../tasks/registry.ts";
import { RUN_TIME_ENV } from "../../config/run_name.ts";
import {
  IncompleteRunError,
  InterruptedError,
  UsageError,
} from "../../errors.ts";
import { describePhaseShift } from "../../prompt/phase_shift_settings.ts";
import { createPooledProvider } from "../../providers/endpoint_pool.ts";
import { proxyFetch } from "../../providers/proxy.ts";
import type { Provider } from "../../providers/provider.ts";
import type { ProviderSetup } from "../../providers/registry.ts";
import { aggregateResultFiles } from "../../report/read/result_files.ts";
import { scoreGrid } from "../../report/render/score_grid.ts";
import { sleep } from "../../sleep.ts";
import {
  doneIndex,
  type JsonlStore,
  openJsonlStore,
} from "../../store/jsonl.ts";
import { counted } from "../../counted.ts";
import {
  batchCells,
  batchModeOn,
  type BatchSummary,
  denoLedgerFiles,
  hasPendingBatches,
  pendingNote,
  resultLineBytesOf,
} from "../batch/index.ts";
import { terminalText } from "../../report/render/terminal_text.ts";
import { executeRun } from "../execute/execute.ts";
import { HeapTrim, processHeap } from "../execute/heap_trim.ts";
import type { RunSummary } from "../execute/run_summary.ts";
import { GapTally } from "../execute/gap_tally.ts";
import type { LoadedRun } from "../load/load_run.ts";
import type { Plan } from "../plan/plan.ts";
import type { PreparedRun } from "../load/prepare_run.ts";
import { type ResolvedProvider, resolveProvider } from "./provider_setup.ts";
import { type ResumeState, resumeState } from "../rows/resume.ts";
import type { RunSessionIo } from "./run_session_io.ts";
import type { RunSessionOptions } from "./run_session_options.ts";
import { printDryRun } from "./session_dry_run.ts";
import { planShard, type Shard } from "../plan/shard.ts";

export type { RunSessionIo } from "./run_session_io.ts";
export type { RunSessionOptions } from "./run_session_options.ts";

/** What a run did, for callers such as `schedule`. */
export interface RunOutcome {
  /** The run name, placeholders expanded. */
  runName: string;
  /** The store the rows went to. */
  storePath: string;
  /** Rows written by this invocation. */
  written: number;
  /** Batches left running at the provider (`--no-wait`), to collect later. */
  pendingBatches: number;
}

/** Runs (or, with `dryRun`, plans) a prepared run's shard. */
export async function runSession(
  prepared: PreparedRun,
  options: RunSessionOptions,
  io: RunSessionIo,
): Promise<RunOutcome> {
  const { loaded } = prepared;
  for (const note of loaded.notes) io.err(`note: ${terminalText(note)}\n`);
  const { plan, shard } = planShard(loaded.plan, options.shard, io.env);
  checkShardNames(loaded, shard, options.stampGiven || pinnedTime(io));
  const batch = batchModeOn(plan, loaded.provider, options.batch);
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
  let resume = await resumeOrUnlock(plan, store);
  for (const line of runHeader(loaded, plan, shard, resume)) io.err(line);
  if (!store || !resolved) {
    await printDryRun(prepared, plan, resume, { batch, options, io });
    return outcome(plan, 0);
  }
  if (
    batch || options.cancelBatches ||
    await hasPendingBatches(plan.storePath, denoLedgerFiles)
  ) {
    const started = performance.now();
    const collected = await batchCells(prepared, plan, resume, {
      setup: fullSetup(prepared, plan, resolved, options.fetch, io.env),
      secrets: resolved.secrets,
      store,
      maxCost: options.maxCost,
      wait: options.wait ?? true,
      cancel: options.cancelBatches ?? false,
      batch,
      io: {
        signal: io.signal,
        err: io.err,
        progress: io.batchProgress?.() ?? { update() {}, stop() {} },
        sleep,
        now: () => new Date(),
        ledgerFiles: denoLedgerFiles,
        resultLineBytes: resultLineBytesOf(io.env),
      },
    });
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    const done = { ...collected, seconds };
    if (batch || done.pendingBatches > 0 || options.cancelBatches) {
      store.close();
      return await finishBatchRun(
        loaded.runPath,
        store,
        plan,
        resume,
        done,
        io,
      );
    }
    // Direct mode after collecting what earlier batch runs left pending.
    resume = resumeState(plan, store.doneKeys());
  }
  const provider = createProvider(prepared, plan, resolved, options.fetch, io);
  const summary = await executeCells(prepared, plan, resume, {
    provider,
    store,
    secrets: resolved.secrets,
    maxCost: options.maxCost,
    sleep: options.sleep ?? sleep,
    io,
  });
  await finishRun(plan, resume, summary, io);
  return outcome(plan, summary.written);
}

function outcome(
  plan: Plan,
  written: number,
  pendingBatches = 0,
): RunOutcome {
  return {
    runName: plan.run.run_name,
    storePath: plan.storePath,
    written,
    pendingBatches,
  };
}

/** Closes a batch run: pending batches said, or the direct run's ending. */
async function finishBatchRun(
  runPath: string,
  store: JsonlStore,
  plan: Plan,
  resume: ResumeState,
  summary: BatchSummary & { seconds: string },
  io: RunSessionIo,
): Promise<RunOutcome> {
  if (summary.pendingBatches > 0 || store.doneKeys().size === 0) {
    io.out(pendingNote(summary, runPath));
    return outcome(plan, summary.written, summary.pendingBatches);
  }
  await finishRun(plan, resume, summary, io);
  return outcome(plan, summary.written);
}

function pinnedTime(io: RunSessionIo): boolean {
  return Boolean(io.env(RUN_TIME_ENV)?.trim());
}

/**
 * Shards run in separate processes (and a retried pod later): each would
 * expand a time placeholder to its own name and store, which no merge or
 * resume finds again, unless the time is pinned.
 */
function checkShardNames(
  loaded: LoadedRun,
  shard: Shard | null,
  timePinned: boolean,
): void {
  const timed = [
    ["run_name", loaded.runNameTemplate],
    ["store.path", loaded.storePathTemplate ?? ""],
  ].find(([, text]) => /\{(date|datetime)\}/.test(text!));
  if (!shard || !timed || timePinned) return;
  throw new UsageError(
    `Cannot run shard ${shard.index}/${shard.count}: ${timed[0]} "${
      timed[1]
    }" expands by the time each process starts, so shards (and retries) would write under different names; set ${RUN_TIME_ENV} to one time for every shard and the merge (e.g. ${RUN_TIME_ENV}=${
      new Date().toISOString().slice(0, 19)
    }Z)`,
  );
}

/** What is done and what to run; a refused resume unlocks the store. */
async function resumeOrUnlock(
  plan: Plan,
  store: JsonlStore | null,
): Promise<ResumeState> {
  try {
    return resumeState(
      plan,
      store?.doneKeys() ?? await doneIndex(plan.storePath),
    );
  } catch (error) {
    // A refused resume (a changed config) must not leave the store locked.
    store?.close();
    throw error;
  }
}

/** The lines that say what this invocation runs, and where. */
function runHeader(
  loaded: LoadedRun,
  plan: Plan,
  shard: Shard | null,
  resume: ResumeState,
): string[] {
  const samples = new Set(plan.cells.map((cell) => cell.sample_index)).size;
  const axes = Object.entries(plan.axes)
    .map(([name, values]) => `${name}: ${counted(values.length, "value")}`)
    .concat(samples > 1 ? [`samples: ${samples}`] : [])
    .concat(`seeds: ${counted(plan.seeds.length, "value")}`).join(", ");
  const from = loaded.runNameTemplate !== plan.run.run_name
    ? ` (from "${terminalText(loaded.runNameTemplate)}")`
    : "";
  const cells = shard
    ? `${plan.cells.length} of ${loaded.plan.cells.length} cells in shard ${shard.index}/${shard.count}`
    : `${plan.cells.length} cells`;
  const retried = resume.retried > 0 ? ` (${resume.retried} after errors)` : "";
  return [
    `run "${terminalText(plan.run.run_name)}"${from}: model "${
      terminalText(plan.model.id)
    }", task "${plan.task.type}", ${cells} (${axes})`,
    `store "${
      terminalText(plan.storePath)
    }": ${resume.done} done, ${resume.todo.length} to run${retried}`,
    ...(plan.phaseShift
      ? [terminalText(describePhaseShift(plan.phaseShift))]
      : []),
  ];
}

/**
 * The provider's setup with the test's fetch, the task's oracle and the
 * run's token count.
 */
function fullSetup(
  { context }: PreparedRun,
  plan: Plan,
  { setup }: ResolvedProvider,
  testFetch: typeof globalThis.fetch | undefined,
  env: (name: string) => string | undefined,
): ProviderSetup {
  const task = plan.task;
  // A test's fetch, else one through the proxy named for niah, if any.
  const fetch = testFetch ?? proxyFetch(plan.model.client, env);
  return {
    ...setup,
    ...(fetch ? { fetch } : {}),
    countTokens: (text) => context.tokenizer.count(text),
    ...(task.oracleResponse
      ? { oracle: (key) => task.oracleResponse!(key) }
      : {}),
  };
}

/** The run's provider (pooled over `client.base_urls` when it has several). */
function createProvider(
  prepared: PreparedRun,
  plan: Plan,
  resolved: ResolvedProvider,
  fetch: typeof globalThis.fetch | undefined,
  io: RunSessionIo,
): Provider {
  const { loaded } = prepared;
  const setup = fullSetup(prepared, plan, resolved, fetch, io.env);
  const baseURLs = plan.model.client.base_urls;
  return baseURLs
    ? createPooledProvider(loaded.provider, setup, baseURLs, {
      onHealth: (line) => io.err(`endpoint pool: ${line}`),
    })
    : loaded.provider.create(setup);
}

/** What executing the cells uses besides the plan. */
interface ExecuteParts {
  provider: Provider;
  store: JsonlStore;
  secrets: readonly string[];
  maxCost: number | undefined;
  /** The runner's waits (a test's, or a real timer). */
  sleep: typeof sleep;
  io: RunSessionIo;
}

/** Runs the cells to do, with progress; the store is closed after. */
async function executeCells(
  { context, phaseShift }: PreparedRun,
  plan: Plan,
  resume: ResumeState,
  { provider, store, secrets, maxCost, sleep, io }: ExecuteParts,
): Promise<RunSummary & { seconds: string }> {
  const progress = io.progress(resume.todo.length);
  const started = performance.now();
  const gaps = new GapTally();
  const heap = new HeapTrim(processHeap());
  let summary;
  try {
    summary = await executeRun(plan, resume.todo, {
      provider,
      append: (row) => store.append(row),
      context,
      signal: io.signal,
      now: () => new Date(),
      sleep,
      random: Math.random,
      secrets,
      ...(maxCost !== undefined ? { maxCostUsd: maxCost } : {}),
      onRow: (row, state) => {
        gaps.note(row);
        progress.update(state);
        heap.afterRow();
      },
      ...(phaseShift ? { phaseShift } : {}),
      firstCalls: resume.firstCalls,
    });
  } finally {
    progress.stop();
    store.close();
  }
  const gapWarning = gaps.warning(plan, context.tokenizer);
  if (gapWarning) io.err(gapWarning);
  const usageWarning = gaps.usageWarning();
  if (usageWarning) io.err(usageWarning);
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  return { ...summary, seconds };
}

/** Prints the score grid and summary; throws when cells are left to do. */
async function finishRun(
  plan: Plan,
  resume: ResumeState,
  summary: RunSummary & { seconds: string },
  io: RunSessionIo,
): Promise<void> {
  const classes = Object.entries(summary.classes)
    .map(([name, n]) => `${n} ${name}`).join(", ");
  if (summary.interrupted) {
    throw new InterruptedError(
      `Interrupted: wrote ${summary.written} of ${resume.todo.length} rows to "${
        terminalText(plan.storePath)
      }"; run the same command again to resume`,
    );
  }
  // The store read as `niah report` reads it, so the two print the same;
  // its rows are this run's task's (resume refuses a changed config), so
  // its family's presentations are the ones that apply.
  io.out(scoreGrid(
    await aggregateResultFiles([plan.storePath], {
      ...io,
      presentations: taskPresentations([plan.task.type]),
    }),
  ));
  io.out(
    `wrote ${summary.written} rows to ${
      terminalText(plan.storePath)
    } in ${summary.seconds}s${
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
}
