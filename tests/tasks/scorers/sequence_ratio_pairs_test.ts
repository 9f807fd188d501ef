/**
 * The sequence ratio against CPython's difflib on 10,000+ pairs that both
 * sides draw from one tiny PRNG (scripts/reference/sequence_ratio_pairs.py,
 * tests/support/ratio_pairs.ts): random, near-identical, autojunk-heavy,
 * non-ASCII and astral, and long (100,000 code points) ones. The vector
 * file holds each pair's matched characters as CPython counts them.
 */
import assert from "node:assert/strict";
import {
  matchingCharacters,
  sequenceRatio,
} from "../../../src/tasks/scorers/sequence_ratio.ts";
import { ratioPair } from "../../support/ratio_pairs.ts";

interface Kind {
  kind: string;
  bound: number;
  matches: number[];
}

const vectors: { python: string; kinds: Kind[] } = JSON.parse(
  await Deno.readTextFile(
    new URL("../../vectors/sequence_ratio/pairs.json", import.meta.url),
  ),
);

Deno.test("the pairs cover 10,000+ cases of every kind", () => {
  const total = vectors.kinds.reduce((n, k) => n + k.matches.length, 0);
  assert.ok(total >= 10_000, `${total} pairs`);
  assert.deepEqual(vectors.kinds.map((k) => k.kind), [
    "random",
    "near",
    "autojunk",
    "unicode",
    "long",
  ]);
});

for (const [k, { kind, bound, matches }] of vectors.kinds.entries()) {
  Deno.test(`the ratio equals CPython difflib's on the ${kind} pairs`, () => {
    let astral = 0;
    for (const [index, expected] of matches.entries()) {
      const [a, b] = ratioPair(k, kind, bound, index);
      const points = [...a].length + [...b].length;
      if (points !== a.length + b.length) astral++;
      const where = `${kind} pair ${index}`;
      // (the ratio is matchingCharacters's; the long pairs count once)
      if (kind !== "long") {
        assert.equal(matchingCharacters(a, b), expected, where);
      }
      const ratio = points === 0 ? 1 : 2 * expected / points;
      assert.equal(sequenceRatio(a, b), ratio, where);
    }
    if (kind === "unicode") assert.ok(astral > 100, `${astral} astral pairs`);
  });
}
