/**
 * The encoder behind hf_tokenizer.ts: the package's added-token splitter,
 * normalizer and split regexes, then niah's own byte-pair merging over ids
 * ({@link MergeTable}) with a cache of pieces, and a decode table.
 *
 * @module
 */
import { MergeTable } from "./bpe_merges.ts";
import {
  BYTE_CHARS,
  CHAR_BYTES,
  type HfTokenizerPackage,
  type LenmlTokenizer,
  type Stage,
  stagesOf,
  type TokenizerJson,
} from "./hf_pre_tokenizer.ts";
import { TokenBuffer } from "./token_buffer.ts";
import {
  byteFallbackIds,
  byteLevelIds,
  mergeTable,
  spaceJoinsOf,
} from "./hf_vocab_tables.ts";

const textEncoder = new TextEncoder();

/** Token `id`'s bytes are `bytes[offsets[id], offsets[id + 1])`. */
interface DecodeTable {
  bytes: Uint8Array;
  offsets: Int32Array;
  /** 1 for ids that are tokens. */
  known: Uint8Array;
}

/** Encodes and decodes with one package's vocabulary, exactly as it does. */
export class HfEncoder {
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

    this.#merges = mergeTable(merges, this.#vocab, unsupported);

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
      this.#byteIds.set(byteLevelIds(this.#vocab, unsupported));
      this.#byteFallback = null;
      this.#spaceJoins = null;
    } else {
      this.#byteFallback = model.byte_fallback
        ? byteFallbackIds(this.#vocab)
        : null;
      // (Not with ignore_merges, which looks a whole piece up first.)
      this.#spaceJoins = this.#spaceMark && !this.#ignoreMerges
        ? spaceJoinsOf(merges)
        : null;
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
