import assert from "node:assert/strict";
import {
  NUMPY_DIFFERS,
  NUMPY_TUPLES_CHECKED,
  NUMPY_VERSION,
} from "../../../src/tasks/numseq/reference/numpy_unit_roots.ts";
import { characteristicPolynomial } from "../../../src/tasks/numseq/recurrence.ts";
import {
  numpyVerdictCovers,
  referenceNearUnitCircle,
} from "../../../src/tasks/numseq/reference/unit_roots.ts";
import { ReferenceDataset } from "../../../src/tasks/numseq/reference/generator.ts";
import { hasRootNearUnitCircle } from "../../../src/tasks/numseq/roots.ts";

const big = (cs: readonly number[]) => cs.map(BigInt);

Deno.test("the shipped numpy verdicts are exactly where the exact test differs", () => {
  assert.equal(NUMPY_VERSION, "2.4.6");
  assert.equal(NUMPY_TUPLES_CHECKED, 111_110);
  assert.equal(NUMPY_DIFFERS.length, 12);
  for (const [coefficients, numpyNear] of NUMPY_DIFFERS) {
    const exact = hasRootNearUnitCircle(
      characteristicPolynomial(big(coefficients)),
    );
    assert.equal(exact, !numpyNear, coefficients.join(","));
    assert.equal(referenceNearUnitCircle(big(coefficients)), numpyNear);
  }
});

Deno.test("triple roots at ±1 pass numpy's check, as in the reference", () => {
  // (x - 1)^3 and (x + 1)^3: roots on the circle, numerically a few 1e-6 off.
  assert.equal(referenceNearUnitCircle(big([3, -3, 1])), false);
  assert.equal(referenceNearUnitCircle(big([-3, -3, -1])), false);
  // A double root at 1, (x - 1)^2: numpy still lands within 1e-6.
  assert.equal(referenceNearUnitCircle(big([2, -1])), true);
  assert.equal(referenceNearUnitCircle(big([1, 1])), false); // Fibonacci
});

Deno.test("numpy's verdict covers orders to 5 and coefficients to 5", () => {
  assert.equal(numpyVerdictCovers(5, 5), true);
  assert.equal(numpyVerdictCovers(6, 5), false);
  assert.equal(numpyVerdictCovers(5, 6), false);
});

Deno.test("seed 42's examples include ones only numpy's verdict lets through", () => {
  const listed = new Set(NUMPY_DIFFERS.map(([c]) => c.join(",")));
  const dataset = new ReferenceDataset({
    min_k: 2,
    max_k: 5,
    max_coefficient: 5,
    max_initial: 4,
    max_start: 24,
    look_ahead: 10,
    magnitude_cap: 100_000,
  }, 42);
  let through = 0;
  for (let i = 0; i < 500; i++) {
    if (listed.has(dataset.at(i).coefficients.join(","))) through++;
  }
  assert.equal(through, 12);
});
