import assert from "node:assert/strict";
import { PythonRandom } from "../../../src/random/python_random.ts";
import {
  allPatterns,
  bellNumber,
  drawDistinctPatterns,
  groupCount,
  patternCapacity,
  patternKey,
  patternOf,
  randomPattern,
} from "../../../src/tasks/patterned/patterns.ts";

/** Whether `pattern` is a restricted-growth string (first-occurrence form). */
function isCanonical(pattern: readonly number[]): boolean {
  let groups = 0;
  for (const group of pattern) {
    if (group > groups) return false;
    if (group === groups) groups++;
  }
  return pattern.length === 0 || pattern[0] === 0;
}

Deno.test("Bell numbers give the reference's capacities", () => {
  assert.deepEqual(
    [4, 5, 6, 8, 10].map(bellNumber),
    [15, 52, 203, 4140, 115975],
  );
  assert.equal(bellNumber(20), 51724158235372);
  assert.equal(patternCapacity(4, 5), 15 + 52);
  assert.throws(() => bellNumber(21), /outside 0\.\.20/);
});

Deno.test("listing patterns gives B(n) distinct canonical patterns", () => {
  for (let n = 1; n <= 7; n++) {
    const patterns = allPatterns(n);
    assert.equal(patterns.length, bellNumber(n));
    assert.equal(new Set(patterns.map(patternKey)).size, patterns.length);
    assert.ok(patterns.every((p) => p.length === n && isCanonical(p)));
  }
});

Deno.test("patterns name and count their groups", () => {
  assert.deepEqual(patternOf(["bird", "bird", "bread", "book", "book"]), [
    0,
    0,
    1,
    2,
    2,
  ]);
  assert.equal(patternKey([0, 0, 1, 2, 2]), "00122");
  assert.equal(
    patternKey([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11]),
    "0123456789ab",
  );
  assert.equal(groupCount([0, 1, 0, 2]), 3);
});

Deno.test("random patterns are canonical and skewed like the reference's", () => {
  const rng = new PythonRandom(7);
  const counts = new Map<string, number>();
  const draws = 20_000;
  for (let i = 0; i < draws; i++) {
    const pattern = randomPattern(rng, 5, 5);
    assert.ok(isCanonical(pattern));
    const key = patternKey(pattern);
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  // 01234 needs four "new group" steps: 0.6^4 = 12.96%.
  const share = (counts.get("01234") ?? 0) / draws;
  assert.ok(Math.abs(share - 0.1296) < 0.01, `01234 share ${share}`);
  // 00000 needs four repeats of the only group: 0.4^4 = 2.56%.
  const zeros = (counts.get("00000") ?? 0) / draws;
  assert.ok(Math.abs(zeros - 0.0256) < 0.005, `00000 share ${zeros}`);
  for (let i = 0; i < 200; i++) {
    const length = randomPattern(rng, 3, 8).length;
    assert.ok(length >= 3 && length <= 8);
  }
});

Deno.test("distinct draws can take every pattern of a length", () => {
  // B(4) = 15: rejection alone rarely finds the rare ones; the listing does.
  for (let seed = 0; seed < 20; seed++) {
    const all = drawDistinctPatterns(new PythonRandom(seed), 15, 4, 4);
    assert.equal(new Set(all.map(patternKey)).size, 15);
  }
  const rng = new PythonRandom(3);
  const haystack = drawDistinctPatterns(rng, 10, 4, 4);
  const needles = drawDistinctPatterns(
    rng,
    5,
    4,
    4,
    new Set(haystack.map(patternKey)),
  );
  const keys = [...haystack, ...needles].map(patternKey);
  assert.equal(new Set(keys).size, 15);
  assert.throws(
    () => drawDistinctPatterns(new PythonRandom(1), 16, 4, 4),
    /Cannot draw 16 distinct patterns/,
  );
});

Deno.test("distinct draws are reproducible from the seed", () => {
  const a = drawDistinctPatterns(new PythonRandom(11), 6, 4, 8);
  const b = drawDistinctPatterns(new PythonRandom(11), 6, 4, 8);
  assert.deepEqual(a, b);
});
