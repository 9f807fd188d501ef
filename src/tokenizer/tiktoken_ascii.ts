/**
 * tiktoken's `encode_ordinary` of ASCII text, in JavaScript: the text is
 * split into the pieces tiktoken's regex makes (ascii_pieces.ts, checked
 * against the regexes), and each piece is byte-pair encoded by tiktoken's
 * own rule over the rank table its package ships (`encoders/*.json`): a
 * piece that is a token is that token, else adjacent parts are merged,
 * always the pair whose joined bytes have the lowest rank next, the
 * leftmost among equals, until no joined pair is a token. A token's rank
 * is its id, so the ranks are the tokens.
 *
 * Written here because tiktoken offers no cheaper encoder: building its
 * WASM one parses the same table inside WASM, 250-340 ms of CPU for
 * cl100k_base, a tenth of a 2,000-cell run, where this table
 * (rank_table.ts: the bytes in one array, hashed) takes 20 to 65 ms and
 * about 2.5 MB (on the same shared machine, at different hours). encoding.ts
 * sends text with any other character to the WASM encoder, built on first
 * need, so no Unicode table of JavaScript's can change a token.
 * tests/tokenizer/tiktoken_ascii_test.ts checks tokens against tiktoken's
 * on the Paul Graham essays and on random ASCII.
 *
 * @module
 */
import { PairHeap } from "./pair_heap.ts";
import { NO_RANK, RankTable } from "./rank_table.ts";

/** A rank table as tiktoken's `encoders/*.json` give it. */
export interface TiktokenRanks {
  /** `! <rank>` starts a run; each base64 word after it is the next rank. */
  bpe_ranks: string;
  special_tokens: Record<string, number>;
}

/** No token: a joined pair that never merges. */
const NONE = NO_RANK;
/** Pieces up to this long merge by scanning; longer ones by a heap. */
const SCANNED = 64;
/** Pieces up to this long keep their tokens once met. */
const REMEMBERED = 32;
/** The remembered pieces are forgotten when there are this many. */
const REMEMBERED_COUNT = 1 << 16;

const utf8 = new TextEncoder();

/** Whether `text` is all ASCII, which {@link AsciiBpe} encodes. */
export function isAscii(text: string): boolean {
  return /^\p{ASCII}*$/u.test(text);
}

/** tiktoken's encoder of one encoding, for ASCII text. */
export class AsciiBpe {
  /** The ranks, by bytes and by rank. */
  readonly #ranks: RankTable;
  /** The special tokens' bytes, by id. */
  readonly #special = new Map<number, Uint8Array>();
  readonly #pieceEnd: (text: string, i: number) => number;
  readonly #remembered = new Map<string, readonly number[]>();

  constructor(
    table: TiktokenRanks,
    pieceEnd: (text: string, i: number) => number,
  ) {
    this.#pieceEnd = pieceEnd;
    this.#ranks = new RankTable(table.bpe_ranks);
    for (const [text, special] of Object.entries(table.special_tokens)) {
      if (this.#ranks.byteLength(special) < 0) {
        this.#special.set(special, utf8.encode(text));
      }
    }
  }

  /** The tokens of `text`, which must be ASCII ({@link isAscii}). */
  encode(text: string): Uint32Array {
    const tokens: number[] = [];
    for (let from = 0; from < text.length;) {
      const to = this.#pieceEnd(text, from);
      for (const token of this.#piece(text.slice(from, to))) {
        tokens.push(token);
      }
      from = to;
    }
    return Uint32Array.from(tokens);
  }

  /** How many tokens `text` (ASCII) encodes to. */
  count(text: string): number {
    let count = 0;
    for (let from = 0; from < text.length;) {
      const to = this.#pieceEnd(text, from);
      count += this.#piece(text.slice(from, to)).length;
      from = to;
    }
    return count;
  }

  /** The bytes of `tokens`; an id no token has is a RangeError. */
  decodeBytes(tokens: Uint32Array): Uint8Array {
    let length = 0;
    for (const token of tokens) {
      const bytes = this.#ranks.byteLength(token);
      if (bytes >= 0) length += bytes;
      else {
        const special = this.#special.get(token);
        if (special === undefined) throw new RangeError(`no token ${token}`);
        length += special.length;
      }
    }
    const out = new Uint8Array(length);
    let at = 0;
    for (const token of tokens) {
      // An ordinary token (the first loop checked every id) before a map.
      if (this.#ranks.byteLength(token) >= 0) {
        at = this.#ranks.copyBytes(token, out, at);
      } else {
        const special = this.#special.get(token)!;
        out.set(special, at);
        at += special.length;
      }
    }
    return out;
  }

