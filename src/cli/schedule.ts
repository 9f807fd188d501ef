/**
 * `niah schedule <schedule.yaml> [--once]`: a long-running process that
 * runs each job's run config on its cron expression (UTC, through
 * `Deno.cron`, which needs `--unstable-cron`: the niah task and the
 * compiled binary have it), each run followed by its regression gate,
 * report and alert (see schedule_job.ts). A job whose previous tick is
 * still running skips the new tick, so one config never runs twice at
 * once. Ctrl-C (exit 130) or SIGTERM (exit 0) stop it cleanly: running
 * sweeps stop between rows and resume next time. `--once` runs every job
 * once, now, and exits 3 if any gate failed (130 when stopped).
 */
import { loadAllFamilies } from "../tasks/registry.ts";
import { type ScheduleFlags, scheduleOptions } from "./command_options.ts";
import { withDefaults } from "./command_spec.ts";
import { parseYamlSource } from "../config/yaml_source.ts";
import { locatedError, validateAt } from "../config/validate.ts";
import { blockedPort, blockedPortReason } from "../config/blocked_ports.ts";
import { denoCronExpression } from "../config/cron_expression.ts";
import {
  PREVIOUS_BASELINE,
  type ScheduleConfig,
  scheduleConfigSchema,
  type ScheduleJob,
  type WebhookConfig,
} from "../config/schedule_config.ts";
import type { RunStamp } from "../config/run_name.ts";
import {
  CheckFailedError,
  InterruptedError,
  kindOf,
  UsageError,
} from "../errors.ts";
import { loadRun } from "../runner/load/load_run.ts";
import { denoRunFiles, isFile, readTextFile } from "./deno_io.ts";
import type { CommandIo } from "./io.ts";
import { runStamp } from "./run_stamp.ts";
import { fileJobState } from "./schedule_state.ts";
import { sidePaths } from "./shard_files.ts";
import { type JobOutcome, runScheduledJob } from "./schedule_job.ts";
import { counted } from "../counted.ts";

/** Calls `tick` at each time `cron` names, until `signal` aborts. */
export interface Scheduler {
  every(
    name: string,
    cron: string,
    signal: AbortSignal,
    tick: () => Promise<void>,
  ): void;
}

type CronFn = (
  name: string,
  schedule: string,
  options: { signal?: AbortSignal },
  handler: () => Promise<void>,
) => Promise<void>;

/** The real scheduler: `Deno.cron`. */
function denoCronScheduler(): Scheduler {
  const cron = (Deno as unknown as { cron?: CronFn }).cron;
  if (typeof cron !== "function") {
    throw new UsageError(
      "Cannot schedule: Deno.cron is off; run with --unstable-cron (the niah task and the compiled binary have it)",
    );
  }
  return {
    every: (name, expression, signal, tick) => {
      // Days of the week by name: Deno.cron counts them from 1 (Sunday).
      cron(`niah ${name}`, denoCronExpression(expression), { signal }, tick)
        .catch(() => {});
    },
  };
}

/** Options of `schedule`: its flags (declared once, in command_options.ts) and what tests pass in. */
type ScheduleOptions = ScheduleFlags & {
  /** For tests: the scheduler (default `Deno.cron`). */
  scheduler?: Scheduler;
  /** For tests: the clock ticks read. */
  now?: () => Date;
  /** For tests: stops the scheduler as SIGTERM would. */
  stop?: AbortSignal;
  /** For tests: fetch for providers and webhooks. */
  fetch?: typeof fetch;
};

