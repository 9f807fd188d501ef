/**
 * What niah reads of a Hugging Face `tokenizer.json` and of
 * `@lenml/tokenizers`' objects, the split stages of a pre-tokenizer, and
 * GPT-2's byte-level alphabet: the parts of hf_encoder.ts that describe the
 * package rather than encode.
 *
 * @module
 */

/** What niah uses of a `@lenml/tokenizer-*` package. */
export interface HfTokenizerPackage {
  tokenizerJSON: unknown;
  /** The model's `tokenizer_config.json`. */
  tokenizerConfig?: unknown;
  fromPreTrained(params?: { tokenizerJSON?: unknown }): unknown;
}

/** The parts of `tokenizer.json` read here. */
export interface TokenizerJson {
  model: {
    type: string;
    vocab: Record<string, number>;
    merges: (string | [string, string])[];
    byte_fallback?: boolean | null;
    ignore_merges?: boolean | null;
    end_of_word_suffix?: string | null;
    continuing_subword_suffix?: string | null;
    dropout?: number | null;
  };
  normalizer:
    | { type: string; pattern?: { String?: string }; content?: string }
    | null;
  pre_tokenizer: PreTokenizerConfig | null;
}

/** A pre-tokenizer as `tokenizer.json` configures it. */
interface PreTokenizerConfig {
  type: string;
  pretokenizers?: PreTokenizerConfig[];
  add_prefix_space?: boolean;
  use_regex?: boolean;
}

/** A pre-tokenizer object of `@lenml/tokenizers`. */
interface LenmlPreTokenizer {
  pre_tokenize_text(text: string): string[];
  tokenizers?: LenmlPreTokenizer[];
  use_regex?: boolean;
  pattern?: RegExp;
}

/** A tokenizer object of `@lenml/tokenizers`. */
export interface LenmlTokenizer {
  normalizer: ((text: string) => string) | null;
  pre_tokenizer: LenmlPreTokenizer | null;
  added_tokens_splitter: { split(text: string): string[] };
  added_tokens: {
    id: number;
    content: string;
    lstrip: boolean;
    rstrip: boolean;
  }[];
  model: {
    tokens_to_ids: Map<string, number>;
    vocab: (string | undefined)[];
    unk_token_id?: number;
  };
  remove_space?: boolean;
  do_lowercase_and_remove_accent?: boolean;
}

/** One split stage: a text into pieces. */
export type Stage = (text: string) => string[];

/** The split stages of a pre-tokenizer, and whether it maps bytes to characters. */
export function stagesOf(
  config: PreTokenizerConfig | null,
  object: LenmlPreTokenizer | null,
  unsupported: (what: string) => Error,
): { stages: Stage[]; byteLevel: boolean } {
  const stages: Stage[] = [];
  let byteLevel = false;
  const walk = (
    config: PreTokenizerConfig | null,
    object: LenmlPreTokenizer | null,
  ) => {
    if (!config || !object) return;
    if (byteLevel) {
      throw unsupported("a pre-tokenizer after the byte-level one");
    }
    switch (config.type) {
      case "Sequence":
        (config.pretokenizers ?? []).forEach((inner, i) =>
          walk(inner, object.tokenizers?.[i] ?? null)
        );
        return;
      case "Split":
        stages.push((text) => object.pre_tokenize_text(text));
        return;
      case "ByteLevel": {
        if (config.add_prefix_space) {
          throw unsupported("a byte-level prefix space");
        }
        const pattern = object.pattern;
        if (object.use_regex && pattern) {
          stages.push((text) => text.match(pattern) ?? []);
        }
        byteLevel = true;
        return;
      }
      default:
        throw unsupported(`pre-tokenizer "${config.type}"`);
    }
  };
  walk(config, object);
  return { stages, byteLevel };
}

/** GPT-2's byte-level alphabet: each byte as a printable character. */
export const BYTE_CHARS: string[] = (() => {
  const chars: string[] = new Array(256);
  let extra = 0;
  for (let byte = 0; byte < 256; byte++) {
    const printable = (byte >= 0x21 && byte <= 0x7e) ||
      (byte >= 0xa1 && byte <= 0xac) || (byte >= 0xae && byte <= 0xff);
    chars[byte] = String.fromCharCode(printable ? byte : 256 + extra++);
  }
  return chars;
})();

/** Each character of {@link BYTE_CHARS} back to its byte. */
export const CHAR_BYTES = new Map(BYTE_CHARS.map((char, byte) => [char, byte]));
