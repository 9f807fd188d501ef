/**
 * niah's encoder of ASCII text (src/tokenizer/tiktoken_ascii.ts) against
 * tiktoken's own WASM `encode_ordinary`, token for token: on seeded random
 * ASCII built to hit every branch of both regexes, on every ASCII
 * character, on long pieces (the heap merge), on the Paul Graham essays
 * when they are there, and through the tokenizer niah loads, whose text
 * with other characters goes to the WASM encoder.
 */
import assert from "node:assert/strict";
import { getTokenizer } from "../../src/tokenizer/encoding.ts";
import { tiktokenGetEncoding } from "../../src/tokenizer/tiktoken_wasm.js";
import { randomText } from "../support/random_text.ts";
import { PAUL_GRAHAM_ESSAYS } from "../support/paul_graham.ts";
import {
  ALL_ASCII,
  TIKTOKEN_PARTS as PARTS,
} from "../support/tiktoken_parts.ts";

const NAMES = ["cl100k_base", "o200k_base"] as const;

/** tiktoken's own encoder of `name` (the WASM one). */
function wasmEncoder(
  name: (typeof NAMES)[number],
): (text: string) => number[] {
  const encoding = tiktokenGetEncoding()(name);
  return (text) => [...encoding.encode_ordinary(text)];
}

/** The Paul Graham essays' texts, or none where they are not. */
async function essays(): Promise<string[]> {
  const texts: string[] = [];
  try {
    for await (const entry of Deno.readDir(PAUL_GRAHAM_ESSAYS)) {
      if (!entry.name.endsWith(".txt")) continue;
      texts.push(
        await Deno.readTextFile(`${PAUL_GRAHAM_ESSAYS}/${entry.name}`),
      );
    }
  } catch (error) {
    if (!(error instanceof Deno.errors.NotFound)) throw error;
  }
  return texts.sort();
}

for (const name of NAMES) {
  Deno.test(`${name}: ASCII encodes to tiktoken's tokens, random texts and every character`, async () => {
    const tokenizer = await getTokenizer(name);
    const wasm = wasmEncoder(name);
    for (let seed = 1; seed <= 300; seed++) {
      const parts = seed % 3 === 0 ? ALL_ASCII : PARTS;
      const text = randomText(parts, seed, 50 + (seed % 5) * 120);
      assert.deepEqual(
        [...tokenizer.encode(text)],
        wasm(text),
        `seed ${seed}: ${JSON.stringify(text.slice(0, 80))}`,
      );
      assert.equal(tokenizer.count(text), wasm(text).length);
    }
    for (const char of ALL_ASCII) {
      assert.deepEqual([...tokenizer.encode(char)], wasm(char), char);
    }
  });

  Deno.test(`${name}: long pieces merge as tiktoken's (the heap), and decode to their bytes`, async () => {
    const tokenizer = await getTokenizer(name);
    const wasm = wasmEncoder(name);
    const letters = [..."abcdefghijklmnopqrstuvwxyzEThe"];
    const pieces = [
      "a".repeat(5000),
      " " + "ab".repeat(700),
      randomText(letters, 3, 3000),
      " " + randomText(letters, 4, 200),
      "!@#$%^&*()".repeat(90) + "\n\n",
      " ".repeat(400) + "x",
      "\n".repeat(300),
      "9".repeat(100),
    ];
    for (const text of pieces) {
      const tokens = tokenizer.encode(text);
      assert.deepEqual([...tokens], wasm(text), text.slice(0, 40));
      assert.equal(tokenizer.decode(tokens), text);
    }
  });

  Deno.test(`${name}: text with other characters goes to tiktoken's encoder; decoding needs no WASM table`, async () => {
    const tokenizer = await getTokenizer(name);
    const wasm = wasmEncoder(name);
    const others = [...PARTS, "é", "東京", "🎉", "\u00a0", "\u0085", "\ufeff"];
    for (let seed = 1; seed <= 40; seed++) {
      const text = randomText(others, seed, 200);
      const tokens = tokenizer.encode(text);
      assert.deepEqual([...tokens], wasm(text));
      assert.equal(tokenizer.decode(tokens), text);
    }
    // A token that ends inside a character decodes to its bytes.
    const cut = tokenizer.encode("🎉").slice(0, 1);
    assert.deepEqual(
      tokenizer.decodeBytes(cut),
      tiktokenGetEncoding()(name).decode(cut),
    );
    assert.throws(() => tokenizer.decodeBytes(Uint32Array.of(999_999)));
  });
}

Deno.test("cl100k_base: the Paul Graham essays' ASCII lines encode to tiktoken's tokens", async () => {
  const texts = await essays();
  const tokenizer = await getTokenizer("cl100k_base");
  const wasm = wasmEncoder("cl100k_base");
  let checked = 0;
  for (const text of texts) {
    const ascii = text.replace(/\P{ASCII}/gu, "");
    for (let at = 0; at < ascii.length; at += 4000) {
      const part = ascii.slice(at, at + 4000);
      assert.deepEqual([...tokenizer.encode(part)], wasm(part));
      checked++;
    }
  }
  // Where the essays are not (a machine without ../shared), nothing is
  // checked here and the random texts above stand alone.
  if (texts.length > 0) assert.ok(checked > 100, `${checked} parts`);
});
