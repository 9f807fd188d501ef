/**
 * Needle placement in token space and rendering of the final context.
 * Placement decides token indices; rendering turns haystack tokens plus
 * placements into text, and is the one function both a run and
 * `reconstruct` use, so the two agree byte for byte.
 */
import type { Tokenizer } from "../tokenizer/tokenizer.ts";

/** One needle as recorded in a recipe. */
export interface NeedlePlacement {
  /** The needle text exactly as inserted, without padding. */
  text: string;
  /** Index into the haystack tokens (before insertion) where it goes. */
  insertion_token_index: number;
  /** `insertion_token_index / haystack tokens * 100`. */
  actual_depth_percent: number;
  /** Whitespace put before and after the needle so it reads as prose. */
  pad_before: string;
  pad_after: string;
}

/** How far back (in tokens) to look for a sentence end before giving up. */
export const SNAP_WINDOW_TOKENS = 100;

const SENTENCE_END = /^[^\p{L}\p{N}\s]*[.!?][^\p{L}\p{N}\s]*\s*$/u;

/** Whether a token index falls between characters, not inside one. */
export function isCharBoundary(
  tokens: Uint32Array,
  index: number,
  tokenizer: Tokenizer,
): boolean {
  if (index <= 0 || index >= tokens.length) return true;
  const first = tokenizer.decodeBytes(tokens.subarray(index, index + 1))[0];
  return first === undefined || (first & 0xc0) !== 0x80;
}

/** The largest index `<= index` that falls between characters. */
export function charBoundaryAtOrBefore(
  tokens: Uint32Array,
  index: number,
  tokenizer: Tokenizer,
): number {
  let at = index;
  while (at > 0 && !isCharBoundary(tokens, at, tokenizer)) at--;
  return at;
}

/**
 * The token index for a needle at `depthPercent`: 0 puts it first, 100
 * last, anything else at `floor(n * d / 100)`, moved back to just after a
 * sentence end when one lies within {@link SNAP_WINDOW_TOKENS}, and left
 * at the raw point when none does (the reference jumped back 100 tokens).
 */
export function depthToIndex(
  tokens: Uint32Array,
  depthPercent: number,
  tokenizer: Tokenizer,
  snapToSentenceEnd: boolean,
): number {
  const n = tokens.length;
  if (depthPercent <= 0) return 0;
  if (depthPercent >= 100) return n;
  const raw = Math.floor((n * depthPercent) / 100);
  if (snapToSentenceEnd) {
    const stop = Math.max(1, raw - SNAP_WINDOW_TOKENS);
    for (let at = raw; at >= stop; at--) {
      const previous = tokenizer.decode(tokens.subarray(at - 1, at));
      if (SENTENCE_END.test(previous)) return at;
    }
  }
  return charBoundaryAtOrBefore(tokens, raw, tokenizer);
}

/**
 * The whitespace that separates a needle from its neighbours: a space
 * unless the text beside it already has whitespace or is absent.
 */
export function needlePadding(
  tokens: Uint32Array,
  index: number,
  tokenizer: Tokenizer,
): { pad_before: string; pad_after: string } {
  const before = index > 0
    ? tokenizer.decode(tokens.subarray(Math.max(0, index - 1), index))
    : "";
  const after = index < tokens.length
    ? tokenizer.decode(tokens.subarray(index, index + 1))
    : "";
  return {
    pad_before: before === "" || /\s$/.test(before) ? "" : " ",
    pad_after: after === "" || /^\s/.test(after) ? "" : " ",
  };
}

/** The context text: haystack tokens with each needle spliced in. */
export function renderContext(
  haystack: Uint32Array,
  placements: readonly NeedlePlacement[],
  tokenizer: Tokenizer,
): string {
  const ordered = [...placements].sort((a, b) =>
    a.insertion_token_index - b.insertion_token_index
  );
  let out = "";
  let from = 0;
  for (const needle of ordered) {
    out += tokenizer.decode(
      haystack.subarray(from, needle.insertion_token_index),
    );
    out += needle.pad_before + needle.text + needle.pad_after;
    from = needle.insertion_token_index;
  }
  return out + tokenizer.decode(haystack.subarray(from));
}
