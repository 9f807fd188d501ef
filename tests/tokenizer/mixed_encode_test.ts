/**
 * tiktoken's encodings on text with characters beyond ASCII
 * (src/tokenizer/mixed_encode.ts: ASCII stretches by niah's encoder, the
 * others by tiktoken's WASM one) against tiktoken's own WASM
 * `encode_ordinary` of the whole text, token for token: seeded random
 * texts mixing every regex alternative with letters, marks, digits,
 * spaces and symbols of other scripts, and the edges (a text that starts
 * or ends with such a character, surrogate pairs beside spaces, other
 * whitespace); and which parts of a text each encoder is given.
 */
import assert from "node:assert/strict";
import { getTokenizer } from "../../src/tokenizer/encoding.ts";
import { encodeByStretches } from "../../src/tokenizer/mixed_encode.ts";
import { tiktokenGetEncoding } from "../../src/tokenizer/tiktoken_wasm.js";
import { randomText } from "../support/random_text.ts";
import { TIKTOKEN_PARTS } from "../support/tiktoken_parts.ts";

const NAMES = ["cl100k_base", "o200k_base"] as const;

/** Characters and runs beyond ASCII, of every class the regexes name. */
const OTHERS = [
  "é",
  "É",
  "ǅ", // title case
  "ʰ", // modifier letter
  "\u0301", // combining acute accent (a mark)
  "e\u0301",
  "東京",
  "长文本理解",
  "Ωμέγα",
  "Привет",
  "مرحبا",
  "नमस्ते",
  "١٢٣", // Arabic-Indic digits
  "½",
  "🎉",
  "👩‍💻", // joined by a zero-width joiner
  "\u00a0", // no-break space
  "\u2028", // line separator
  "\u3000", // ideographic space
  "\u0085", // next line
  "\ufeff",
  "’s", // a curly apostrophe before a contraction's letter
  "—",
  "«",
  "»",
];

/** Texts that mix ASCII words and spaces with `OTHERS`. */
const MIXED = [...TIKTOKEN_PARTS, " ", " ", "word", " word", ...OTHERS];

for (const name of NAMES) {
  Deno.test(`${name}: text beyond ASCII encodes to tiktoken's tokens, by stretches`, async () => {
    const tokenizer = await getTokenizer(name);
    const wasm = tiktokenGetEncoding()(name);
    for (let seed = 1; seed <= 400; seed++) {
      const text = randomText(MIXED, seed, 20 + (seed % 7) * 90);
      const expected = [...wasm.encode_ordinary(text)];
      const tokens = tokenizer.encode(text);
      assert.deepEqual(
        [...tokens],
        expected,
        `seed ${seed}: ${JSON.stringify(text.slice(0, 80))}`,
      );
      assert.equal(tokenizer.count(text), expected.length);
      assert.equal(tokenizer.decode(tokens), text);
    }
  });

  Deno.test(`${name}: the edges of a stretch beyond ASCII encode to tiktoken's tokens`, async () => {
    const tokenizer = await getTokenizer(name);
    const wasm = tiktokenGetEncoding()(name);
    const texts = [
      "é",
      "é word",
      "word é",
      " é",
      "é ",
      "a é b",
      "a. é, b",
      "x 🎉 y",
      "x🎉 y",
      "x 🎉y",
      "🎉 🎉 🎉",
      "word\u00a0word word",
      "it’s here, it's there",
      "one  東京  two   three",
      "line\n東京\nline\r\nword",
      "  leading and trailing é  ",
      "123 ١٢٣ 456",
      "CamelCase É Word",
    ];
    for (const text of texts) {
      assert.deepEqual(
        [...tokenizer.encode(text)],
        [...wasm.encode_ordinary(text)],
        JSON.stringify(text),
      );
    }
  });
}

Deno.test("encodeByStretches gives each encoder its runs of stretches, in order", () => {
  const calls: string[] = [];
  const fake = (kind: string) => (text: string) => {
    calls.push(`${kind}:${text}`);
    return Uint32Array.from(text, (char) => char.codePointAt(0)!);
  };
  const text = "ab cd é fg hi. 東京 x";
  const tokens = encodeByStretches(text, fake("ascii"), fake("other"));
  // A space after a character beyond ASCII is no cut: " é fg" and
  // " 東京 x" are one stretch each.
  assert.deepEqual(calls, [
    "ascii:ab cd",
    "other: é fg",
    "ascii: hi.",
    "other: 東京 x",
  ]);
  assert.deepEqual(
    [...tokens],
    Array.from(text, (char) => char.codePointAt(0)!),
  );
  calls.length = 0;
  encodeByStretches("東京 and 東京", fake("ascii"), fake("other"));
  assert.deepEqual(calls, ["other:東京 and 東京"]);
});

Deno.test("a long text that is mostly ASCII sends only its other stretches to tiktoken's WASM encoder", async () => {
  const tokenizer = await getTokenizer("o200k_base");
  const wasm = tiktokenGetEncoding()("o200k_base");
  const words = ["river", "ledger", "signal", "harbor,", "quiet.", "1984"];
  const text = randomText(words.map((word) => ` ${word}`), 7, 20_000) +
    " 长文本理解" + randomText(words.map((word) => ` ${word}`), 8, 20_000);
  let other = 0;
  const tokens = encodeByStretches(
    text,
    (part) => tokenizer.encode(part),
    (part) => {
      other += part.length;
      return wasm.encode_ordinary(part);
    },
  );
  assert.deepEqual([...tokens], [...wasm.encode_ordinary(text)]);
  assert.ok(other < 20, `${other} characters went to the WASM encoder`);
});

Deno.test("a text that starts with U+FEFF decodes with it, as tiktoken's and the Hugging Face tokenizers' decode keep it", async () => {
  for (const name of ["cl100k_base", "o200k_base", "llama3"]) {
    const tokenizer = await getTokenizer(name);
    const text = "\ufeffHello, world";
    assert.equal(tokenizer.decode(tokenizer.encode(text)), text, name);
  }
});
