/**
 * Token sources: a haystack's endless token stream, built once and sliced
 * per cell, either one text repeated token by token or generated blocks
 * encoded one at a time.
 *
 * @module
 */
import { UsageError } from "../errors.ts";
import type { Tokenizer } from "../tokenizer/tokenizer.ts";
import type { HaystackDescriptor } from "./haystack_descriptor.ts";

/** An endless stream of haystack tokens, built once and sliced per cell. */
export interface TokenSource {
  readonly descriptor: HaystackDescriptor;
  readonly tokenizer: Tokenizer;
  /** The first `count` tokens of the stream. */
  take(count: number): Uint32Array;
  /**
   * The stream indices in `(0, count)` where two independently encoded
   * chunks meet, ascending: the tokens on either side of a seam were not
   * encoded together, so re-encoding the text across it may differ.
   */
  seams(count: number): number[];
}

/** Repeats `unit` token by token, as the reference repeats its corpus. */
export function cyclingSource(
  descriptor: HaystackDescriptor,
  unit: Uint32Array,
  tokenizer: Tokenizer,
): TokenSource {
  if (unit.length === 0) {
    throw new UsageError("Cannot read haystack: its text encodes to no tokens");
  }
  return {
    descriptor,
    tokenizer,
    take(count) {
      const out = new Uint32Array(count);
      for (let filled = 0; filled < count; filled += unit.length) {
        out.set(
          unit.subarray(0, Math.min(unit.length, count - filled)),
          filled,
        );
      }
      return out;
    },
    seams(count) {
      const out: number[] = [];
      for (let at = unit.length; at < count; at += unit.length) out.push(at);
      return out;
    },
  };
}

/**
 * A stream made of generated blocks (synthetic prose, distractor needles),
 * tokenised block by block. Each block is encoded on its own, so the token
 * stream does not depend on how far it was grown.
 */
export function blockSource(
  descriptor: HaystackDescriptor,
  blockText: (index: number) => string,
  tokenizer: Tokenizer,
): TokenSource {
  let tokens = new Uint32Array(0);
  let blocks = 0;
  // Where each block after the first starts in the stream.
  const starts: number[] = [];
  const grow = (count: number) => {
    while (tokens.length < count) {
      const block = tokenizer.encode(blockText(blocks++));
      if (blocks > 1) starts.push(tokens.length);
      const grown = new Uint32Array(tokens.length + block.length);
      grown.set(tokens);
      grown.set(block, tokens.length);
      tokens = grown;
    }
  };
  return {
    descriptor,
    tokenizer,
    take(count) {
      grow(count);
      return tokens.slice(0, count);
    },
    seams(count) {
      grow(count);
      return starts.filter((at) => at > 0 && at < count);
    },
  };
}
