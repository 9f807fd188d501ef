/**
 * One interface over the tokenizers niah counts with, loaded lazily and
 * cached per encoding for the life of the process.
 */
import { UsageError } from "../errors.ts";

/** Encodings niah can load. */
export const ENCODINGS = ["cl100k_base", "o200k_base"] as const;

/** Encode, decode and count in one encoding. */
export interface Tokenizer {
  readonly name: string;
  /** Tokens of `text`; special-token text is encoded as plain text. */
  encode(text: string): Uint32Array;
  /** The UTF-8 bytes of `tokens`, which may end inside a character. */
  decodeBytes(tokens: Uint32Array): Uint8Array;
  /** The text of `tokens`. */
  decode(tokens: Uint32Array): string;
  /** How many tokens `text` encodes to. */
  count(text: string): number;
  /**
   * True when the encoding promises that text always splits between a
   * line break (`\n` or `\r`) and a following letter or digit, so that
   * `count(a + b) === count(a) + count(b)` whenever `a` ends with a line
   * break and `b` starts with a letter or digit. Lets a count re-encode
   * only the changed parts of a long text; absent means no such promise.
   */
  readonly newlineLetterSplits?: boolean;
}

const cache = new Map<string, Promise<Tokenizer>>();
const utf8 = new TextDecoder();

/** The tokenizer for `name` (`cl100k_base`, `o200k_base`), loaded once. */
export function getTokenizer(name: string): Promise<Tokenizer> {
  let tokenizer = cache.get(name);
  if (!tokenizer) {
    if (!(ENCODINGS as readonly string[]).includes(name)) {
      return Promise.reject(
        new UsageError(
          `Cannot load tokenizer: unknown encoding "${name}"; expected one of ${
            ENCODINGS.join(", ")
          }`,
        ),
      );
    }
    // Imported on first use: commands that never count tokens never pay
    // for compiling the WASM or parsing the BPE ranks.
    tokenizer = import("./tiktoken_wasm.js").then(async (module) => {
      const getEncoding = await module.loadTiktoken();
      const encoding = getEncoding(name as Parameters<typeof getEncoding>[0]);
      return {
        name,
        encode: (text) => encoding.encode_ordinary(text),
        decodeBytes: (tokens) => encoding.decode(tokens),
        decode: (tokens) => utf8.decode(encoding.decode(tokens)),
        count: (text) => encoding.encode_ordinary(text).length,
        // Neither pre-tokenizer regex can match a line break followed by
        // a letter or digit (see src/haystack/count_rendered.ts).
        newlineLetterSplits: true,
      };
    });
    cache.set(name, tokenizer);
  }
  return tokenizer;
}
