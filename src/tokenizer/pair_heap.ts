/**
 * A binary min-heap of (rank, position) pairs, the smaller position first
 * among equal ranks: the order in which byte-pair merging applies merges
 * (bpe_merges.ts over token ids, tiktoken_ascii.ts over byte strings).
 *
 * @module
 */

/** A binary min-heap of (rank, position) pairs. */
export class PairHeap {
  #ranks: Int32Array;
  #positions: Int32Array;
  size = 0;

  constructor(capacity: number) {
    this.#ranks = new Int32Array(Math.max(16, capacity));
    this.#positions = new Int32Array(Math.max(16, capacity));
  }

  topRank(): number {
    return this.#ranks[0]!;
  }

  topPosition(): number {
    return this.#positions[0]!;
  }

  push(rank: number, position: number): void {
    if (this.size === this.#ranks.length) {
      const ranks = new Int32Array(this.size * 2);
      ranks.set(this.#ranks);
      this.#ranks = ranks;
      const positions = new Int32Array(this.size * 2);
      positions.set(this.#positions);
      this.#positions = positions;
    }
    let i = this.size++;
    while (i > 0) {
      const parent = (i - 1) >> 1;
      if (!this.#less(rank, position, parent)) break;
      this.#ranks[i] = this.#ranks[parent]!;
      this.#positions[i] = this.#positions[parent]!;
      i = parent;
    }
    this.#ranks[i] = rank;
    this.#positions[i] = position;
  }

  pop(): void {
    const last = --this.size;
    if (last === 0) return;
    const rank = this.#ranks[last]!;
    const position = this.#positions[last]!;
    let i = 0;
    for (;;) {
      let child = 2 * i + 1;
      if (child >= last) break;
      if (
        child + 1 < last &&
        this.#lessAt(child + 1, child)
      ) child++;
      if (
        !this.#less(
          this.#ranks[child]!,
          this.#positions[child]!,
          i,
          rank,
          position,
        )
      ) {
        break;
      }
      this.#ranks[i] = this.#ranks[child]!;
      this.#positions[i] = this.#positions[child]!;
      i = child;
    }
    this.#ranks[i] = rank;
    this.#positions[i] = position;
  }

  // (rank, position) < entry `at`, or < (atRank, atPosition) when given.
  #less(
    rank: number,
    position: number,
    at: number,
    atRank = this.#ranks[at]!,
    atPosition = this.#positions[at]!,
  ): boolean {
    return rank < atRank || (rank === atRank && position < atPosition);
  }

  #lessAt(a: number, b: number): boolean {
    return this.#less(this.#ranks[a]!, this.#positions[a]!, b);
  }
}
