/**
 * The sequence ratio against CPython's `difflib.SequenceMatcher(None, a,
 * b).ratio()` on the pairs of tests/vectors/sequence_ratio/ratio.json
 * (scripts/reference/sequence_ratio_vectors.py): random, long (autojunk's
 * popular characters), repeated and Unicode strings, astral ones included.
 */
import assert from "node:assert/strict";
import {
  matchingCharacters,
  sequenceRatio,
} from "../../../src/tasks/scorers/sequence_ratio.ts";

interface Pair {
  a: string;
  b: string;
  matches: number;
  ratio: number;
  ratio_without_autojunk: number;
}

const vectors: { python: string; pairs: Pair[] } = JSON.parse(
  await Deno.readTextFile(
    new URL("../../vectors/sequence_ratio/ratio.json", import.meta.url),
  ),
);

Deno.test("the ratio equals CPython difflib's on every vector pair", () => {
  assert.ok(vectors.pairs.length >= 150);
  for (const [n, pair] of vectors.pairs.entries()) {
    const where = `pair ${n} (${[...pair.a].length} and ${
      [...pair.b].length
    } code points)`;
    assert.equal(matchingCharacters(pair.a, pair.b), pair.matches, where);
    assert.equal(sequenceRatio(pair.a, pair.b), pair.ratio, where);
  }
});

Deno.test("the vectors exercise autojunk: long strings with popular characters", () => {
  const decided = vectors.pairs.filter((pair) =>
    pair.ratio !== pair.ratio_without_autojunk
  );
  assert.ok(
    decided.length >= 20,
    `${decided.length} pairs decided by autojunk`,
  );
  assert.ok(decided.every((pair) => [...pair.b].length >= 200));
});

Deno.test("astral characters count as one element, as in Python", () => {
  assert.equal(sequenceRatio("😀", "😀"), 1);
  assert.equal(sequenceRatio("😀a", "a"), 2 / 3);
  assert.equal(sequenceRatio("", ""), 1);
  assert.equal(sequenceRatio("abc", ""), 0);
});
