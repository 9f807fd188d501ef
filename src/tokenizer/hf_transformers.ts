/**
 * transformers' own calls on a Hugging Face tokenizer, as reference code
 * makes them (LongBench v2's `pred.py`, pinned to transformers 4.45):
 * `tokenizer.encode(text)`, whose default `add_special_tokens=True` puts
 * the model's special tokens around the text, and `tokenizer.decode(ids,
 * skip_special_tokens=True)`, which leaves out every special added token
 * and, where `tokenizer_config.json` sets `clean_up_tokenization_spaces`,
 * applies `clean_up_tokenization` (" ." to ".", " n't" to "n't", ...).
 *
 * Which tokens `encode` adds is the fast tokenizer's post-processor
 * (`tokenizer.json`: a `TemplateProcessing`, alone or in a `Sequence`;
 * `ByteLevel` adds none), except for the classes whose `__init__`
 * replaces it (`LlamaTokenizerFast`, `GemmaTokenizerFast`:
 * `update_post_processor`, the BOS unless `add_bos_token` is false, the EOS
 * where `add_eos_token` is true). A class or post-processor not described
 * here gives none, and callers use the plain calls.
 *
 * @module
 */
import type { TransformersCalls } from "./tokenizer.ts";

/** A post-processor as `tokenizer.json` configures it. */
interface PostProcessor {
  type: string;
  processors?: PostProcessor[];
  single?: (
    | { SpecialToken: { id: string } }
    | { Sequence: { id: string } }
  )[];
  special_tokens?: Record<string, { ids: number[] }>;
}

/** What is read here of `tokenizer.json`. */
interface JsonParts {
  added_tokens?: { id: number; content: string; special?: boolean }[];
  post_processor?: PostProcessor | null;
}

/** A special token of `tokenizer_config.json`: its text, or an AddedToken. */
type ConfigToken = string | { content: string } | null | undefined;

/** What is read here of `tokenizer_config.json`. */
interface ConfigParts {
  tokenizer_class?: string;
  clean_up_tokenization_spaces?: boolean;
  add_bos_token?: boolean;
  add_eos_token?: boolean;
  bos_token?: ConfigToken;
  eos_token?: ConfigToken;
}

/** The ids `encode` puts before and after the text's. */
interface Template {
  prefix: number[];
  suffix: number[];
}

/** The classes whose post-processor transformers rebuilds from flags. */
const BOS_FLAG_CLASSES = new Set([
  "LlamaTokenizer",
  "LlamaTokenizerFast",
  "GemmaTokenizer",
  "GemmaTokenizerFast",
]);

/** The classes whose post-processor is `tokenizer.json`'s. */
const JSON_CLASSES = new Set([
  "PreTrainedTokenizerFast",
  "Qwen2Tokenizer",
  "Qwen2TokenizerFast",
]);

/** The ids a post-processor adds around one sequence, if it is read here. */
function templateOfJson(
  processor: PostProcessor | null | undefined,
): Template | undefined {
  if (!processor || processor.type === "ByteLevel") {
    return { prefix: [], suffix: [] };
  }
  if (processor.type === "Sequence") {
    const parts = (processor.processors ?? []).map(templateOfJson);
    if (parts.some((part) => part === undefined)) return undefined;
    return {
      prefix: parts.flatMap((part) => part!.prefix),
      suffix: parts.flatMap((part) => part!.suffix),
    };
  }
  if (processor.type !== "TemplateProcessing") return undefined;
  const template: Template = { prefix: [], suffix: [] };
  let seen = false;
  for (const piece of processor.single ?? []) {
    if ("Sequence" in piece) {
      seen = true;
      continue;
    }
    const ids = processor.special_tokens?.[piece.SpecialToken.id]?.ids;
    if (!ids) return undefined;
    (seen ? template.suffix : template.prefix).push(...ids);
  }
  return template;
}

/** The id of a special token the config names. */
function idOf(token: ConfigToken, json: JsonParts): number | undefined {
  const content = typeof token === "string" ? token : token?.content;
  return json.added_tokens?.find((added) => added.content === content)?.id;
}

/** `update_post_processor`'s template: BOS and EOS as the flags say. */
function templateOfFlags(
  config: ConfigParts,
  json: JsonParts,
): Template | undefined {
  const bos = (config.add_bos_token ?? true)
    ? idOf(config.bos_token, json)
    : null;
  const eos = (config.add_eos_token ?? false)
    ? idOf(config.eos_token, json)
    : null;
  if (bos === undefined || eos === undefined) return undefined;
  return {
    prefix: bos === null ? [] : [bos],
    suffix: eos === null ? [] : [eos],
  };
}

/** transformers' `clean_up_tokenization`. */
function cleanUpTokenization(text: string): string {
  return text.replaceAll(" .", ".").replaceAll(" ?", "?")
    .replaceAll(" !", "!").replaceAll(" ,", ",").replaceAll(" ' ", "'")
    .replaceAll(" n't", "n't").replaceAll(" 'm", "'m")
    .replaceAll(" 's", "'s").replaceAll(" 've", "'ve")
    .replaceAll(" 're", "'re");
}

// A leading U+FEFF is text, as transformers' decode keeps it; TextDecoder
// drops it unless told.
const utf8 = new TextDecoder("utf-8", { ignoreBOM: true });

/**
 * transformers' `encode` and `decode(..., skip_special_tokens=True)` over
 * niah's plain calls, or undefined for a class or post-processor not read
 * here.
 */
export function transformersCalls(
  json: unknown,
  config: unknown,
  plain: {
    encode(text: string): Uint32Array;
    decodeBytes(tokens: Uint32Array): Uint8Array;
  },
): TransformersCalls | undefined {
  const parts = json as JsonParts;
  const settings = (config ?? {}) as ConfigParts;
  const name = settings.tokenizer_class ?? "";
  const template = BOS_FLAG_CLASSES.has(name)
    ? templateOfFlags(settings, parts)
    : JSON_CLASSES.has(name)
    ? templateOfJson(parts.post_processor)
    : undefined;
  if (!template) return undefined;
  const special = new Set(
    (parts.added_tokens ?? []).filter((token) => token.special === true)
      .map((token) => token.id),
  );
  const cleanUp = settings.clean_up_tokenization_spaces === true;
  return {
    encode(text) {
      const ids = plain.encode(text);
      const out = new Uint32Array(
        template.prefix.length + ids.length + template.suffix.length,
      );
      out.set(template.prefix, 0);
      out.set(ids, template.prefix.length);
      out.set(template.suffix, template.prefix.length + ids.length);
      return out;
    },
    decode(tokens) {
      const kept = tokens.filter((id) => !special.has(id));
      const text = utf8.decode(plain.decodeBytes(kept));
      return cleanUp ? cleanUpTokenization(text) : text;
    },
  };
}
