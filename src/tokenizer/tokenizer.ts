/**
 * The interface every tokenizer niah counts with implements (tiktoken's
 * encodings in encoding.ts, the Hugging Face ones in hf_tokenizer.ts), in
 * a file of its own so that neither implementation imports the other.
 *
 * @module
 */

/**
 * Where an encoding promises to split text, so that a count can re-encode
 * only the changed parts of a long text (see cut_rule.ts):
 * `count(a + b) === count(a) + count(b)` whenever the join of `a` and `b`
 * is such a place.
 *
 * - `break_word`: between a line break (`\n` or `\r`) and a following
 *   letter or digit.
 * - `break_before_word`: before a line break that is followed by a letter
 *   or digit.
 */
export type CutRule = "break_word" | "break_before_word";

/**
 * transformers' calls on a Hugging Face tokenizer as reference code makes
 * them (hf_transformers.ts): `encode(text)` with the model's special
 * tokens added, `decode(ids, skip_special_tokens=True)`.
 */
export interface TransformersCalls {
  encode(text: string): Uint32Array;
  decode(tokens: Uint32Array): string;
}

/** Encode, decode and count in one encoding. */
export interface Tokenizer {
  readonly name: string;
  /** Tokens of `text`. tiktoken encodes special-token text as plain text. */
  encode(text: string): Uint32Array;
  /** The UTF-8 bytes of `tokens`, which may end inside a character. */
  decodeBytes(tokens: Uint32Array): Uint8Array;
  /** The text of `tokens`. */
  decode(tokens: Uint32Array): string;
  /** How many tokens `text` encodes to. */
  count(text: string): number;
  /**
   * Whether `count(text)` is cheap however long `text` is (tiktoken on
   * ASCII text sums remembered piece counts, tiktoken_pieces.ts), so a
   * caller may count a long text whole instead of by its parts.
   */
  countIsCheap?(text: string): boolean;
  /** Where the encoding always splits text; absent means no promise. */
  readonly cutRule?: CutRule;
  /**
   * transformers' `encode` and `decode(..., skip_special_tokens=True)`,
   * for a Hugging Face tokenizer whose class niah reads (reference code
   * that truncates with them, as LongBench v2's `pred.py` does); absent
   * for tiktoken, whose reference calls are `encode` and `decode`.
   */
  readonly transformers?: TransformersCalls;
  /** Set when this is not the model's own tokenizer: says what it is. */
  readonly approximation?: string;
}
