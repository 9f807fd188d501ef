/**
 * The one cut-rule API: every cut `textCuts` and `tokenCuts` report splits
 * the count exactly (`count(a + b) === count(a) + count(b)`), on prose with
 * line breaks, in the tokenizers that make each promise.
 */
import assert from "node:assert/strict";
import { syntheticBlock } from "../../src/haystack/synthetic_prose.ts";
import {
  isCutInText,
  textCuts,
  tokenCuts,
} from "../../src/tokenizer/cut_rule.ts";
import { getTokenizer } from "../../src/tokenizer/encoding.ts";

const PROSE = syntheticBlock(3, 0).slice(0, 4_000) +
  "\nA line.\r\nAnother\n\n\n12 items\n 3 spaced\n\tTabbed word\n" +
  // After punctuation and digits too: RULER's numbered lists, dots, codes.
  "1. apple 2. ice-cream 10. don't 123456 7 ... ... qwerty '....'. (a) " +
  "$5 #tag a, b; c: d? e! f\" g's  two  spaces\n";

Deno.test("textCuts: every reported place splits the count exactly", async () => {
  for (const name of ["cl100k_base", "o200k_base", "deepseek_v3", "qwen3"]) {
    const tokenizer = await getTokenizer(name);
    const isCut = textCuts(tokenizer);
    assert.ok(isCut, `${name} has text cuts`);
    const text = tokenizer.decode(tokenizer.encode(PROSE));
    const whole = tokenizer.count(text);
    let cuts = 0;
    for (let p = 1; p < text.length; p++) {
      if (!isCut(text, p)) continue;
      cuts++;
      assert.equal(
        tokenizer.count(text.slice(0, p)) + tokenizer.count(text.slice(p)),
        whole,
        `${name} at ${p}: ${JSON.stringify(text.slice(p - 6, p + 6))}`,
      );
    }
    // The space cuts make tiktoken's far denser than the others'.
    assert.ok(cuts > (name.endsWith("_base") ? 500 : 10), `${name}: ${cuts}`);
  }
});

Deno.test("tokenCuts: a cut between tokens is a cut of their text, never where text goes in", async () => {
  for (const name of ["cl100k_base", "deepseek_v3", "claude"]) {
    const tokenizer = await getTokenizer(name);
    const tokens = tokenizer.encode(PROSE);
    const blocked = new Set([5, 40]);
    const isCut = tokenCuts(tokenizer, tokens, blocked)!;
    assert.ok(isCut, `${name} promises a rule`);
    let cuts = 0;
    for (let i = 1; i < tokens.length; i++) {
      if (!isCut(i)) continue;
      cuts++;
      assert.ok(!blocked.has(i));
      const before = tokenizer.decode(tokens.subarray(0, i));
      const text = before + tokenizer.decode(tokens.subarray(i));
      assert.ok(
        isCutInText(tokenizer.cutRule!, text, before.length),
        `${name}: token ${i}`,
      );
    }
    assert.ok(cuts > 5, `${name}: ${cuts} cuts`);
  }
});
