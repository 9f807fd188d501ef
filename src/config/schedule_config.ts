/**
 * The schedule file of `niah schedule`: which run configs run when (cron,
 * UTC), the regression gate after each run (a baseline file or the job's
 * previous run, and the drop that fails it), and where alerts go (a
 * Slack-compatible webhook).
 */
import { z } from "zod";
import { cronSchema } from "./cron_expression.ts";
import { quoteValue } from "./quoted_value.ts";

const envName = z.string().regex(/^[A-Za-z_][A-Za-z0-9_]*$/, {
  message: "expected the name of an environment variable",
});

/** Where alerts are posted: `{"text": ...}`, as Slack incoming webhooks take. */
const webhookSchema = z.strictObject({
  /** The URL itself (it often holds a token: prefer `url_env`). */
  url: z.url({ protocol: /^https?$/ }).optional(),
  /** The environment variable holding the URL. */
  url_env: envName.optional(),
  /** `regression`: regressions and failed runs; `always`: every run too. */
  on: z.enum(["regression", "always"]).default("regression"),
}).refine((hook) => (hook.url === undefined) !== (hook.url_env === undefined), {
  message: 'expected exactly one of "url" or "url_env"',
});

/** Baseline of the regression gate: `previous` or a results file. */
export const PREVIOUS_BASELINE = "previous";

/**
 * The longest job name: `Deno.cron` takes names of at most 64 characters,
 * and a job's is `niah <name>`.
 */
const JOB_NAME_MAX = 59;
/** The most jobs one schedule runs (`Deno.cron` keeps about 100 per process). */
const JOBS_MAX = 100;

/** One scheduled run. */
const scheduleJobSchema = z.strictObject({
  /** Names the job in logs, alerts and the state file. */
  name: z.string().regex(/^[A-Za-z0-9][A-Za-z0-9_-]*$/, {
    message: 'expected a name of letters, digits, "_" or "-"',
  }).max(JOB_NAME_MAX),
  /** The run config (path from the working directory). */
  run: z.string().min(1),
  /** When to run, five cron fields in UTC. */
  cron: cronSchema,
  /** `previous` (the job's last completed run) or a results file. */
  baseline: z.string().min(1).default(PREVIOUS_BASELINE),
  /** Fail the gate when the mean score drops by more than this. */
  fail_if_drop: z.number().min(0).max(1).default(0.05),
  /** Extra folders to find model ids in. */
  model_dirs: z.array(z.string().min(1)).default([]),
  /** Write `<store>.html` beside each run's store. */
  report: z.boolean().default(true),
  /**
   * Batch mode (`runner.batch`): a tick waits for its batches to end; false,
   * a tick submits and ends as `batch_pending`, and the next tick collects
   * that run, then reports and gates it.
   */
  batch_wait: z.boolean().default(true),
  /** This job's alerts (default: the file's `webhook`). */
  webhook: webhookSchema.optional(),
});

/** The whole schedule file. */
export const scheduleConfigSchema = z.strictObject({
  jobs: z.array(scheduleJobSchema).min(1).max(JOBS_MAX),
  webhook: webhookSchema.optional(),
  /** Where each job's last run is remembered, for `baseline: previous`. */
  state_file: z.string().min(1).default("results/schedule-state.json"),
  /** Stop the scheduler (exit 3) on the first regression. */
  exit_on_regression: z.boolean().default(false),
}).superRefine((config, ctx) => {
  const seen = new Set<string>();
  config.jobs.forEach((job, i) => {
    if (seen.has(job.name)) {
      ctx.addIssue({
        code: "custom",
        path: ["jobs", i, "name"],
        message: `job name ${
          quoteValue(job.name)
        } is used twice; names must be unique`,
      });
    }
    seen.add(job.name);
  });
});

/** A validated schedule, defaults applied. */
export type ScheduleConfig = z.output<typeof scheduleConfigSchema>;
/** One validated job. */
export type ScheduleJob = z.output<typeof scheduleJobSchema>;
/** A validated webhook block. */
export type WebhookConfig = z.output<typeof webhookSchema>;
