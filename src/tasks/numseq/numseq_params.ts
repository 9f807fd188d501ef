/**
 * Parameters of the `num_seq` task: the reference's four arguments, its
 * hidden constants as optional parameters (same defaults), `k` to fix the
 * order (so `sweep.grid: {k: [...]}` breaks results down by order), the
 * answer parser and the prompt wording.
 */
import { z } from "zod";
import { styled, styleFields, type TaskStyle } from "../task_style.ts";
import { seedSchema } from "../../config/sweep_schema.ts";

const MAX_SAFE = Number.MAX_SAFE_INTEGER;

const fields = {
  /**
   * Fixed order for every example; unset, each draws k from min_k..max_k.
   * `style: reference` still draws it, as `randint(k, k)`: with `max_k: k`
   * that is the reference run with `min_k = max_k = k`.
   */
  k: z.int().min(1).max(10).optional(),
  min_k: z.int().min(1).max(10),
  /** Also sets the window: `2 * max_k + 1` terms are shown, whatever k. */
  max_k: z.int().min(1).max(10),
  /** Coefficients are drawn from -m..-1 and 1..m (never 0). */
  max_coefficient: z.int().min(1).max(1000),
  /** Initial values a(1)..a(k) are drawn from -m..m. */
  max_initial: z.int().min(1).max(1_000_000),
  /** The window's first position is drawn from 1..max_start. */
  max_start: z.int().min(1).max(10_000),
  /** The target lies up to this many positions before or after the window. */
  look_ahead: z.int().min(1).max(1000),
  /** No term from position 1 to the end of the look-ahead may exceed this. */
  magnitude_cap: z.int().min(1).max(MAX_SAFE),
};

type Ranges = {
  k?: number | undefined;
  min_k: number;
  max_k: number;
  max_initial: number;
  magnitude_cap: number;
};

/** Cross-field rules, reported at the key to change. */
function checkRanges(p: Ranges, ctx: z.RefinementCtx): void {
  if (p.min_k > p.max_k) {
    ctx.addIssue({
      code: "custom",
      path: ["min_k"],
      message:
        `expected min_k <= max_k, got min_k ${p.min_k} and max_k ${p.max_k}`,
    });
  }
  if (p.k !== undefined && (p.k < p.min_k || p.k > p.max_k)) {
    ctx.addIssue({
      code: "custom",
      path: ["k"],
      message:
        `expected k within min_k..max_k (${p.min_k}..${p.max_k}), got ${p.k}; max_k also sets the window (2 * max_k + 1 terms shown), so raise it to sweep longer orders`,
    });
  }
  if (p.magnitude_cap < p.max_initial) {
    ctx.addIssue({
      code: "custom",
      path: ["magnitude_cap"],
      message:
        `expected magnitude_cap >= max_initial (${p.max_initial}), got ${p.magnitude_cap}`,
    });
  }
}

/** What decides which examples are drawn (all but the count and parsing). */
export const generationParamsSchema = z.strictObject(fields).superRefine(
  checkRanges,
);

/** The generation parameters, as a recipe stores them. */
export type GenerationParams = z.output<typeof generationParamsSchema>;

/** The most examples a `num_seq` run may draw (`num_examples`). */
export const MAX_NUM_EXAMPLES = 1_000_000;

/** `task:` of a `num_seq` run, defaults as in the reference. */
const numseqFields = z.strictObject({
  type: z.literal("num_seq"),
  num_examples: z.int().min(1).max(MAX_NUM_EXAMPLES).default(500),
  /**
   * `null`: a random seed, drawn once per run and recorded in each row.
   * Negative seeds run under `style: reference` only (the plan's check).
   */
  seed: seedSchema.nullable().default(42),
  k: fields.k,
  min_k: fields.min_k.default(2),
  max_k: fields.max_k.default(5),
  max_coefficient: fields.max_coefficient.default(5),
  max_initial: fields.max_initial.default(4),
  max_start: fields.max_start.default(24),
  look_ahead: fields.look_ahead.default(10),
  magnitude_cap: fields.magnitude_cap.default(100_000),
  /**
   * The lenient parser also accepts a final integer on the last line when
   * no tag or box parses.
   */
  last_line_fallback: z.boolean().default(true),
  /**
   * Which parser makes `score.value`: `strict` is the reference's (first
   * `<answer>` pair, exact text), `lenient` is niah's (tags, `\boxed{}`,
   * number formats); every row records the other in `score.details`.
   * Unset, the style picks: `strict` for `reference`, `lenient` for `niah`.
   */
  answer_parser: z.enum(["strict", "lenient"]).optional(),
  ...styleFields,
}).superRefine(checkRanges);

/** The parser each style makes the headline when `answer_parser` is unset. */
const STYLE_PARSERS: Readonly<Record<TaskStyle, "strict" | "lenient">> = {
  reference: "strict",
  niah: "lenient",
};

/** `task:` of a `num_seq` run, defaults as in the reference, style resolved. */
export const numseqParamsSchema = styled(numseqFields).transform((p) => ({
  ...p,
  answer_parser: p.answer_parser ?? STYLE_PARSERS[p.style],
}));

/** Parameters of the `num_seq` task, defaults applied. */
export type NumseqParams = z.output<typeof numseqParamsSchema>;

/** The parameters that decide the examples, in a stable key order. */
export function generationParams(p: NumseqParams): GenerationParams {
  return {
    ...(p.k !== undefined ? { k: p.k } : {}),
    min_k: p.min_k,
    max_k: p.max_k,
    max_coefficient: p.max_coefficient,
    max_initial: p.max_initial,
    max_start: p.max_start,
    look_ahead: p.look_ahead,
    magnitude_cap: p.magnitude_cap,
  };
}