  /** The tokens of one piece. */
  #piece(piece: string): readonly number[] {
    const whole = this.#ranks.rank(piece, 0, piece.length);
    if (whole !== NONE) return [whole];
    if (piece.length > REMEMBERED) return this.#merge(piece);
    let tokens = this.#remembered.get(piece);
    if (tokens === undefined) {
      if (this.#remembered.size >= REMEMBERED_COUNT) this.#remembered.clear();
      tokens = this.#merge(piece);
      this.#remembered.set(piece, tokens);
    }
    return tokens;
  }

  #rank(piece: string, from: number, to: number): number {
    return this.#ranks.rank(piece, from, to);
  }

  /** The tokens of `piece` (two bytes or more, not a token itself). */
  #merge(piece: string): number[] {
    const starts = piece.length <= SCANNED
      ? this.#scanMerge(piece)
      : this.#heapMerge(piece);
    const tokens: number[] = [];
    for (let i = 0; i + 1 < starts.length; i++) {
      tokens.push(this.#rank(piece, starts[i]!, starts[i + 1]!));
    }
    return tokens;
  }

  /**
   * tiktoken's `_byte_pair_merge` as written: `starts` are the parts'
   * first bytes (and the end), `ranks[i]` the rank of parts i and i + 1
   * joined; each round merges the lowest, the leftmost among equals.
   */
  #scanMerge(piece: string): number[] {
    const starts: number[] = [];
    const ranks: number[] = [];
    for (let i = 0; i + 1 < piece.length; i++) {
      starts.push(i);
      ranks.push(this.#rank(piece, i, i + 2));
    }
    starts.push(piece.length - 1, piece.length);
    ranks.push(NONE, NONE);
    // The rank of parts i to i + 2 joined (after i and i + 1 merge).
    const joined = (i: number) =>
      i + 3 < starts.length
        ? this.#rank(piece, starts[i]!, starts[i + 3]!)
        : NONE;
    for (;;) {
      let lowest = NONE;
      let at = -1;
      for (let i = 0; i + 1 < ranks.length; i++) {
        if (ranks[i]! < lowest) {
          lowest = ranks[i]!;
          at = i;
        }
      }
      if (at < 0) return starts;
      if (at > 0) ranks[at - 1] = joined(at - 1);
      ranks[at] = joined(at);
      starts.splice(at + 1, 1);
      ranks.splice(at + 1, 1);
    }
  }

  /**
   * The same merges in the same order for a long piece, in O(n log n): the
   * parts are a linked list and the candidate pairs a heap by (rank,
   * first byte). An entry is stale when its pair no longer joins to its
   * rank (a rank names one byte string), and is skipped.
   */
  #heapMerge(piece: string): number[] {
    const n = piece.length;
    const next = new Int32Array(n);
    const prev = new Int32Array(n);
    for (let i = 0; i < n; i++) {
      next[i] = i + 1;
      prev[i] = i - 1;
    }
    const heap = new PairHeap(n);
    const push = (left: number) => {
      const right = next[left]!;
      if (right >= n) return;
      const rank = this.#rank(piece, left, next[right]!);
      if (rank !== NONE) heap.push(rank, left);
    };
    for (let i = 0; i + 1 < n; i++) push(i);
    const alive = new Uint8Array(n).fill(1);
    while (heap.size > 0) {
      const rank = heap.topRank();
      const left = heap.topPosition();
      heap.pop();
      const right = next[left]!;
      if (!alive[left] || right >= n) continue;
      if (this.#rank(piece, left, next[right]!) !== rank) continue;
      alive[right] = 0;
      next[left] = next[right]!;
      if (next[left]! < n) prev[next[left]!] = left;
      if (prev[left]! >= 0) push(prev[left]!);
      push(left);
    }
    const starts: number[] = [];
    for (let i = 0; i < n; i = next[i]!) starts.push(i);
    starts.push(n);
    return starts;
  }
}