/** Loads and checks the schedule file and every job's run config. */
export async function loadSchedule(
  path: string,
  io: CommandIo,
): Promise<{ config: ScheduleConfig; webhooks: Map<string, ResolvedHook> }> {
  const source = parseYamlSource(
    path,
    await readTextFile(path, "schedule"),
  );
  const config = validateAt(scheduleConfigSchema, source, "schedule");
  const webhooks = new Map<string, ResolvedHook>();
  const resolve = (hook: WebhookConfig, at: PropertyKey[]): ResolvedHook => {
    const url = hook.url ?? io.env(hook.url_env!)?.trim();
    if (!url || !/^https?:\/\//.test(url) || !URL.canParse(url)) {
      throw locatedError(
        "load schedule",
        source,
        [...at, "url_env"],
        `environment variable "${hook.url_env}" ${
          url ? "is not an http(s) URL" : "is not set"
        }`,
      );
    }
    // A webhook on a port fetch blocks could never be told of a
    // regression: refused at load, like an endpoint there.
    const port = blockedPort(url);
    if (port !== null) {
      throw locatedError(
        "load schedule",
        source,
        [...at, hook.url === undefined ? "url_env" : "url"],
        `the webhook's ${blockedPortReason(port, "the webhook")}`,
        hook.url === undefined ? "key" : "value",
      );
    }
    return { url, on: hook.on };
  };
  const shared = config.webhook && resolve(config.webhook, ["webhook"]);
  for (const [i, job] of config.jobs.entries()) {
    const hook = job.webhook
      ? resolve(job.webhook, ["jobs", i, "webhook"])
      : shared;
    if (hook) webhooks.set(job.name, hook);
    // A named baseline must exist now too, not be found missing after
    // the run it gates has been paid for.
    if (job.baseline !== PREVIOUS_BASELINE) {
      for (const file of await sidePaths(job.baseline)) {
        if (!(await isFile(file))) {
          throw locatedError(
            "load schedule",
            source,
            ["jobs", i, "baseline"],
            `results file "${file}" does not exist (name a results file, or "${PREVIOUS_BASELINE}" for the job's last run)`,
            "value",
          );
        }
      }
    }
    // Every run config must load now, not at 3 a.m.
    const loaded = await loadRun(job.run, job.model_dirs, denoRunFiles, {
      stamp: runStamp(io.env),
    });
    if (loaded.runNameTemplate === loaded.plan.run.run_name) {
      io.err(
        `schedule: job "${job.name}": warning: run_name "${loaded.runNameTemplate}" has no {date} or {datetime}, so every tick resumes one store instead of starting a fresh run`,
      );
    }
  }
  return { config, webhooks };
}

/** A job's webhook with its URL read. */
interface ResolvedHook {
  url: string;
  on: "regression" | "always";
}

/** Runs the schedule until stopped (or once, with `--once`). */
export async function scheduleCommand(
  path: string,
  given: ScheduleOptions,
  io: CommandIo,
): Promise<void> {
  await loadAllFamilies();
  const options = withDefaults(scheduleOptions, given);
  const { config, webhooks } = await loadSchedule(path, io);
  const state = await fileJobState(config.state_file);
  // --once is one run: NIAH_RUN_TIME may pin its time; ticks use the clock.
  const envStamp = runStamp(io.env);
  const now = options.now ??
    (options.once ? () => envStamp.now : () => new Date());
  const gitSha = envStamp.gitSha;

  const stop = new AbortController();
  const signals = [io.signal, stop.signal];
  if (options.stop) signals.push(options.stop);
  const signal = AbortSignal.any(signals);
  const jobIo: CommandIo = { ...io, signal };

  const tick = (job: ScheduleJob): Promise<JobOutcome> => {
    const stamp: RunStamp = { now: now(), gitSha };
    const hook = webhooks.get(job.name);
    return runScheduledJob(job, {
      io: jobIo,
      stamp,
      state,
      ...(hook ? { webhook: hook } : {}),
      ...(options.fetch ? { fetch: options.fetch } : {}),
    });
  };

  // SIGTERM (a pod or CI job being stopped) stops a running sweep between
  // rows, --once included, so no torn row or held lock is left behind.
  const term = listenForTerm(() => stop.abort());
  if (options.once) {
    const outcomes: JobOutcome[] = [];
    try {
      for (const job of config.jobs) {
        if (signal.aborted) break;
        outcomes.push(await tick(job));
      }
    } finally {
      term.remove();
    }
    return finishOnce(outcomes, io, stop.signal.aborted);
  }
  let regression: JobOutcome | null;
  try {
    regression = await runOnSchedule(config, {
      scheduler: options.scheduler ?? denoCronScheduler(),
      tick,
      now,
      signal,
      stop,
      io,
    });
  } finally {
    term.remove();
  }
  const stopped = regression;
  if (stopped) {
    throw new CheckFailedError(
      `Cannot keep scheduling: job "${stopped.job}" regressed (exit_on_regression): ${stopped.message}`,
      { cause: stopped.error },
    );
  }
  if (io.signal.aborted) {
    throw new InterruptedError("Interrupted: the schedule stopped");
  }
  io.err("schedule: stopped");
}

