/**
 * Synthetic haystack prose: a seeded, deterministic generator of bland,
 * readable English-like paragraphs about everyday life (towns, work, weather,
 * craft, travel). It lets niah build needle-in-a-haystack prompts of any
 * length without shipping a corpus. The word lists (`prose_vocabulary.ts`)
 * and sentence templates (`prose_sentences.ts`) are written for niah; no
 * external text is embedded. This file holds the seeding and the stream.
 *
 * Stream contract: for a seed, the paragraph stream is the concatenation of
 * blocks 0, 1, 2, ... where each block is exactly {@link BLOCK_PARAGRAPHS}
 * paragraphs drawn from a PRNG seeded by (seed, blockIndex). A block can
 * therefore be produced on its own, and `syntheticText` is always a prefix of
 * the concatenation of `syntheticBlock(seed, 0)`, `syntheticBlock(seed, 1)`, ...
 *
 * @module
 */
import { mulberry32 } from "../random/mulberry32.ts";
import { type Ctx, paragraph } from "./prose_sentences.ts";

/** Number of paragraphs in one block of the stream (see module docs). */
export const BLOCK_PARAGRAPHS = 200;

/** Separator written after every paragraph, including the last one. */
const PARAGRAPH_END = "\n\n";

// ---------------------------------------------------------------------------
// PRNG: mulberry32 (32-bit state, one Math.imul-based step per draw), seeded
// per block through a murmur3-style fmix32 hash of (seed, blockIndex).
// It is niah's own choice and need not match any external generator.
// ---------------------------------------------------------------------------

/** murmur3 fmix32 finaliser: a cheap, well-spread 32-bit hash step. */
function fmix32(x: number): number {
  let h = x >>> 0;
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h >>> 0;
}

function checkInteger(name: string, value: number, min: number): void {
  if (!Number.isSafeInteger(value) || value < min) {
    throw new RangeError(
      `${name} must be a safe integer >= ${min}, got ${String(value)}`,
    );
  }
}

/** Derives the 32-bit PRNG seed of one block from (seed, blockIndex). */
function blockSeed(seed: number, blockIndex: number): number {
  const seedLo = seed >>> 0;
  const seedHi = Math.floor(seed / 4294967296) >>> 0;
  const idxLo = blockIndex >>> 0;
  const idxHi = Math.floor(blockIndex / 4294967296) >>> 0;
  let h = fmix32(seedLo ^ 0x9e3779b9);
  h = fmix32(h ^ seedHi ^ 0x7f4a7c15);
  h = fmix32(h ^ idxLo ^ 0x165667b1);
  h = fmix32(h ^ idxHi ^ 0x27d4eb2f);
  return h;
}

function* blockParagraphs(seed: number, blockIndex: number): Generator<string> {
  const c: Ctx = {
    next: mulberry32(blockSeed(seed, blockIndex)),
    hero: "",
    town: "",
    place: "",
  };
  for (let i = 0; i < BLOCK_PARAGRAPHS; i++) yield paragraph(c);
}

// ---------------------------------------------------------------------------
// Public API
// ---------------------------------------------------------------------------

/**
 * Infinite, deterministic stream of synthetic paragraphs for `seed` (a safe
 * integer). Paragraphs have 3 to 7 sentences of 8 to 25 words, contain no
 * newline, and are plain ASCII; the stream is blocks 0, 1, 2, ... in order.
 */
export function* syntheticParagraphs(seed: number): Generator<string> {
  checkInteger("seed", seed, Number.MIN_SAFE_INTEGER);
  for (let block = 0;; block++) yield* blockParagraphs(seed, block);
}

/**
 * Block `blockIndex` of the stream for `seed`: exactly 200 paragraphs, each
 * followed by "\n\n". Computed from (seed, blockIndex) alone, so a long
 * haystack can be built or sliced without generating earlier blocks.
 */
export function syntheticBlock(seed: number, blockIndex: number): string {
  checkInteger("seed", seed, Number.MIN_SAFE_INTEGER);
  checkInteger("blockIndex", blockIndex, 0);
  let out = "";
  for (const p of blockParagraphs(seed, blockIndex)) out += p + PARAGRAPH_END;
  return out;
}

/**
 * The shortest whole-paragraph prefix of the stream for `seed` (each
 * paragraph followed by "\n\n") with at least `minChars` characters; returns
 * "" when `minChars` <= 0. Prefix-stable: a smaller `minChars` always gives a
 * prefix of a larger one, and the text is a prefix of the concatenated blocks.
 */
export function syntheticText(seed: number, minChars: number): string {
  checkInteger("seed", seed, Number.MIN_SAFE_INTEGER);
  if (Number.isNaN(minChars) || minChars === Infinity) {
    throw new RangeError(
      `minChars must be a finite number, got ${String(minChars)}`,
    );
  }
  const parts: string[] = [];
  let length = 0;
  for (let block = 0; length < minChars; block++) {
    for (const p of blockParagraphs(seed, block)) {
      parts.push(p, PARAGRAPH_END);
      length += p.length + PARAGRAPH_END.length;
      if (length >= minChars) break;
    }
  }
  return parts.join("");
}
