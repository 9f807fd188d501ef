/**
 * tiktoken's token count of a long text as a sum of remembered counts.
 * tiktoken's `encode_ordinary` splits text with its encoding's regex and
 * byte-pair encodes each match on its own, so a count is a sum over any
 * split the regex always makes. Two levels are used:
 *
 * - **Stretches**: a space after a printable ASCII character other than a
 *   space always starts a new piece in both regexes (cut_rule.ts says
 *   why), so the text is cut there into stretches, each found in a table
 *   by a hash computed while scanning (no string is made for a stretch
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

/** tiktoken's pre-tokenizer regexes, as its encoders/*.json give them. */
const PATTERNS = {
  cl100k_base:
    "(?i:'s|'t|'re|'ve|'m|'ll|'d)|[^\\r\\n\\p{L}\\p{N}]?\\p{L}+|\\p{N}{1,3}| ?[^\\s\\p{L}\\p{N}]+[\\r\\n]*|\\s*[\\r\\n]+|\\s+(?!\\S)|\\s+",
  o200k_base:
    "[^\\r\\n\\p{L}\\p{N}]?[\\p{Lu}\\p{Lt}\\p{Lm}\\p{Lo}\\p{M}]*[\\p{Ll}\\p{Lm}\\p{Lo}\\p{M}]+(?i:'s|'t|'re|'ve|'m|'ll|'d)?|[^\\r\\n\\p{L}\\p{N}]?[\\p{Lu}\\p{Lt}\\p{Lm}\\p{Lo}\\p{M}]+[\\p{Ll}\\p{Lm}\\p{Lo}\\p{M}]*(?i:'s|'t|'re|'ve|'m|'ll|'d)?|\\p{N}{1,3}| ?[^\\s\\p{L}\\p{N}]+[\\r\\n/]*|\\s*[\\r\\n]+|\\s+(?!\\S)|\\s+",
} as const;

/** An encoding whose pieces niah can split: tiktoken's two. */
export type PieceEncoding = keyof typeof PATTERNS;

/** Texts shorter than this are encoded whole: splitting saves nothing. */
const SHORT_TEXT = 256;
/** Stretches and pieces longer than this are counted, not remembered. */
const REMEMBERED_LENGTH = 128;
/** A memory is emptied when it holds this many entries. */
const REMEMBERED_COUNT = 1 << 18;

const SPACE = 0x20;
const FNV_OFFSET = 0x811c9dc5;
const FNV_PRIME = 0x01000193;

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

/**
 * A count for tiktoken encoding `name` that sums remembered stretch and
 * piece counts, calling `countWhole` (tiktoken's own count) for short
 * texts and for each stretch or piece it has not met.
 */
export function tiktokenPieceCount(
  name: PieceEncoding,
  countWhole: (text: string) => number,
): (text: string) => number {
  // Sticky: each match starts where the last ended, as tiktoken's do.
  const pattern = new RegExp(PATTERNS[name], "yu");
  const pieces = new Map<string, number>();
  const stretches = new CountTable();
  /** Hashes of stretches met once: a stretch is remembered when met again. */
  const metOnce = new Int32Array(1 << 16);

  /** Tokens of `text[start, end)`, a stretch of ASCII between two cuts. */
  const countPieces = (text: string, start: number, end: number): number => {
    let tokens = 0;
    pattern.lastIndex = start;
    while (pattern.lastIndex < end) {
      const from = pattern.lastIndex;
      // Every character starts a match of both regexes; none crosses a cut.
      pattern.test(text);
      const to = pattern.lastIndex;
      if (to - from > REMEMBERED_LENGTH) {
        tokens += countWhole(text.slice(from, to));
        continue;
      }
      const piece = text.slice(from, to);
      let count = pieces.get(piece);
      if (count === undefined) {
        count = countWhole(piece);
        if (pieces.size >= REMEMBERED_COUNT) pieces.clear();
        pieces.set(flatCopy(piece), count);
      }
      tokens += count;
    }
    return tokens;
  };

  const stretchAt = (
    text: string,
    start: number,
    end: number,
    hash: number,
    ascii: boolean,
  ): number => {
    const long = end - start > REMEMBERED_LENGTH;
    if (!long) {
      const tokens = stretches.find(hash, text, start, end);
      if (tokens >= 0) return tokens;
    }
    const tokens = ascii
      ? countPieces(text, start, end)
      : countWhole(text.slice(start, end));
    if (!long) {
      const slot = hash & (metOnce.length - 1);
      if (metOnce[slot] === hash) {
        stretches.add(hash, flatCopy(text.slice(start, end)), tokens);
      } else metOnce[slot] = hash;
    }
    return tokens;
  };

  return (text) => {
    if (!countsByPieces(text)) return countWhole(text);
    let tokens = 0;
    let start = 0;
    let hash = FNV_OFFSET;
    let before = -1;
    let ascii = true;
    for (let p = 0; p < text.length; p++) {
      const code = text.charCodeAt(p);
      if (code === SPACE && before > SPACE && before < 0x7f && p > start) {
        tokens += stretchAt(text, start, p, hash, ascii);
        start = p;
        hash = FNV_OFFSET;
        ascii = true;
      }
      hash = Math.imul(hash ^ code, FNV_PRIME);
      if (code > 0x7f) ascii = false;
      before = code;
    }
    return tokens + stretchAt(text, start, text.length, hash, ascii);
  };
}
