import assert from "node:assert/strict";
import { PythonRandom } from "../../../src/random/python_random.ts";
import {
  type Candidate,
  drawCandidate,
  type Example,
  ExampleStream,
  GenerationError,
  screenCandidate,
  shownCount,
  streamSeed,
} from "../../../src/tasks/numseq/generate_example.ts";
import { hankelDeterminant } from "../../../src/tasks/numseq/hankel.ts";
import type { GenerationParams } from "../../../src/tasks/numseq/numseq_params.ts";
import {
  characteristicPolynomial,
  recurrenceTerms,
  satisfiesRecurrence,
} from "../../../src/tasks/numseq/recurrence.ts";
import { hasRootNearUnitCircle } from "../../../src/tasks/numseq/roots.ts";

const DEFAULTS: GenerationParams = {
  min_k: 2,
  max_k: 5,
  max_coefficient: 5,
  max_initial: 4,
  max_start: 24,
  look_ahead: 10,
  magnitude_cap: 100_000,
};

function examples(params: GenerationParams, seed: number, n: number) {
  return Array.from(
    { length: n },
    (_, i) => new ExampleStream(params, seed, i).next(),
  );
}

/** Every rule an accepted example must meet, checked from scratch. */
function assertValid(example: Example, p: GenerationParams): void {
  const { k, coefficients, initial, start, target, shown, answer } = example;
  const count = shownCount(p);
  assert.equal(coefficients.length, k);
  assert.ok(k >= p.min_k && k <= p.max_k && (p.k === undefined || k === p.k));
  for (const c of coefficients) {
    assert.ok(c !== 0n && c >= -p.max_coefficient && c <= p.max_coefficient);
  }
  for (const a of initial) {
    assert.ok(a >= -p.max_initial && a <= p.max_initial);
  }
  assert.ok(start >= 1 && start <= p.max_start);
  assert.equal(shown.length, count);
  const end = start + count - 1 + p.look_ahead;
  const terms = recurrenceTerms(coefficients, initial, end)!;
  assert.ok(satisfiesRecurrence(terms, coefficients));
  assert.deepEqual(shown, terms.slice(start - 1, start - 1 + count));
  assert.equal(answer, terms[target - 1]);
  for (const term of terms) {
    assert.ok(
      term <= BigInt(p.magnitude_cap) && term >= -BigInt(p.magnitude_cap),
    );
  }
  const before = target >= Math.max(1, start - p.look_ahead) && target < start;
  const after = target >= start + count &&
    target < start + count + p.look_ahead;
  assert.ok(before || after, `target ${target} for window at ${start}`);
  assert.notEqual(hankelDeterminant(shown, k), 0n);
  assert.ok(!hasRootNearUnitCircle(characteristicPolynomial(coefficients)));
}

Deno.test("generated sequences satisfy their recurrence and every rule", () => {
  for (const example of examples(DEFAULTS, 42, 200)) {
    assertValid(example, DEFAULTS);
  }
  const fixed = { ...DEFAULTS, k: 4 };
  for (const example of examples(fixed, 7, 50)) assertValid(example, fixed);
  const wide = { ...DEFAULTS, min_k: 1, max_k: 3, magnitude_cap: 10_000_000 };
  for (const example of examples(wide, 1, 50)) assertValid(example, wide);
});

Deno.test("generation looks like the reference's: all orders, both directions, many windows at 1", () => {
  const drawn = examples(DEFAULTS, 42, 500);
  assert.deepEqual(new Set(drawn.map((e) => e.k)), new Set([2, 3, 4, 5]));
  const backward = drawn.filter((e) => e.target < e.start).length;
  assert.ok(backward > 50 && backward < 200, `${backward} backward`);
  const atOne = drawn.filter((e) => e.start === 1).length;
  assert.ok(atOne > 50, `${atOne} windows start at 1`);
  assert.ok(drawn.some((e) => e.start > 12));
});

