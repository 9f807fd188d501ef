/**
 * tiktoken's token count of a long text as a sum of remembered counts.
 * tiktoken's `encode_ordinary` splits text with its encoding's regex and
 * byte-pair encodes each match on its own, so a count is a sum over any
 * split the regex always makes. Two levels are used:
 *
 * - **Stretches**: a space after a printable ASCII character other than a
 *   space always starts a new piece in both regexes (cut_rule.ts says
 *   why), so the text is cut there into stretches (space_stretches.ts),
 *   each found in a table by its hash (no string is made for a stretch
 *   met before) and counted once.
 * - **Pieces**: a stretch not met before is counted by its regex pieces
 *   when it is ASCII, each piece's count remembered, and whole otherwise.
 *   The regexes are tiktoken's own `pat_str`s (the package's
 *   `encoders/*.json`); on ASCII, JavaScript's `\s`, `\p{L}` and `\p{N}`
 *   are exactly Rust's, so the pieces are tiktoken's. A stretch with any
 *   other character is encoded whole, so no difference between Unicode
 *   tables can change a count.
 *
 * The counts are tiktoken's (tests/tokenizer/tiktoken_pieces_test.ts
 * checks them against whole encodes); a 128k-token text of few distinct
 * stretches (RULER's noise, needles and word lists) counts in a few
 * milliseconds instead of a WASM encode of the whole. Written here because
 * tiktoken's JavaScript API offers a whole encode and nothing between.
 *
 * @module
 */

import { cl100kPieceEnd, o200kPieceEnd } from "./ascii_pieces.ts";
import { fnv1aFold, FNV_OFFSET } from "../random/fnv1a.ts";
import { forEachStretch } from "./space_stretches.ts";

/**
 * tiktoken's pre-tokenizer regexes, as its encoders/*.json give them
 * (ascii_pieces.ts follows them on ASCII; its test checks it against them).
 */
export const TIKTOKEN_PATTERNS = {
  cl100k_base:
    "(?i:'s|'t|'re|'ve|'m|'ll|'d)|[^\\r\\n\\p{L}\\p{N}]?\\p{L}+|\\p{N}{1,3}| ?[^\\s\\p{L}\\p{N}]+[\\r\\n]*|\\s*[\\r\\n]+|\\s+(?!\\S)|\\s+",
  o200k_base:
    "[^\\r\\n\\p{L}\\p{N}]?[\\p{Lu}\\p{Lt}\\p{Lm}\\p{Lo}\\p{M}]*[\\p{Ll}\\p{Lm}\\p{Lo}\\p{M}]+(?i:'s|'t|'re|'ve|'m|'ll|'d)?|[^\\r\\n\\p{L}\\p{N}]?[\\p{Lu}\\p{Lt}\\p{Lm}\\p{Lo}\\p{M}]+[\\p{Ll}\\p{Lm}\\p{Lo}\\p{M}]*(?i:'s|'t|'re|'ve|'m|'ll|'d)?|\\p{N}{1,3}| ?[^\\s\\p{L}\\p{N}]+[\\r\\n/]*|\\s*[\\r\\n]+|\\s+(?!\\S)|\\s+",
} as const;

/** An encoding whose pieces niah can split: tiktoken's two. */
type PieceEncoding = keyof typeof TIKTOKEN_PATTERNS;

/** Texts shorter than this are encoded whole: splitting saves nothing. */
const SHORT_TEXT = 256;
/** Stretches and pieces longer than this are counted, not remembered. */
const REMEMBERED_LENGTH = 128;
/** Lines longer than this are counted by their stretches only. */
const REMEMBERED_LINE = 1024;
/** A memory is emptied when it holds this many entries. */
const REMEMBERED_COUNT = 1 << 16;

/**
 * Whether `hash` was met before in `seen` (one hash a slot, the latest
 * kept): a first meeting is recorded and answers false.
 */
function metBefore(seen: Int32Array, hash: number): boolean {
  const slot = hash & (seen.length - 1);
  if (seen[slot] === hash) return true;
  seen[slot] = hash;
  return false;
}

/**
 * `text` as a string of its own: V8 keeps a slice of 13 or more characters
 * as a view of the whole text it came from, and a remembered view would
 * keep every long text counted alive.
 */
function flatCopy(text: string): string {
  return text.length < 13 ? text : (" " + text).slice(1);
}

