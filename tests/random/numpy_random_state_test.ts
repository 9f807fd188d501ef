/**
 * NumpyRandomState against numpy's own `np.random.seed` + `randint`
 * (tests/vectors/ruler_primitives/numpy_random_state.json, made by
 * scripts/reference/ruler_primitives_vectors.py): ranges within 32 bits,
 * exactly 32 bits, wider (64-bit draws), empty (no draw), interleaved.
 */
import assert from "node:assert/strict";
import { NumpyRandomState } from "../../src/random/numpy_random_state.ts";

const vectors = JSON.parse(
  await Deno.readTextFile(
    new URL(
      "../vectors/ruler_primitives/numpy_random_state.json",
      import.meta.url,
    ),
  ),
) as {
  cases: { seed: number; calls: [number, number, number][] }[];
  long_runs: { seed: number; low: number; high: number; values: number[] }[];
};

Deno.test("randint calls interleaved over many ranges equal numpy's, seed by seed", () => {
  assert.ok(vectors.cases.length >= 9);
  for (const { seed, calls } of vectors.cases) {
    const rng = new NumpyRandomState(seed);
    calls.forEach(([low, high, expected], i) => {
      assert.equal(rng.randint(low, high), expected, `seed ${seed}, call ${i}`);
    });
  }
});

Deno.test("long runs of RULER's randint(10000, 99999) equal numpy's", () => {
  for (const { seed, low, high, values } of vectors.long_runs) {
    const rng = new NumpyRandomState(seed);
    assert.deepEqual(values.map(() => rng.randint(low, high)), values);
  }
});

Deno.test("seeds and ranges numpy refuses are refused", () => {
  for (const seed of [-1, 2 ** 32, 1.5, NaN]) {
    assert.throws(() => new NumpyRandomState(seed), RangeError);
  }
  const rng = new NumpyRandomState(0);
  assert.throws(() => rng.randint(5, 5), /low >= high/);
  assert.throws(() => rng.randint(6, 5), /low >= high/);
  assert.throws(() => rng.randint(0, 2 ** 53), RangeError);
});
