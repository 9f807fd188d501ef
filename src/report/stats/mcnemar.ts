/**
 * The exact McNemar test for paired binary outcomes: of the pairs where A and
 * B disagree, is the split between "only A right" and "only B right" further
 * from even than chance allows? An exact binomial test, so it is valid for the
 * handful of discordant pairs a heatmap cell usually has.
 */

/** Discordant pair counts and the two-sided exact p-value. */
interface McNemarResult {
  /** Pairs where A scored 1 and B scored 0. */
  onlyA: number;
  /** Pairs where A scored 0 and B scored 1. */
  onlyB: number;
  /** Two-sided p-value; 1 when there are no discordant pairs. */
  p: number;
}

/**
 * Two-sided exact McNemar p-value: twice the binomial(onlyA + onlyB, 1/2)
 * tail at the smaller count, capped at 1. Summed in log space, so it holds
 * for millions of pairs.
 */
export function mcnemarExact(onlyA: number, onlyB: number): McNemarResult {
  const n = onlyA + onlyB;
  if (n === 0) return { onlyA, onlyB, p: 1 };
  const k = Math.min(onlyA, onlyB);
  // P(X <= k) for X ~ binomial(n, 1/2): the largest term, C(n, k) / 2^n
  // (k <= n/2), in log space, times the sum of the smaller terms relative
  // to it, walking down from k.
  let logC = 0;
  for (let i = 1; i <= k; i++) logC += Math.log(n - i + 1) - Math.log(i);
  let relative = 1;
  let sum = 1;
  for (let i = k; i > 0; i--) {
    relative *= i / (n - i + 1);
    sum += relative;
    if (relative < sum * 1e-17) break;
  }
  const tail = Math.exp(logC - n * Math.LN2 + Math.log(sum));
  return { onlyA, onlyB, p: Math.min(1, 2 * tail) };
}
