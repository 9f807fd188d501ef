/**
 * The Wilson score interval for a proportion: unlike the normal ("Wald")
 * interval it stays inside 0..1 and behaves at 0 and 1 successes, which is
 * where most heatmap cells live.
 */

/** A two-sided interval. */
interface Interval {
  low: number;
  high: number;
}

/** z for a two-sided 95% interval. */
const Z95 = 1.959963984540054;

/**
 * The Wilson interval for mean `p` over `n` trials (95% by default). Scores
 * in 0..1 that are not 0/1 use their mean as `p`: a 0..1 variable's variance
 * is at most p(1 - p), so the interval is, if anything, wide. `n` = 0 gives
 * the uninformative 0..1.
 */
export function wilson(p: number, n: number, z: number = Z95): Interval {
  if (n <= 0) return { low: 0, high: 1 };
  const q = Math.min(1, Math.max(0, p));
  const z2 = z * z;
  const denominator = 1 + z2 / n;
  const centre = (q + z2 / (2 * n)) / denominator;
  const half = (z * Math.sqrt(q * (1 - q) / n + z2 / (4 * n * n))) /
    denominator;
  // Rounding noise at the ends (5.6e-17 for 0 of n) reads as exactly 0 or 1.
  const low = centre - half;
  const high = centre + half;
  return {
    low: low < 1e-12 ? 0 : low,
    high: high > 1 - 1e-12 ? 1 : high,
  };
}
