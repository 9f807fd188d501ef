// Expected values were produced with real CPython (3.11) by
// scripts/reference/python_random_vectors.py.
import assert from "node:assert/strict";
import { PythonRandom, sampleSetSize } from "../../src/random/python_random.ts";

interface Vectors {
  sample: {
    seed: number;
    n: number;
    k: number;
    branch: "pool" | "set";
    samples: number[][];
    random_after: number;
  }[];
  shuffle: {
    seed: number;
    n: number;
    shuffled: number[];
    random_after: number;
  }[];
  mixed: { seed: number; steps: [string, number, number, unknown][] };
}

const vectors: Vectors = JSON.parse(
  await Deno.readTextFile(
    new URL("../vectors/patterned/python_random.json", import.meta.url),
  ),
);

Deno.test("sample(range(n), k) matches CPython on both branches", () => {
  const branches = new Set<string>();
  for (const c of vectors.sample) {
    const rng = new PythonRandom(c.seed);
    const first = rng.sampleIndices(c.n, c.k);
    const after = rng.random();
    const again = rng.sampleIndices(c.n, c.k);
    assert.deepEqual([first, again], c.samples, `n=${c.n} k=${c.k}`);
    assert.equal(after, c.random_after, `n=${c.n} k=${c.k}`);
    assert.equal(
      c.n <= sampleSetSize(c.k) ? "pool" : "set",
      c.branch,
      `branch for n=${c.n} k=${c.k}`,
    );
    branches.add(c.branch);
  }
  assert.deepEqual([...branches].sort(), ["pool", "set"]);
});

Deno.test("sample of a list picks the elements at sampleIndices' positions", () => {
  const words = ["ant", "bee", "cat", "dog", "eel", "fox", "gnu"];
  const a = new PythonRandom(5);
  const b = new PythonRandom(5);
  assert.deepEqual(
    a.sample(words, 4),
    b.sampleIndices(words.length, 4).map((i) => words[i]),
  );
  assert.equal(a.random(), b.random());
});

Deno.test("shuffle matches CPython for lists and typed arrays", () => {
  for (const c of vectors.shuffle) {
    const list = Array.from({ length: c.n }, (_, i) => i);
    const rng = new PythonRandom(c.seed);
    assert.deepEqual(rng.shuffle(list), c.shuffled, `n=${c.n}`);
    assert.equal(rng.random(), c.random_after);
    const typed = Int32Array.from({ length: c.n }, (_, i) => i);
    new PythonRandom(c.seed).shuffle(typed);
    assert.deepEqual([...typed], c.shuffled);
  }
});

Deno.test("sample, shuffle and randint interleaved keep CPython's stream", () => {
  const rng = new PythonRandom(vectors.mixed.seed);
  for (const [kind, a, b, want] of vectors.mixed.steps) {
    if (kind === "sample") assert.deepEqual(rng.sampleIndices(a, b), want);
    else if (kind === "shuffle") {
      const values = Array.from({ length: a }, (_, i) => i);
      assert.deepEqual(rng.shuffle(values), want);
    } else assert.equal(rng.randint(a, b), want);
  }
});

Deno.test("sample refuses k above n or negative, like CPython", () => {
  const rng = new PythonRandom(1);
  assert.throws(() => rng.sampleIndices(3, 4), RangeError);
  assert.throws(() => rng.sampleIndices(3, -1), RangeError);
  assert.deepEqual(rng.sampleIndices(0, 0), []);
});

Deno.test("the set size estimate follows CPython's formula", () => {
  assert.deepEqual(
    [1, 5, 6, 7, 21, 22, 85, 86, 400].map(sampleSetSize),
    [21, 21, 85, 85, 85, 277, 277, 1045, 4117],
  );
});

Deno.test("clone continues the same stream independently", () => {
  const rng = new PythonRandom(42);
  rng.random();
  const copy = rng.clone();
  const a = [rng.random(), rng.randint(1, 100)];
  assert.deepEqual([copy.random(), copy.randint(1, 100)], a);
  assert.notEqual(rng.random(), new PythonRandom(42).random());
});