Deno.test("coefficients are drawn from -m..-1 and 1..m, never 0", () => {
  const rng = new PythonRandom(3);
  const seen = new Set<bigint>();
  for (let i = 0; i < 2000; i++) {
    for (const c of drawCandidate(rng, DEFAULTS).coefficients) seen.add(c);
  }
  assert.deepEqual(
    [...seen].sort((a, b) => Number(a - b)),
    [-5n, -4n, -3n, -2n, -1n, 1n, 2n, 3n, 4n, 5n],
  );
});

Deno.test("targets are drawn before the window (not below 1) and after it", () => {
  const rng = new PythonRandom(9);
  const offsets = new Set<number>();
  for (let i = 0; i < 5000; i++) {
    const c = drawCandidate(rng, DEFAULTS);
    const offset = c.target < c.start
      ? c.target - c.start
      : c.target - (c.start + shownCount(DEFAULTS) - 1);
    assert.ok(c.target >= 1);
    offsets.add(offset);
  }
  assert.deepEqual(
    [...offsets].sort((a, b) => a - b),
    [-10, -9, -8, -7, -6, -5, -4, -3, -2, -1, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10],
  );
});

Deno.test("candidates are rejected for magnitude, Hankel and unit-circle roots", () => {
  const candidate = (c: Partial<Candidate>): Candidate => ({
    k: 2,
    coefficients: [1n, 1n],
    initial: [1n, 2n],
    start: 3,
    target: 20,
    ...c,
  });
  assert.equal(typeof screenCandidate(candidate({}), DEFAULTS), "object");
  // 5a(n-1) + 5a(n-2) passes 100,000 long before position 30.
  assert.equal(
    screenCandidate(candidate({ coefficients: [5n, 5n], start: 10 }), DEFAULTS),
    "magnitude",
  );
  // The cap also covers terms before the window and the look-ahead.
  assert.equal(
    screenCandidate(candidate({ start: 14, target: 3 }), DEFAULTS),
    "magnitude",
  );
  // a(n) = 4a(n-1) - 4a(n-2) from 1, 2 is 2^(n-1): order 1 in disguise.
  assert.equal(
    screenCandidate(
      candidate({ coefficients: [4n, -4n], initial: [1n, 2n], start: 1 }),
      { ...DEFAULTS, magnitude_cap: 10_000_000 },
    ),
    "hankel",
  );
  // All-zero initial values give the zero sequence.
  assert.equal(
    screenCandidate(candidate({ initial: [0n, 0n] }), DEFAULTS),
    "hankel",
  );
  // a(n) = -a(n-1) - a(n-2) is periodic (cube roots of unity).
  assert.equal(
    screenCandidate(
      candidate({ coefficients: [-1n, -1n], initial: [1n, 0n] }),
      DEFAULTS,
    ),
    "unit_circle",
  );
  // a(n) = 3a(n-1) - 3a(n-2) + a(n-3) is a quadratic: root 1, three times.
  assert.equal(
    screenCandidate(
      candidate({
        k: 3,
        coefficients: [3n, -3n, 1n],
        initial: [0n, 1n, 4n],
        start: 1,
        target: 15,
      }),
      DEFAULTS,
    ),
    "unit_circle",
  );
});

Deno.test("each example has its own stream: same seed and index, same example", () => {
  const a = new ExampleStream(DEFAULTS, 42, 17).next();
  const b = new ExampleStream(DEFAULTS, 42, 17).next();
  assert.deepEqual(a, b);
  assert.notDeepEqual(new ExampleStream(DEFAULTS, 42, 18).next(), a);
  assert.notDeepEqual(new ExampleStream(DEFAULTS, 43, 17).next(), a);
  assert.notEqual(streamSeed(42, 1), streamSeed(4, 21));
});

Deno.test("impossible parameters fail with a message, not a hang", () => {
  const impossible = { ...DEFAULTS, magnitude_cap: 5, max_start: 100 };
  const stream = new ExampleStream(impossible, 1, 0);
  assert.throws(
    () => stream.next(),
    (error: unknown) =>
      error instanceof GenerationError &&
      /Cannot generate num_seq example 0 \(seed 1\): no candidate passed the checks in \d+ draws \(rejected: \d+ magnitude/
        .test(error.message),
  );
});