/** Calls `onTerm` on SIGTERM until removed (where the OS has SIGTERM). */
function listenForTerm(onTerm: () => void): { remove(): void } {
  try {
    Deno.addSignalListener("SIGTERM", onTerm);
  } catch {
    // No SIGTERM here (Windows): Ctrl-C still stops.
    return { remove() {} };
  }
  return { remove: () => Deno.removeSignalListener("SIGTERM", onTerm) };
}

/** What running jobs on their schedules uses. */
interface ScheduleLoop {
  scheduler: Scheduler;
  tick(job: ScheduleJob): Promise<JobOutcome>;
  now(): Date;
  /** Stops the loop (Ctrl-C, SIGTERM or `stop`). */
  signal: AbortSignal;
  stop: AbortController;
  io: CommandIo;
}

/**
 * Runs each job on its cron schedule until `signal` aborts; the first
 * regression when `exit_on_regression` is set (it stops the loop), or null.
 */
async function runOnSchedule(
  config: ScheduleConfig,
  { scheduler, tick, now, signal, stop, io }: ScheduleLoop,
): Promise<JobOutcome | null> {
  // Keyed by run config, so two jobs of one config never overlap either
  // (and the store lock refuses a second process on the same store).
  const running = new Map<
    string,
    { job: string; pending: Promise<JobOutcome> }
  >();
  let regression: JobOutcome | null = null;
  let scheduled = 0;
  for (const job of config.jobs) {
    const onTick = async () => {
      if (signal.aborted) return;
      const busy = running.get(job.run);
      if (busy) {
        io.err(
          `schedule: job "${job.name}": skipped the tick at ${now().toISOString()}: ${
            busy.job === job.name
              ? "its previous run"
              : `job "${busy.job}" on the same run config`
          } is still running`,
        );
        return;
      }
      const pending = tick(job);
      running.set(job.run, { job: job.name, pending });
      try {
        const outcome = await pending;
        if (outcome.status === "regression" && config.exit_on_regression) {
          regression ??= outcome;
          stop.abort();
        }
      } finally {
        running.delete(job.run);
      }
    };
    try {
      scheduler.every(job.name, job.cron, signal, onTick);
    } catch (error) {
      // The schedule's checks refuse what Deno.cron refuses; should one
      // slip through, it costs that job alone, not the whole schedule.
      io.err(
        `schedule: job "${job.name}": cannot schedule "${job.cron}": ${
          error instanceof Error ? error.message : String(error)
        }`,
      );
      continue;
    }
    scheduled++;
    io.err(
      `schedule: job "${job.name}": "${job.run}" at "${job.cron}" (UTC), baseline ${job.baseline}, fail if the mean drops more than ${job.fail_if_drop}`,
    );
  }
  if (scheduled === 0) {
    throw new UsageError("Cannot schedule: no job could be scheduled");
  }
  io.err(
    `schedule: ${counted(scheduled, "job")} scheduled${
      scheduled < config.jobs.length
        ? ` (${config.jobs.length - scheduled} could not be)`
        : ""
    }; Ctrl-C or SIGTERM stops`,
  );
  await new Promise<void>((resolve) => {
    if (signal.aborted) resolve();
    else signal.addEventListener("abort", () => resolve(), { once: true });
  });
  await Promise.allSettled([...running.values()].map((r) => r.pending));
  return regression;
}

/**
 * `--once`: a failed gate exits 3; a failed run exits as the run would
 * (2 bad input, 4 cells left in provider errors).
 */
function finishOnce(
  outcomes: readonly JobOutcome[],
  io: CommandIo,
  terminated: boolean,
): void {
  const interrupted = outcomes.find((o) => o.status === "interrupted");
  if (interrupted || io.signal.aborted || terminated) {
    throw new InterruptedError("Interrupted: the schedule stopped");
  }
  const failed = outcomes.find((o) => o.status === "failed");
  if (failed) {
    // Bad input, an API refusal and an incomplete run exit as `run` would.
    const kind = kindOf(failed.error);
    if (
      kind === "usage" || kind === "provider_refusal" || kind === "incomplete"
    ) throw failed.error;
    throw new CheckFailedError(
      `Cannot finish job "${failed.job}": ${failed.message}`,
      { cause: failed.error },
    );
  }
  const regressed = outcomes.filter((o) => o.status === "regression");
  if (regressed.length > 0) {
    throw new CheckFailedError(
      `Cannot pass the regression gate: ${
        regressed.map((o) => `job "${o.job}"`).join(", ")
      } regressed`,
    );
  }
}
