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
  glibcExp,
  glibcPow,
} from "../../../../src/tasks/ruler/reference/glibc_math.ts";

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

Deno.test("scipyZeta equals scipy.special.zeta bit for bit over [0, 130]", () => {
  assert.ok(zetaVectors.zeta.length > 4500);
  const wrong = zetaVectors.zeta.filter(([x, z]) =>
    !Object.is(scipyZeta(x), z)
  );
  assert.deepEqual(wrong, []);
  assert.equal(scipyZeta(2), 1.6449340668482264); // scipy 1.17.1; its docstring says ...266
});

Deno.test("scipyZeta's edges: a pole at 1, 1 from 127 and at infinity, NaN, negatives refused", () => {
  assert.equal(scipyZeta(1), Infinity);
  assert.equal(scipyZeta(127), 1);
  assert.equal(scipyZeta(Infinity), 1);
  assert.ok(Number.isNaN(scipyZeta(NaN)));
  assert.throws(() => scipyZeta(-2), RangeError);
});

Deno.test("glibcExp and glibcPow are glibc's (Python's math.exp and math.pow here)", () => {
  // glibc misrounds this one (the true value is 0.0001 ulp from halfway):
  // correctly rounded is 2.7262457929433324.
  assert.equal(glibcPow(2, 1.4469156385461819), 2.726245792943332);
  assert.equal(glibcPow(3, -51.5), 2.6807442426274315e-25);
  assert.equal(glibcPow(7.5, -2.25), 0.01074266807949073);
  assert.equal(glibcPow(2, -33.3), 9.455862412651036e-11);
  assert.equal(glibcPow(2, -3), 0.125);
  assert.equal(glibcExp(-23.456), 6.504121305212423e-11);
  assert.equal(glibcExp(1), 2.718281828459045);
  assert.equal(glibcExp(300.5), 3.202519714603633e+130);
  assert.equal(glibcExp(0), 1);
  assert.throws(() => glibcPow(-2, 2), RangeError);
  assert.throws(() => glibcExp(600), RangeError);
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
