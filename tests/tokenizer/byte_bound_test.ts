import assert from "node:assert/strict";
import { ENCODINGS, getTokenizer } from "../../src/tokenizer/encoding.ts";
import {
  byteBoundTokenizer,
  tokenCountBound,
} from "../../src/tokenizer/byte_bound.ts";

// Needles of every family, and text that normalisation could stretch
// (compatibility ligatures and squares expand under NFKC).
const TEXTS = [
  "",
  " ",
  "a",
  "\n\n",
  "The secret code is 3f2c9a1e-7b4d-4c8e-9a0f-1d2e3f4a5b6c.",
  "The special magic number is 7341928.",
  "  leading and trailing spaces  ",
  "東京は晴れ。🎉👩‍👩‍👧‍👦",
  "ﷺ ㍻ ﬃ Å é ǅ ẛ̣ ⑳ ½ ℻",
  "İSTANBUL ß ΐ",
  "\u0000\u0001\t\r\n",
  "x".repeat(500),
];

Deno.test("no tokenizer counts more tokens than the byte bound", async () => {
  for (const name of ENCODINGS) {
    const tokenizer = await getTokenizer(name);
    for (const text of TEXTS) {
      assert.ok(
        tokenizer.count(text) <= tokenCountBound(text),
        `${name}: ${JSON.stringify(text)} counts ${tokenizer.count(text)} > ${
          tokenCountBound(text)
        }`,
      );
    }
  }
});

Deno.test("the byte-bound tokenizer counts and refuses to encode", () => {
  const bound = byteBoundTokenizer("cl100k_base");
  // "héllo" is 6 bytes, 7 decomposed (e + U+0301), plus one.
  assert.equal(bound.count("héllo"), 8);
  assert.throws(() => bound.encode("x"), /only counts/);
});
