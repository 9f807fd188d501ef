/**
 * The piece-summed count (src/tokenizer/tiktoken_pieces.ts) against
 * tiktoken's own whole encode, on seeded random ASCII texts built to hit
 * every branch of both regexes (contractions in either case, letter runs
 * after punctuation, digit runs longer than three, runs of spaces and line
 * breaks before text or at the end, `/` after punctuation for o200k,
 * control characters), on texts with other characters (encoded whole),
 * and on long texts whose pieces repeat.
 */
import assert from "node:assert/strict";
import { getTokenizer } from "../../src/tokenizer/encoding.ts";
import { randomText } from "../support/random_text.ts";
import {
  ALL_ASCII,
  TIKTOKEN_PARTS as PARTS,
} from "../support/tiktoken_parts.ts";

for (const name of ["cl100k_base", "o200k_base"]) {
  Deno.test(`${name}: the piece-summed count is tiktoken's whole encode on random ASCII`, async () => {
    const tokenizer = await getTokenizer(name);
    for (let seed = 1; seed <= 400; seed++) {
      const parts = seed % 4 === 0 ? ALL_ASCII : PARTS;
      const text = randomText(parts, seed, 100 + (seed % 7) * 150);
      assert.equal(
        tokenizer.count(text),
        tokenizer.encode(text).length,
        `seed ${seed}: ${JSON.stringify(text.slice(0, 80))}`,
      );
    }
  });

  Deno.test(`${name}: texts with other characters and long repeated texts count as tiktoken's`, async () => {
    const tokenizer = await getTokenizer(name);
    const others = [...PARTS, "é", "東京", "🎉", "\u00a0", "\u0085", "\ufeff"];
    for (let seed = 1; seed <= 50; seed++) {
      const text = randomText(others, seed, 400);
      assert.equal(tokenizer.count(text), tokenizer.encode(text).length);
    }
    const long = randomText(PARTS, 7, 60_000);
    assert.equal(tokenizer.count(long), tokenizer.encode(long).length);
    assert.equal(tokenizer.count(long), tokenizer.encode(long).length);
  });
}

for (const name of ["cl100k_base", "o200k_base"]) {
  Deno.test(`${name}: a prefix counted after its whole text (reusing the whole's lines) counts as tiktoken's`, async () => {
    const tokenizer = await getTokenizer(name);
    const lines = ["\n", "\nOne", "\nthe", "\n1", " x", "\n\n", "Word."];
    for (let seed = 1; seed <= 60; seed++) {
      const whole = randomText([...PARTS, ...lines], seed, 600);
      tokenizer.count(whole);
      for (
        const cut of [1, 257, 300, 1001, whole.length >> 1, whole.length - 1]
      ) {
        if (cut >= whole.length) continue;
        const prefix = whole.slice(0, cut);
        assert.equal(
          tokenizer.count(prefix),
          tokenizer.encode(prefix).length,
          `seed ${seed}, prefix ${cut}`,
        );
        tokenizer.count(whole);
      }
    }
  });
}
