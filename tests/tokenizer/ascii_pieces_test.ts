/**
 * The ASCII state machines of src/tokenizer/ascii_pieces.ts split text
 * exactly where tiktoken's own regexes (run by JavaScript's engine, whose
 * classes equal Rust's on ASCII) split it, on seeded random ASCII built
 * to reach every alternative of both regexes.
 */
import assert from "node:assert/strict";
import {
  cl100kPieceEnd,
  o200kPieceEnd,
} from "../../src/tokenizer/ascii_pieces.ts";
import { TIKTOKEN_PATTERNS } from "../../src/tokenizer/tiktoken_pieces.ts";
import { randomText } from "../support/random_text.ts";
import {
  ALL_ASCII,
  TIKTOKEN_PARTS as PARTS,
} from "../support/tiktoken_parts.ts";

function regexEnds(pattern: string, text: string): number[] {
  const regex = new RegExp(pattern, "gu");
  return [...text.matchAll(regex)].map((m) => m.index + m[0].length);
}

function machineEnds(end: (text: string, i: number) => number, text: string) {
  const ends: number[] = [];
  for (let i = 0; i < text.length; i = ends.at(-1)!) ends.push(end(text, i));
  return ends;
}

for (
  const [name, end] of [
    ["cl100k_base", cl100kPieceEnd],
    ["o200k_base", o200kPieceEnd],
  ] as const
) {
  Deno.test(`${name}: the ASCII machine ends every piece where tiktoken's regex does`, () => {
    for (let seed = 1; seed <= 5000; seed++) {
      const parts = seed % 3 === 0 ? ALL_ASCII : PARTS;
      const text = randomText(parts, seed, 5 + (seed % 40));
      assert.deepEqual(
        machineEnds(end, text),
        regexEnds(TIKTOKEN_PATTERNS[name], text),
        `seed ${seed}: ${JSON.stringify(text)}`,
      );
    }
  });
}
