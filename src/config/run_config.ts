/**
 * The run config (`configs/runs/*.yaml`): what to test, on which model,
 * over which sweep, and where the rows go. Task parameters are checked by
 * the task's own schema (tasks register below this layer's callers).
 */
import { z } from "zod";
import { runNameSchema } from "./run_name.ts";
import {
  contextLengthsSchema,
  depthPercentsSchema,
  seedsSchema,
} from "./sweep_schema.ts";
import { quoteValue } from "./quoted_value.ts";

/**
 * A distractor family of a `needles` haystack, by name: a task names its
 * own in its declaration, and the run's loader checks a config's against
 * the registry's tasks (config sits below the tasks).
 */
export type DistractorFamily = string;

/** Haystack descriptors; `synthetic` is the embedded default. */
const haystackSchema = z.discriminatedUnion("type", [
  z.strictObject({
    type: z.literal("synthetic"),
    seed: z.int().min(0).default(0),
  }),
  z.strictObject({
    type: z.literal("files"),
    path: z.string().min(1),
    /** The files' encoding (e.g. "windows-1252"); default strict UTF-8. */
    encoding: z.string().min(1).optional(),
  }),
  z.strictObject({
    type: z.literal("text"),
    text: z.string().min(1),
    separator: z.string().default("\n\n"),
  }),
  /**
   * RULER's `PaulGrahamEssays.json` (`{"text": ...}`), the haystack of
   * task `ruler`'s essay tasks; RULER builds it, niah does not ship it.
   */
  z.strictObject({
    type: z.literal("ruler_essays"),
    path: z.string().min(1),
  }),
  /** Distractor needles only, for the tasks that declare a distractor kind. */
  z.strictObject({
    type: z.literal("needles"),
    seed: z.int().min(0).default(0),
    /** Defaults to the task's family. */
    family: z.string().min(1).optional(),
    /** A sentence with {label} and {uuid}, or {city} and {activity}. */
    template: z.string().min(1).optional(),
  }),
]);

/** How the run is executed. */
const runnerSchema = z.strictObject({
  concurrency: z.int().min(1).max(1024).default(1),
  retries: z.int().min(0).max(100).default(0),
  backoff_base_s: z.number().min(0).max(600).default(1),
  sleep_between_seconds: z.number().min(0).max(3600).default(0),
  resume: z.boolean().default(true),
  /** Seconds one request may take before it is cut off (and retried). */
  request_timeout_s: z.number().positive().max(86_400).default(600),
  /** Seconds of backoff a cell may spend in all before it gives up. */
  max_wait_s: z.number().min(0).max(86_400).default(900),
  /** Requests per minute across the run; absent: unlimited. */
  rpm: z.number().positive().optional(),
  /** Input plus output tokens per minute across the run; absent: unlimited. */
  tpm: z.number().positive().optional(),
  /** Stop before the run's cost would pass this many USD. */
  max_cost_usd: z.number().positive().optional(),
  /**
   * Send the cells through the provider's batch API (half price, results
   * within the provider's window, up to 24 h) instead of one call each.
   */
  batch: z.boolean().default(false),
  /**
   * Seconds before the first poll of a batch; each next wait is 1.5 times
   * longer, up to `BATCH_POLL_CAP_S` (5 minutes).
   */
  batch_poll_s: z.number().positive().max(3600).default(5),
});

/** The longest wait between two polls of a batch, in seconds. */
export const BATCH_POLL_CAP_S = 300;

/** Where rows are stored; the path defaults to `results/<run_name>.jsonl`. */
const storeSchema = z.strictObject({
  type: z.literal("jsonl").default("jsonl"),
  path: z.string().min(1).optional(),
});

/** A grid axis: a task parameter and the values it takes. */
const gridValuesSchema = z.array(z.union([z.number(), z.string(), z.boolean()]))
  .min(1);

/** A comparison in a `sweep.where` condition. */
type WhereOp = "==" | "!=" | "<" | "<=" | ">" | ">=";

/**
 * A `sweep.where` condition, `<param> <op> <param | number | "text" |
 * true | false>`, e.g. `num_lines > num_needles`: grid points whose task
 * parameters break it are left out of the run. Ordering operators hold
 * only between numbers.
 */
export interface WhereRule {
  text: string;
  left: string;
  op: WhereOp;
  right: { param: string } | { value: number | string | boolean };
}

const WHERE_RULE = /^\s*([A-Za-z_]\w*)\s*(==|!=|<=|>=|<|>)\s*(.*?)\s*$/;

/** One condition, parsed from its text. */
export const whereRuleSchema = z.string().transform((text, ctx) => {
  const match = WHERE_RULE.exec(text);
  const operand = match?.[3] ?? "";
  let right: WhereRule["right"] | undefined;
  if (/^[A-Za-z_]\w*$/.test(operand)) {
    right = operand === "true" || operand === "false"
      ? { value: operand === "true" }
      : { param: operand };
  } else if (/^-?\d+(\.\d+)?$/.test(operand)) {
    right = { value: Number(operand) };
  } else if (/^"[^"\\]*"$/.test(operand)) {
    right = { value: operand.slice(1, -1) };
  }
  if (!match || !right) {
    ctx.addIssue({
      code: "custom",
      message:
        `expected a condition "<parameter> <op> <parameter, number, \"text\", true or false>" with <op> one of ==, !=, <, <=, >, >= (e.g. "num_lines > num_needles"), got ${
          quoteValue(text)
        }`,
    });
    return z.NEVER;
  }
  return { text, left: match[1]!, op: match[2] as WhereOp, right };
});

/** Sweep axes; absent axes take the task's defaults. */
const sweepSchema = z.strictObject({
  context_lengths: contextLengthsSchema.optional(),
  depth_percents: depthPercentsSchema.optional(),
  /** Any task parameter as an axis: `{mode: [spaces, no_spaces]}`. */
  grid: z.record(z.string(), gridValuesSchema).optional(),
  /** Samples per grid point; defaults to the task's own count, else 1. */
  samples: z.int().min(1).max(1_000_000).optional(),
  seeds: seedsSchema.optional(),
  /**
   * Conditions every grid point must meet, e.g. `[num_lines > num_needles]`;
   * points that break one are skipped (the grid stays a cartesian product).
   */
  where: z.array(whereRuleSchema).min(1).optional(),
});

/** The whole run config. */
export const runConfigSchema = z.strictObject({
  /** May hold `{date}`, `{datetime}`, `{git_sha}` (see run_name.ts). */
  run_name: runNameSchema,
  model: z.string().min(1),
  task: z.looseObject({ type: z.string().min(1) }),
  haystack: haystackSchema.default({ type: "synthetic", seed: 0 }),
  sweep: sweepSchema.default({}),
  runner: runnerSchema.default(runnerSchema.parse({})),
  store: storeSchema.default({ type: "jsonl" }),
});

/** A validated run config, defaults applied. */
export type RunConfig = z.output<typeof runConfigSchema>;
/** A validated haystack descriptor. */
export type HaystackConfig = z.output<typeof haystackSchema>;
