/**
 * An upper bound on token counts that needs no vocabulary: every tokenizer
 * niah counts with (tiktoken's byte-level BPE, the Hugging Face BPE and
 * SentencePiece encoders, counted without special tokens) makes each token
 * of at least one UTF-8 byte of the text as its normaliser leaves it (some
 * apply NFKC, which can stretch a ligature into several letters), except
 * SentencePiece's dummy prefix (one `▁` before the text). So `count(text)`
 * is at most the longest of the text's Unicode forms in bytes, plus one. A
 * check that passes on this bound passes on the real counts too, which lets
 * `validate` skip loading a vocabulary (100-300 ms) for most configs.
 */
import type { Tokenizer } from "./tokenizer.ts";

const encoder = new TextEncoder();

/** Tokens the bound allows beyond the text's UTF-8 bytes. */
const BYTE_BOUND_SLACK = 1;

/** At least as many tokens as any niah tokenizer makes of `text`. */
export function tokenCountBound(text: string): number {
  let bytes = encoder.encode(text).length;
  for (const form of ["NFC", "NFD", "NFKC", "NFKD"]) {
    bytes = Math.max(bytes, encoder.encode(text.normalize(form)).length);
  }
  return bytes + BYTE_BOUND_SLACK;
}

/**
 * A tokenizer that only counts, by {@link tokenCountBound}: for checks
 * whose verdict can only get better with smaller counts. It cannot encode.
 */
export function byteBoundTokenizer(name: string): Tokenizer {
  const cannot = (): never => {
    throw new Error(`the byte bound of "${name}" only counts`);
  };
  return {
    name: `${name} (byte bound)`,
    encode: cannot,
    decodeBytes: cannot,
    decode: cannot,
    count: tokenCountBound,
    approximation:
      "an upper bound on the token count (the longest Unicode form in UTF-8 bytes, plus one)",
  };
}