/**
 * Whether `text` is long enough that {@link tiktokenPieceCount} sums its
 * parts instead of encoding it whole.
 */
export function countsByPieces(text: string): boolean {
  return text.length >= SHORT_TEXT;
}

/**
 * Counts of short texts by (hash, text): open addressing over typed arrays, the
 * text kept once per entry and compared in place with `startsWith`.
 */
class CountTable {
  #mask = (1 << 16) - 1;
  #hashes = new Int32Array(1 << 16);
  #counts = new Int32Array(1 << 16).fill(-1);
  #texts: (string | undefined)[] = new Array(1 << 16);
  #size = 0;

  /** The count of `text[start, end)` hashed to `hash`, or -1. */
  find(hash: number, text: string, start: number, end: number): number {
    const length = end - start;
    for (let i = hash & this.#mask;; i = (i + 1) & this.#mask) {
      const count = this.#counts[i]!;
      if (count < 0) return -1;
      const key = this.#texts[i]!;
      if (
        this.#hashes[i] === hash && key.length === length &&
        text.startsWith(key, start)
      ) {
        return count;
      }
    }
  }

  add(hash: number, key: string, count: number): void {
    if (this.#size >= REMEMBERED_COUNT) this.#reset(16);
    if ((this.#size + 1) * 2 > this.#mask + 1) this.#grow();
    this.#put(hash, key, count);
    this.#size++;
  }

  #put(hash: number, key: string, count: number): void {
    let i = hash & this.#mask;
    while (this.#counts[i]! >= 0) i = (i + 1) & this.#mask;
    this.#hashes[i] = hash;
    this.#counts[i] = count;
    this.#texts[i] = key;
  }

  #grow(): void {
    const hashes = this.#hashes;
    const counts = this.#counts;
    const texts = this.#texts;
    this.#reset(Math.log2(this.#mask + 1) + 1);
    for (let i = 0; i < counts.length; i++) {
      if (counts[i]! >= 0) this.#put(hashes[i]!, texts[i]!, counts[i]!);
    }
  }

  #reset(bits: number): void {
    const size = 1 << bits;
    this.#mask = size - 1;
    this.#hashes = new Int32Array(size);
    this.#counts = new Int32Array(size).fill(-1);
    this.#texts = new Array(size);
    this.#size = 0;
  }
}

/** FNV-1a over `text[from, to)`'s UTF-16 code units. */
function hashOf(text: string, from: number, to: number): number {
  return fnv1aFold(FNV_OFFSET, text, from, to);
}

/**
 * Counts of texts met more than once: a text is remembered the second time
 * it is met, so one-off texts (a random key, a uuid) never fill the table.
 */
class Memory {
  readonly #table = new CountTable();
  readonly #metOnce = new Int32Array(1 << 16);

  /** The count of `text[from, to)` hashed to `hash`, or -1. */
  recall(hash: number, text: string, from: number, to: number): number {
    return this.#table.find(hash, text, from, to);
  }

  note(hash: number, text: string, from: number, to: number, count: number) {
    if (metBefore(this.#metOnce, hash)) {
      this.#table.add(hash, flatCopy(text.slice(from, to)), count);
    }
  }
}

/** tiktoken's count of one encoding by lines, stretches and pieces. */
class PieceCounter {
  readonly #pieceEnd: (text: string, i: number) => number;
  readonly #countWhole: (text: string) => number;
  readonly #pieces = new Memory();
  readonly #stretches = new Memory();
  readonly #lines = new Memory();
  /** The last long text counted whole, its line ends and tokens up to each. */
  #last: { text: string; ends: number[]; tokens: number[] } | undefined;

  constructor(name: PieceEncoding, countWhole: (text: string) => number) {
    this.#pieceEnd = name === "cl100k_base" ? cl100kPieceEnd : o200kPieceEnd;
    this.#countWhole = countWhole;
  }

  count(text: string): number {
    if (!countsByPieces(text)) return this.#countWhole(text);
    const known = this.#prefixOfLast(text);
    if (known !== undefined) {
      return known.tokens + this.#linesFrom(text, known.from, null);
    }
    const last = { text, ends: [] as number[], tokens: [] as number[] };
    const tokens = this.#linesFrom(text, 0, last);
    this.#last = last;
    return tokens;
  }

