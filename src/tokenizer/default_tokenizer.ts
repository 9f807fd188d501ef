/**
 * The tokenizer a model config gets when it names none: read off the
 * model's name (`request.model`) where the name says which family it is,
 * else cl100k_base.
 */
import type { TokenizerName } from "./encoding.ts";

/** When a model config names no tokenizer and its name says nothing. */
export const FALLBACK_TOKENIZER: TokenizerName = "cl100k_base";

/**
 * Families recognised in a model name (lowercased). A name that matches
 * two families, a family's `unless` (an older generation with another
 * tokenizer), or "distill" (a distilled model is named after its teacher
 * but keeps its student's tokenizer) is ambiguous and gets
 * {@link FALLBACK_TOKENIZER}.
 */
const FAMILIES: readonly {
  pattern: RegExp;
  tokenizer: TokenizerName;
  unless?: RegExp;
}[] = [
  {
    pattern: /deepseek/,
    tokenizer: "deepseek_v3",
    unless: /deepseek-?(v2|coder|llm|moe|math|vl)/,
  },
  { pattern: /qwen-?3(?![0-9])/, tokenizer: "qwen3" },
  // Llama 3.1, 3.2 and 3.3 share 3.1's tokenizer; "llama-3-8b" is 3.0.
  { pattern: /llama-?3[._]?[123](?![0-9])/, tokenizer: "llama3_1" },
  { pattern: /llama-?3(?![._]?[123](?![0-9])|[0-9])/, tokenizer: "llama3" },
  { pattern: /gemma-?3(?![0-9])/, tokenizer: "gemma3" },
  { pattern: /gpt-?oss/, tokenizer: "gptoss" },
  // As tiktoken's table of OpenAI models.
  {
    pattern:
      /(^|[^a-z0-9])(chatgpt-4o|gpt-4o|gpt-4\.1|gpt-4\.5|gpt-5|o1|o3|o4)(?![0-9])/,
    tokenizer: "o200k_base",
  },
  {
    pattern: /(^|[^a-z0-9])(gpt-4|gpt-3\.5)(?![.o0-9])/,
    tokenizer: "cl100k_base",
  },
];

/** The tokenizer the model called `model` most likely uses. */
export function defaultTokenizer(model: string): TokenizerName {
  const name = model.toLowerCase();
  if (name.includes("distill")) return FALLBACK_TOKENIZER;
  const found = new Set<TokenizerName>();
  for (const family of FAMILIES) {
    if (!family.pattern.test(name)) continue;
    if (family.unless?.test(name)) return FALLBACK_TOKENIZER;
    found.add(family.tokenizer);
  }
  return found.size === 1 ? [...found][0]! : FALLBACK_TOKENIZER;
}
