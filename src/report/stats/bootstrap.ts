/**
 * The paired bootstrap for a mean difference: resample the per-cell
 * differences B - A with replacement, many times, and read an interval and a
 * p-value off the resampled means. Seeded, and independent of the order the
 * differences arrive in, so the same runs always give the same numbers.
 */
import { mulberry32 } from "../../random/mulberry32.ts";

/** The observed mean difference with its bootstrap interval and p-value. */
interface BootstrapResult {
  /** Mean of the differences. */
  mean: number;
  /** Percentile interval of the resampled means. */
  low: number;
  high: number;
  /**
   * Two-sided p-value for "no difference": twice the share of resampled
   * means on the far side of 0 (with the +1 correction, so never 0).
   */
  p: number;
  resamples: number;
}

/** Options of {@link pairedBootstrap}. */
interface BootstrapOptions {
  /** Resamples (default 2000). */
  resamples?: number;
  /** PRNG seed (default 1). */
  seed?: number;
  /** Interval coverage (default 0.95). */
  level?: number;
}

/**
 * Bootstraps the mean of `differences` (one per pair). Needs at least one
 * difference. Costs O(differences x resamples).
 */
export function pairedBootstrap(
  differences: ArrayLike<number>,
  options: BootstrapOptions = {},
): BootstrapResult {
  const n = differences.length;
  if (n === 0) throw new RangeError("pairedBootstrap needs at least one pair");
  const resamples = options.resamples ?? 2000;
  const level = options.level ?? 0.95;
  // Sorted, so the result does not depend on the order rows were read in.
  const values = Float64Array.from(differences).sort();
  let total = 0;
  for (let i = 0; i < n; i++) total += values[i]!;
  const mean = total / n;
  const random = mulberry32(options.seed ?? 1);
  const means = new Float64Array(resamples);
  let atOrBelow = 0;
  let atOrAbove = 0;
  for (let r = 0; r < resamples; r++) {
    let sum = 0;
    for (let i = 0; i < n; i++) sum += values[Math.floor(random() * n)]!;
    const m = sum / n;
    means[r] = m;
    // Tolerance: sums of floats like 0.1 - 0.1 are not always exactly 0.
    if (m <= 1e-12) atOrBelow++;
    if (m >= -1e-12) atOrAbove++;
  }
  means.sort();
  const tail = (1 - level) / 2;
  const at = (q: number) =>
    means[Math.min(resamples - 1, Math.max(0, Math.floor(q * resamples)))]!;
  return {
    mean,
    low: at(tail),
    high: at(1 - tail),
    p: Math.min(
      1,
      (2 * (Math.min(atOrBelow, atOrAbove) + 1)) / (resamples + 1),
    ),
    resamples,
  };
}
