/**
 * tiktoken's rank table (`encoders/*.json`'s `bpe_ranks`) held compactly:
 * every token's bytes in one array, and an open-addressing hash from byte
 * string to rank over them. A part of a piece is looked up by its place
 * in the piece, without making a string of it.
 *
 * A `Map` from byte string to rank held the same table before: for
 * cl100k_base, 100,256 strings and their entries, about 28 MB of a run's
 * memory and 180 ms of CPU to build; this one is about 2.5 MB (5 MB for
 * o200k_base) and is decoded in one pass over the base64 text.
 *
 * @module
 */

/** No token: what {@link RankTable.rank} answers for bytes that are none. */
export const NO_RANK = 0x7fffffff;

/** base64's alphabet, by char code (-1 for any other char). */
const BASE64 = new Int8Array(128).fill(-1);
for (
  const [i, char] of [
    ..."ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/",
  ].entries()
) {
  BASE64[char.charCodeAt(0)] = i;
}

/** FNV-1a's offset basis and prime. */
const FNV_BASIS = 0x811c9dc5;
const FNV_PRIME = 0x01000193;

/** The bytes of each rank of an encoding, and the rank of each byte string. */
export class RankTable {
  /** Every token's bytes, one after another. */
  readonly #bytes: Uint8Array;
  /** Where each rank's bytes start and end in `#bytes` (equal: no token). */
  readonly #start: Int32Array;
  readonly #end: Int32Array;
  /** Hash slots: a rank, or -1 for an empty slot. */
  readonly #slots: Int32Array;
  readonly #mask: number;

  /**
   * Reads `bpeRanks`: `! <rank>` starts a run; each base64 word after it
   * is the next rank's bytes.
   */
  constructor(bpeRanks: string) {
    const words = bpeRanks.split(" ");
    let ranks = 0;
    let count = 0;
    let byteCount = 0;
    for (let k = 0, rank = 0; k < words.length; k++) {
      if (words[k] === "!") {
        rank = Number(words[++k]);
        continue;
      }
      byteCount += decodedLength(words[k]!);
      ranks = Math.max(ranks, ++rank);
      count++;
    }
    this.#bytes = new Uint8Array(byteCount);
    this.#start = new Int32Array(ranks);
    this.#end = new Int32Array(ranks);
    let capacity = 1;
    while (capacity < count * 2) capacity *= 2;
    this.#slots = new Int32Array(capacity).fill(-1);
    this.#mask = capacity - 1;
    for (let k = 0, rank = 0, at = 0; k < words.length; k++) {
      if (words[k] === "!") {
        rank = Number(words[++k]);
        continue;
      }
      this.#start[rank] = at;
      at = decodeInto(words[k]!, this.#bytes, at);
      this.#end[rank] = at;
      this.#insert(rank++);
    }
  }

  #insert(rank: number): void {
    let hash = FNV_BASIS;
    for (let i = this.#start[rank]!; i < this.#end[rank]!; i++) {
      hash = Math.imul(hash ^ this.#bytes[i]!, FNV_PRIME);
    }
    let slot = hash & this.#mask;
    while (this.#slots[slot] !== -1) slot = (slot + 1) & this.#mask;
    this.#slots[slot] = rank;
  }

  /**
   * The rank of chars `from` to `to` of `text` (each char one byte, as
   * ASCII text's are), or {@link NO_RANK}.
   */
  rank(text: string, from: number, to: number): number {
    let hash = FNV_BASIS;
    for (let i = from; i < to; i++) {
      hash = Math.imul(hash ^ text.charCodeAt(i), FNV_PRIME);
    }
    const length = to - from;
    for (let slot = hash & this.#mask;; slot = (slot + 1) & this.#mask) {
      const rank = this.#slots[slot]!;
      if (rank === -1) return NO_RANK;
      const start = this.#start[rank]!;
      if (this.#end[rank]! - start !== length) continue;
      let i = 0;
      while (
        i < length && this.#bytes[start + i] === text.charCodeAt(from + i)
      ) {
        i++;
      }
      if (i === length) return rank;
    }
  }

  /** How many bytes rank `rank` has; -1 when no token has it. */
  byteLength(rank: number): number {
    const length = rank < this.#end.length
      ? this.#end[rank]! - this.#start[rank]!
      : 0;
    return length > 0 ? length : -1;
  }

  /** Copies rank `rank`'s bytes (a token's) into `out` at `at`; the end. */
  copyBytes(rank: number, out: Uint8Array, at: number): number {
    const end = this.#end[rank]!;
    for (let i = this.#start[rank]!; i < end; i++) out[at++] = this.#bytes[i]!;
    return at;
  }
}

/** How many bytes base64 `word` decodes to. */
function decodedLength(word: string): number {
  let length = word.length;
  while (length > 0 && word.charCodeAt(length - 1) === 61) length--; // "="
  return Math.floor(length * 3 / 4);
}

/** Decodes base64 `word` into `out` at `at`; where its bytes end. */
function decodeInto(word: string, out: Uint8Array, at: number): number {
  let bits = 0;
  let count = 0;
  for (let i = 0; i < word.length; i++) {
    const code = word.charCodeAt(i);
    if (code === 61) break; // "="
    const value = code < 128 ? BASE64[code]! : -1;
    if (value < 0) {
      throw new Error(`tiktoken's rank table has a bad base64 word "${word}"`);
    }
    bits = ((bits << 6) | value) & 0xffff;
    count += 6;
    if (count >= 8) {
      count -= 8;
      out[at++] = (bits >> count) & 0xff;
    }
  }
  return at;
}