  /**
   * Tokens of `text` from `from` (a cut) by its lines, the end of each line
   * and the tokens up to it recorded in `record` when given.
   */
  #linesFrom(
    text: string,
    from: number,
    record: { ends: number[]; tokens: number[] } | null,
  ): number {
    let tokens = 0;
    let start = from;
    // Lines: a line break before an ASCII letter or digit is a cut.
    for (
      let at = text.indexOf("\n", from);
      at >= 0;
      at = text.indexOf("\n", at + 1)
    ) {
      if (!isAsciiWordStart(text.charCodeAt(at + 1))) continue;
      tokens += this.#line(text, start, at + 1);
      start = at + 1;
      record?.ends.push(start);
      record?.tokens.push(tokens);
    }
    return tokens + this.#line(text, start, text.length);
  }

  /**
   * Where `text` is a prefix of the last text counted (a sample's text up
   * to its answer, counted after the whole): the tokens up to the last line
   * cut inside it, which is a cut of `text` too, and that cut.
   */
  #prefixOfLast(text: string): { tokens: number; from: number } | undefined {
    const last = this.#last;
    if (last === undefined || text.length >= last.text.length) return;
    if (last.ends.length === 0 || !last.text.startsWith(text)) return;
    // The last recorded line end strictly inside `text`.
    let lo = 0;
    let hi = last.ends.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (last.ends[mid]! < text.length) lo = mid + 1;
      else hi = mid;
    }
    if (lo === 0) return;
    return { tokens: last.tokens[lo - 1]!, from: last.ends[lo - 1]! };
  }

  /** Tokens of the line `text[from, to)`, remembered whole. */
  #line(text: string, from: number, to: number): number {
    if (to - from > REMEMBERED_LINE) return this.#stretchesOf(text, from, to);
    const hash = hashOf(text, from, to);
    let tokens = this.#lines.recall(hash, text, from, to);
    if (tokens < 0) {
      tokens = this.#stretchesOf(text, from, to);
      this.#lines.note(hash, text, from, to, tokens);
    }
    return tokens;
  }

  /** Tokens of `text[from, to)`, which starts at a cut, by its stretches. */
  #stretchesOf(text: string, from: number, to: number): number {
    let tokens = 0;
    forEachStretch(text, from, to, (start, end, ascii) => {
      tokens += this.#stretch(
        text,
        start,
        end,
        hashOf(text, start, end),
        ascii,
      );
    });
    return tokens;
  }

  /** Tokens of the stretch `text[start, end)` hashed to `hash`. */
  #stretch(
    text: string,
    start: number,
    end: number,
    hash: number,
    ascii: boolean,
  ): number {
    const long = end - start > REMEMBERED_LENGTH;
    if (!long) {
      const tokens = this.#stretches.recall(hash, text, start, end);
      if (tokens >= 0) return tokens;
    }
    const tokens = ascii
      ? this.#piecesOf(text, start, end)
      : this.#countWhole(text.slice(start, end));
    if (!long) this.#stretches.note(hash, text, start, end, tokens);
    return tokens;
  }

  /** Tokens of `text[start, end)`, a stretch of ASCII between two cuts. */
  #piecesOf(text: string, start: number, end: number): number {
    let tokens = 0;
    // Pieces end where the regex's matches do; none crosses a cut.
    for (let from = start; from < end;) {
      const to = this.#pieceEnd(text, from);
      if (to - from > REMEMBERED_LENGTH) {
        tokens += this.#countWhole(text.slice(from, to));
      } else {
        const hash = hashOf(text, from, to);
        let count = this.#pieces.recall(hash, text, from, to);
        if (count < 0) {
          count = this.#countWhole(text.slice(from, to));
          this.#pieces.note(hash, text, from, to, count);
        }
        tokens += count;
      }
      from = to;
    }
    return tokens;
  }
}

/**
 * A count for tiktoken encoding `name` that sums remembered line, stretch
 * and piece counts, calling `countWhole` (tiktoken's own count) for short
 * texts and for each stretch or piece it has not met.
 */
export function tiktokenPieceCount(
  name: PieceEncoding,
  countWhole: (text: string) => number,
): (text: string) => number {
  const counter = new PieceCounter(name, countWhole);
  return (text) => counter.count(text);
}

/** An ASCII letter or digit (NaN past the end is neither). */
function isAsciiWordStart(code: number): boolean {
  return (code >= 0x30 && code <= 0x39) || (code >= 0x41 && code <= 0x5a) ||
    (code >= 0x61 && code <= 0x7a);
}
