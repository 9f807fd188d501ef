/**
 * Byte-pair merging over token ids: the step of a BPE tokenizer that turns
 * one pre-tokenized piece into tokens. Merges are applied as Hugging Face's
 * tokenizers (and `@lenml/tokenizers`) apply them: always the pair of
 * lowest rank next, the leftmost one among equals.
 *
 * @module
 */
import { PairHeap } from "./pair_heap.ts";

/** Ids are below this; a pair's key is `left * ID_BOUND + right`. */
const ID_BOUND = 2 ** 20;

/** A merge table: pair of ids to rank, and rank to the merged id. */
export class MergeTable {
  readonly #ranks = new Map<number, number>();
  readonly #results: Int32Array;

  /**
   * `merges[rank]` is a pair of ids (either -1 when not in the vocabulary:
   * such a merge never applies) and `results[rank]` the id of the merged
   * token. A pair listed twice keeps its last rank, as `@lenml/tokenizers`
   * does.
   */
  constructor(pairs: Int32Array, results: Int32Array) {
    this.#results = results;
    for (let rank = 0; rank < results.length; rank++) {
      const left = pairs[2 * rank]!;
      const right = pairs[2 * rank + 1]!;
      if (left < 0 || right < 0) continue;
      if (left >= ID_BOUND || right >= ID_BOUND) {
        throw new RangeError(`token id ${Math.max(left, right)} is too large`);
      }
      this.#ranks.set(left * ID_BOUND + right, rank);
    }
  }

  /** The rank of merging `left` with `right`, or -1 if they do not merge. */
  rank(left: number, right: number): number {
    if (left < 0 || right < 0) return -1;
    return this.#ranks.get(left * ID_BOUND + right) ?? -1;
  }

  /** The id of the token a merge of `rank` makes. */
  result(rank: number): number {
    return this.#results[rank]!;
  }

  /**
   * Merges `symbols[0, length)` in place and returns the new length.
   * Negative symbols (unknown characters) never merge and keep their
   * place relative to the others.
   */
  merge(symbols: Int32Array, length: number): number {
    return length <= SMALL
      ? this.#mergeSmall(symbols, length)
      : this.#mergeLarge(symbols, length);
  }

  // Short pieces (nearly all of them): scan for the best pair each round.
  #mergeSmall(symbols: Int32Array, length: number): number {
    let n = length;
    for (;;) {
      let best = -1;
      let at = -1;
      for (let i = 0; i + 1 < n; i++) {
        const rank = this.rank(symbols[i]!, symbols[i + 1]!);
        if (rank >= 0 && (best < 0 || rank < best)) {
          best = rank;
          at = i;
        }
      }
      if (at < 0) return n;
      symbols[at] = this.#results[best]!;
      symbols.copyWithin(at + 1, at + 2, n);
      n--;
    }
  }

  // Long pieces: a linked list and a heap of candidate pairs ordered by
  // (rank, position), O(n log n). Stale heap entries are skipped: a pair
  // whose rank is unchanged is the same pair, since a rank names one pair.
  #mergeLarge(symbols: Int32Array, length: number): number {
    const next = new Int32Array(length);
    const prev = new Int32Array(length);
    const alive = new Uint8Array(length).fill(1);
    for (let i = 0; i < length; i++) {
      next[i] = i + 1 < length ? i + 1 : -1;
      prev[i] = i - 1;
    }
    const heap = new PairHeap(length);
    for (let i = 0; i + 1 < length; i++) {
      const rank = this.rank(symbols[i]!, symbols[i + 1]!);
      if (rank >= 0) heap.push(rank, i);
    }
    while (heap.size > 0) {
      const rank = heap.topRank();
      const at = heap.topPosition();
      heap.pop();
      if (!alive[at]) continue;
      const right = next[at]!;
      if (right < 0 || this.rank(symbols[at]!, symbols[right]!) !== rank) {
        continue;
      }
      symbols[at] = this.#results[rank]!;
      alive[right] = 0;
      const after = next[right]!;
      next[at] = after;
      if (after >= 0) prev[after] = at;
      const before = prev[at]!;
      if (before >= 0) {
        const left = this.rank(symbols[before]!, symbols[at]!);
        if (left >= 0) heap.push(left, before);
      }
      if (after >= 0) {
        const following = this.rank(symbols[at]!, symbols[after]!);
        if (following >= 0) heap.push(following, at);
      }
    }
    let n = 0;
    for (let i = 0; i >= 0; i = next[i]!) symbols[n++] = symbols[i]!;
    return n;
  }
}

/** Pieces up to this many symbols merge by scanning. */
const SMALL = 48;
