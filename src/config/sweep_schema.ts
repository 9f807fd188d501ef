/**
 * Sweep axes as the reference writes them: an explicit list, or an evenly (or
 * sigmoidally) spaced range `{min, max, num, scale}`.
 */
import { z } from "zod";

/**
 * The most points one range makes. No sweep needs more on one axis, and
 * the cap stops a typo (`num: 30000000`) from planning millions of cells
 * or exhausting memory before the run's cell limit is even checked.
 */
const MAX_RANGE_POINTS = 100_000;

/** `{min, max, num, scale}`: `num` points from `min` to `max` inclusive. */
function rangeSchema(low: number, high: number, integer: boolean) {
  const bound = integer ? z.int() : z.number();
  return z.strictObject({
    min: bound.min(low).max(high),
    max: bound.min(low).max(high),
    num: z.int().min(1).refine((num) => num <= MAX_RANGE_POINTS, {
      error: (issue) =>
        `expected a number <= ${MAX_RANGE_POINTS}, got ${
          String(issue.input)
        }: no sweep needs more points on one axis, and a range that long only plans millions of cells by mistake`,
    }),
    scale: z.enum(["linear", "sigmoid"]).default("linear"),
  }).refine((r) => r.max >= r.min, {
    message: "expected max >= min",
    path: ["max"],
  });
}

/**
 * A list of values, or a range, each value within `[low, high]`; a listed
 * value must be whole when `wholeList` (a range's points are rounded as
 * the reference rounds them, but a listed 4096.5 is a typo, not a length).
 */
function axisSchema(
  low: number,
  high: number,
  integer: boolean,
  wholeList = integer,
) {
  const value = (wholeList ? z.int() : z.number()).min(low).max(high);
  return z.union([z.array(value).min(1), rangeSchema(low, high, integer)]);
}

/** A sweep range as it is written in YAML. */
type AxisRange = z.output<ReturnType<typeof rangeSchema>>;
/** A sweep axis as it is written in YAML: a list or a range. */
export type AxisSpec = number[] | AxisRange;

/** The longest context niah builds, in tokens (configs and rows alike). */
export const MAX_CONTEXT_TOKENS = 10_000_000;

/** Context lengths in tokens: 1 to {@link MAX_CONTEXT_TOKENS}. */
export const contextLengthsSchema = axisSchema(
  1,
  MAX_CONTEXT_TOKENS,
  false,
  true,
);
/** Needle depths in percent: 0 to 100. */
export const depthPercentsSchema = axisSchema(0, 100, false);
/**
 * A seed: an integer of either sign. CPython's `random.Random(seed)` seeds
 * with the absolute value (`Random(-3)` is `Random(3)`), so the references
 * run negative seeds; the plan refuses them under `style: niah`
 * (runner/load/sweep_checks.ts).
 */
export const seedSchema = z.int().min(-Number.MAX_SAFE_INTEGER).max(
  Number.MAX_SAFE_INTEGER,
);
/** Seeds: integers, negative ones for `style: reference` only. */
export const seedsSchema = axisSchema(
  -Number.MAX_SAFE_INTEGER,
  Number.MAX_SAFE_INTEGER,
  true,
);
