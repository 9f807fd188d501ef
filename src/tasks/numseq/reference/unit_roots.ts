/**
 * The reference's unit-root verdict: num-seq-env rejects a recurrence when
 * `np.roots` puts a characteristic root within 1e-6 of the unit circle.
 * That is niah's exact test ({@link hasRootNearUnitCircle}) except on the
 * few tuples where floating point moves a repeated root off the circle;
 * those tuples and numpy's verdicts were computed once with numpy
 * ({@link NUMPY_DIFFERS}). The verdicts cover orders up to 5 with
 * coefficients within ±5, the reference's own range.
 */
import { NUMPY_DIFFERS, NUMPY_VERDICTS_COVER } from "./numpy_unit_roots.ts";
import { characteristicPolynomial } from "../recurrence.ts";
import { hasRootNearUnitCircle } from "../roots.ts";

const numpyVerdicts = new Map<string, boolean>(
  NUMPY_DIFFERS.map(([coefficients, near]) => [coefficients.join(","), near]),
);

// Verdicts repeat for the same coefficients and never change.
const cache = new Map<string, boolean>();
const CACHE_LIMIT = 200_000;

/** Whether numpy's verdict is known for every tuple of this order and size. */
export function numpyVerdictCovers(
  order: number,
  maxCoefficient: number,
): boolean {
  return order <= NUMPY_VERDICTS_COVER.max_order &&
    maxCoefficient <= NUMPY_VERDICTS_COVER.max_coefficient;
}

/**
 * Whether the reference rejects these coefficients c1..ck for a root near
 * the unit circle, as `np.roots` decided it (see the module doc); beyond
 * the covered range, the exact verdict.
 */
export function referenceNearUnitCircle(
  coefficients: readonly bigint[],
): boolean {
  const key = coefficients.join(",");
  let near = cache.get(key);
  if (near === undefined) {
    near = numpyVerdicts.get(key) ??
      hasRootNearUnitCircle(characteristicPolynomial(coefficients));
    if (cache.size >= CACHE_LIMIT) cache.clear();
    cache.set(key, near);
  }
  return near;
}
