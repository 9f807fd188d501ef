/**
 * scipyZeta against `scipy.special.zeta` and zipfCounts against
 * freq_words_extraction.py's numpy expression
 * (tests/vectors/ruler_primitives/zeta.json and zipf_counts.json, made by
 * scripts/reference/ruler_primitives_vectors.py with scipy 1.17.1 and
 * numpy 2.4.6), bit for bit.
 */
import assert from "node:assert/strict";
import {
  scipyZeta,
  zipfCounts,
} from "../../../../src/tasks/ruler/reference/zeta.ts";
import {
  correctlyRoundedExp,
  correctlyRoundedPow,
} from "../../../../src/tasks/ruler/reference/correctly_rounded.ts";

const read = async (name: string) =>
  JSON.parse(
    await Deno.readTextFile(
      new URL(`../../../vectors/ruler_primitives/${name}`, import.meta.url),
    ),
  );

const zetaVectors = await read("zeta.json") as { zeta: [number, number][] };
const zipfVectors = await read("zipf_counts.json") as {
  vocab_size: number;
  cases: { alpha: number; num_words: number; counts: number[] }[];
  dense: {
    alpha: number;
    start: number;
    stop: number;
    step: number;
    vocab_size: number;
    checksum: number;
  }[];
};

/**
 * Where glibc's `pow(2, x)` misrounds (its true value 0.0001 units in the
 * last place from halfway), scipy's zeta is one unit off the correctly
 * rounded one niah computes: the one such x of the grid.
 */
const GLIBC_MISROUNDED = [1.4469156385461819];

/** The next double above a positive x. */
function nextUp(x: number): number {
  const view = new DataView(new ArrayBuffer(8));
  view.setFloat64(0, x);
  view.setBigUint64(0, view.getBigUint64(0) + 1n);
  return view.getFloat64(0);
}

Deno.test("scipyZeta equals scipy.special.zeta bit for bit over [0, 130]", () => {
  assert.ok(zetaVectors.zeta.length > 4500);
  const wrong = zetaVectors.zeta.filter(([x, z]) =>
    !Object.is(scipyZeta(x), z)
  );
  assert.deepEqual(wrong.map(([x]) => x), GLIBC_MISROUNDED);
  for (const [x, z] of wrong) assert.equal(nextUp(scipyZeta(x)), z);
  assert.equal(scipyZeta(2), 1.6449340668482264); // scipy 1.17.1; its docstring says ...266
});

Deno.test("scipyZeta's edges: a pole at 1, 1 from 127 and at infinity, NaN, negatives refused", () => {
  assert.equal(scipyZeta(1), Infinity);
  assert.equal(scipyZeta(127), 1);
  assert.equal(scipyZeta(Infinity), 1);
  assert.ok(Number.isNaN(scipyZeta(NaN)));
  assert.throws(() => scipyZeta(-2), RangeError);
});

Deno.test("exp and integer powers round to the nearest double", () => {
  assert.equal(correctlyRoundedExp(0), 1);
  assert.equal(correctlyRoundedExp(1), Math.E);
  assert.equal(correctlyRoundedExp(-Math.LN2), 0.5);
  assert.equal(correctlyRoundedPow(2, 0.5), Math.SQRT2);
  assert.equal(correctlyRoundedPow(2, -3), 0.125);
  assert.equal(correctlyRoundedPow(3, 2), 9);
  assert.equal(correctlyRoundedPow(10, -1), 0.1);
  assert.equal(correctlyRoundedPow(7, 0.5), Math.sqrt(7));
  assert.throws(() => correctlyRoundedPow(2.5, 2), RangeError);
});

Deno.test("zipfCounts equals numpy's counts for ten alphas and many num_words", () => {
  assert.ok(zipfVectors.cases.length >= 150);
  for (const { alpha, num_words, counts } of zipfVectors.cases) {
    const got = zipfCounts(num_words, zipfVectors.vocab_size, alpha);
    assert.deepEqual(
      got.slice(0, counts.length),
      counts,
      `${alpha} ${num_words}`,
    );
    assert.ok(got.slice(counts.length).every((c) => c === 0));
  }
  assert.deepEqual(zipfCounts(100, 3, 2), [60, 15, 6]);
});

Deno.test("zipfCounts over dense grids of num_words has numpy's checksum", () => {
  const modulus = 1_000_000_007;
  for (const grid of zipfVectors.dense) {
    let total = 0;
    let row = 0;
    for (let n = grid.start; n < grid.stop; n += grid.step, row++) {
      const counts = zipfCounts(n, grid.vocab_size, grid.alpha);
      let sum = 0;
      for (let i = 0; i < counts.length && counts[i] !== 0; i++) {
        sum += counts[i]! * (i + 1);
      }
      total = (total + (sum % modulus) * (row + 1)) % modulus;
    }
    assert.equal(total, grid.checksum, `alpha ${grid.alpha}`);
  }
});
