/**
 * What the duplicate scan's first pass keeps of each row: its line number,
 * the hash of its key and the status it read, packed in typed arrays (17
 * bytes a row; plain arrays of numbers take several times that, and the
 * garbage collector walks them).
 */
export class HashedRows {
  #lines = new Float64Array(1024);
  #hashes = new Float64Array(1024);
  #statuses = new Uint8Array(1024);
  #length = 0;

  /** Rows kept. */
  get length(): number {
    return this.#length;
  }

  /** Keeps a row (`status` 0 to 255). */
  push(line: number, hash: number, status: number): void {
    if (this.#length === this.#lines.length) {
      const size = 2 * this.#lines.length;
      const lines = new Float64Array(size);
      lines.set(this.#lines);
      this.#lines = lines;
      const hashes = new Float64Array(size);
      hashes.set(this.#hashes);
      this.#hashes = hashes;
      const statuses = new Uint8Array(size);
      statuses.set(this.#statuses);
      this.#statuses = statuses;
    }
    this.#lines[this.#length] = line;
    this.#hashes[this.#length] = hash;
    this.#statuses[this.#length] = status;
    this.#length++;
  }

  /** The line number of row `i`. */
  line(i: number): number {
    return this.#lines[i]!;
  }

  /** The key hash of row `i`. */
  hash(i: number): number {
    return this.#hashes[i]!;
  }

  /** The status of row `i`. */
  status(i: number): number {
    return this.#statuses[i]!;
  }

  /** Every row's hash, in order (a view, until the next push). */
  hashes(): Float64Array {
    return this.#hashes.subarray(0, this.#length);
  }
}
