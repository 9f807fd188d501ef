/**
 * LongBench v2's template filling (`replaceInTurn`, the text kept as pieces
 * and joined once) against the chain of whole-text replacements `pred.py`
 * makes, on seeded random templates and values made to put placeholders
 * inside values, next to each other and across the pieces' boundaries.
 */
import assert from "node:assert/strict";
import { replaceInTurn } from "../../../src/tasks/longbench/longbench_prompt.ts";
import { mulberry32 } from "../../../src/random/mulberry32.ts";

/** Python's `text.replace(old, new)` for each pair in turn, on one string. */
function chain(
  text: string,
  pairs: readonly (readonly [string, string])[],
): string {
  return pairs.reduce((t, [old, value]) => t.split(old).join(value), text);
}

const PLACEHOLDERS = ["$DOC$", "$Q$", "$C_A$", "$C_B$", "$COT$"];
const BITS = ["$", "Q", "$Q", "Q$", "C_", "A$", "$C", "_B$", "x", " ", "\n"];

/** A random text of placeholders, their fragments and plain characters. */
function randomPart(next: () => number, count: number): string {
  let text = "";
  for (let i = 0; i < count; i++) {
    const roll = next();
    const from = roll < 0.3 ? PLACEHOLDERS : BITS;
    text += from[Math.floor(next() * from.length)];
  }
  return text;
}

Deno.test("replaceInTurn gives the chain of whole-text replacements, placeholders in values and across pieces included", () => {
  for (let seed = 1; seed <= 3000; seed++) {
    const next = mulberry32(seed);
    const template = randomPart(next, 1 + Math.floor(next() * 12));
    const pairs = PLACEHOLDERS.map((old) =>
      [old, randomPart(next, Math.floor(next() * 5))] as const
    );
    assert.equal(
      replaceInTurn(template, pairs),
      chain(template, pairs),
      `seed ${seed}: ${JSON.stringify({ template, pairs })}`,
    );
  }
});

Deno.test("replaceInTurn keeps `$` in values as written and fills pred.py's kind of template", () => {
  const template = "Read:\n$DOC$\nQ: $Q$\n(A) $C_A$\n(B) $C_B$";
  const pairs = [
    ["$DOC$", "a doc that asks $Q$ and pays $& and $1"],
    ["$Q$", "why $C_A$?"],
    ["$C_A$", "one"],
    ["$C_B$", "two $$"],
  ] as const;
  assert.equal(
    replaceInTurn(template, pairs),
    "Read:\na doc that asks why one? and pays $& and $1\nQ: why one?\n(A) one\n(B) two $$",
  );
});
