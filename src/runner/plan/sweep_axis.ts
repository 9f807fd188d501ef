/**
 * Expands sweep axes exactly as the NIAH reference does: `num` points from
 * `min` to `max` with exact end points, on a linear or sigmoid scale.
 */
import type { AxisSpec } from "../../config/sweep_schema.ts";

const logistic = (x: number): number => 1 / (1 + Math.exp(-x));

/** Position in [0, 1] of point `t` on the named scale. */
function scaled(t: number, scale: "linear" | "sigmoid"): number {
  if (scale === "linear") return t;
  return (logistic(6 * (t - 0.5)) - logistic(-3)) /
    (logistic(3) - logistic(-3));
}

/** Rounds half to even, as Python's `round()` does. */
export function roundHalfEven(x: number): number {
  const floor = Math.floor(x);
  const diff = x - floor;
  if (diff < 0.5) return floor;
  if (diff > 0.5) return floor + 1;
  return floor % 2 === 0 ? floor : floor + 1;
}

/** The values of an axis; `round` applies to range points only. */
export function expandAxis(
  spec: AxisSpec,
  round: "half_even" | "none",
  listValue: (x: number) => number = (x) => x,
): number[] {
  if (Array.isArray(spec)) return spec.map(listValue);
  const { min, max, num, scale } = spec;
  const points: number[] = [];
  for (let i = 0; i < num; i++) {
    const value = i === 0 || num === 1
      ? min
      : i === num - 1
      ? max
      : min + scaled(i / (num - 1), scale) * (max - min);
    points.push(round === "half_even" ? roundHalfEven(value) : value);
  }
  return points;
}

/** Context lengths: range points rounded half to even, list values truncated. */
export function expandContextLengths(spec: AxisSpec): number[] {
  return expandAxis(spec, "half_even", Math.trunc);
}

/** Depth percents: never rounded. */
export function expandDepthPercents(spec: AxisSpec): number[] {
  return expandAxis(spec, "none");
}

/** Seeds: integers. */
export function expandSeeds(spec: AxisSpec): number[] {
  return expandAxis(spec, "half_even");
}
