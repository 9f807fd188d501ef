/**
 * One tick of one scheduled job: run the sweep (a fresh run name per tick
 * through the `{date}`/`{datetime}` placeholders), gate it against its
 * baseline with `compare --fail-if-drop`, write its report beside the
 * store, remember it as the job's previous run, and post an alert when the
 * gate fails (or on every run, if asked). Never throws: what happened is
 * the outcome.
 */
import { counted } from "../counted.ts";
import {
  PREVIOUS_BASELINE,
  type ScheduleJob,
} from "../config/schedule_config.ts";
import type { RunStamp } from "../config/run_name.ts";
import { InterruptedError, messageOf } from "../errors.ts";
import { compareCommand } from "./compare.ts";
import { RegressionError } from "../report/compare/compare_text.ts";
import type { CommandIo } from "./io.ts";
import { reportCommand } from "./report.ts";
import { runCommand } from "./run.ts";
import { postWebhook } from "./webhook.ts";
import { terminalText } from "../report/render/terminal_text.ts";

/** How a tick ended. */
type JobStatus =
  | "passed"
  | "regression"
  | "no_baseline"
  | "failed"
  | "interrupted"
  /** Batch mode: submitted, not yet ended; a later tick collects it. */
  | "batch_pending";

/** A tick's result, for logs, alerts and `--once`'s exit code. */
export interface JobOutcome {
  job: string;
  status: JobStatus;
  /** One line: what happened. */
  message: string;
  /** The run's store, when the run got that far. */
  storePath?: string;
  /** The error, when the tick failed. */
  error?: unknown;
}

/** Remembers each job's last completed run (for `baseline: previous`). */
export interface JobState {
  previous(job: string): string | undefined;
  remember(job: string, storePath: string, at: Date): Promise<void>;
  /** The run time of the job's run left with batches pending, if any. */
  pending?(job: string): string | undefined;
  /** Notes (a time) or clears (undefined) the job's pending run. */
  setPending?(job: string, at: Date | undefined): Promise<void>;
}

/** What a tick needs from the scheduler. */
interface TickContext {
  io: CommandIo;
  /** The tick's time and commit (placeholders expand from it). */
  stamp: RunStamp;
  state: JobState;
  /** The resolved webhook for this job, if any. */
  webhook?: { url: string; on: "regression" | "always" };
  /** For tests: fetch for the providers and the webhook. */
  fetch?: typeof fetch;
}

/** `io` with stdout also kept, so the verdict can go into the alert. */
function recording(io: CommandIo): { io: CommandIo; lines: string[] } {
  const lines: string[] = [];
  return {
    lines,
    io: {
      ...io,
      out: (text) => {
        lines.push(...text.split("\n").filter((line) => line !== ""));
        io.out(text);
      },
    },
  };
}

/** Runs one tick of `job`. */
export async function runScheduledJob(
  job: ScheduleJob,
  ctx: TickContext,
): Promise<JobOutcome> {
  const outcome = await tick(job, ctx);
  const { io } = ctx;
  io.err(
    `schedule: job "${job.name}": ${outcome.status}: ${
      terminalText(outcome.message)
    }`,
  );
  const alert = ctx.webhook &&
    (ctx.webhook.on === "always" ||
      outcome.status === "regression" || outcome.status === "failed");
  if (alert && ctx.webhook) {
    const problem = await postWebhook(
      ctx.webhook.url,
      `niah: job "${job.name}" ${outcome.status}: ${outcome.message}`,
      ctx.fetch,
    );
    if (problem) io.err(`schedule: job "${job.name}": warning: ${problem}`);
  }
  return outcome;
}

/** Writes the HTML report of a job's store; the note saying where, or "". */
async function writeReport(
  job: ScheduleJob,
  storePath: string,
  io: CommandIo,
): Promise<string> {
  const html = `${storePath.replace(/\.jsonl$/, "")}.html`;
  try {
    await reportCommand([storePath], { html }, io);
    return `; report ${html}`;
  } catch (error) {
    io.err(
      `schedule: job "${job.name}": warning: no report: ${messageOf(error)}`,
    );
    return "";
  }
}

/**
 * The tick's sweep: a run left with batches pending is this tick's run
 * (it collects them under its own run name before any new sweep starts);
 * the store it wrote, or how the tick ended when it cannot go on.
 */
async function runSweep(
  job: ScheduleJob,
  ctx: TickContext,
): Promise<{ storePath: string } | { outcome: JobOutcome }> {
  const base = { job: job.name };
  const pendingAt = ctx.state.pending?.(job.name);
  const stamp = pendingAt
    ? { now: new Date(pendingAt), gitSha: ctx.stamp.gitSha }
    : ctx.stamp;
  try {
    const run = await runCommand(job.run, {
      modelDir: job.model_dirs,
      dryRun: false,
      quiet: true,
      stamp,
      wait: job.batch_wait,
      ...(ctx.fetch ? { fetch: ctx.fetch } : {}),
    }, ctx.io);
    const storePath = run.storePath;
    if (run.pendingBatches > 0) {
      await ctx.state.setPending?.(job.name, stamp.now);
      return {
        outcome: {
          ...base,
          storePath,
          status: "batch_pending",
          message: `submitted ${storePath}: ${
            counted(run.pendingBatches, "batch", "batches")
          } pending; a later tick collects them, then reports and gates the run`,
        },
      };
    }
    if (pendingAt) await ctx.state.setPending?.(job.name, undefined);
    await ctx.state.remember(job.name, storePath, stamp.now);
    return { storePath };
  } catch (error) {
    return {
      outcome: error instanceof InterruptedError
        ? { ...base, status: "interrupted", message: messageOf(error), error }
        : {
          ...base,
          status: "failed",
          message: `the run of "${job.run}" failed: ${messageOf(error)}`,
          error,
        },
    };
  }
}

async function tick(job: ScheduleJob, ctx: TickContext): Promise<JobOutcome> {
  const { io } = ctx;
  const base = { job: job.name };
  const previous = ctx.state.previous(job.name);
  const sweep = await runSweep(job, ctx);
  if ("outcome" in sweep) return sweep.outcome;
  const storePath = sweep.storePath;
  const withStore = { ...base, storePath };
  const reportNote = job.report ? await writeReport(job, storePath, io) : "";
  const baseline = job.baseline === PREVIOUS_BASELINE ? previous : job.baseline;
  if (baseline === undefined) {
    return {
      ...withStore,
      status: "no_baseline",
      message:
        `wrote ${storePath}; no previous run to compare with yet${reportNote}`,
    };
  }
  if (baseline === storePath) {
    return {
      ...withStore,
      status: "no_baseline",
      message:
        `wrote ${storePath}, which is also its baseline; put {date} or {datetime} in run_name so each run gets its own store${reportNote}`,
    };
  }
  const recorded = recording(io);
  try {
    await compareCommand(baseline, storePath, {
      failIfDrop: job.fail_if_drop,
    }, recorded.io);
  } catch (error) {
    if (error instanceof RegressionError) {
      return {
        ...withStore,
        status: "regression",
        message: `${storePath} vs ${baseline}: ${
          messageOf(error)
        }${reportNote}`,
        error,
      };
    }
    return {
      ...withStore,
      status: "failed",
      message: `cannot compare ${storePath} with ${baseline}: ${
        messageOf(error)
      }`,
      error,
    };
  }
  const verdict = recorded.lines.at(-1) ?? "";
  return {
    ...withStore,
    status: "passed",
    message: `${storePath} vs ${baseline}: ${verdict}${reportNote}`,
  };
}
