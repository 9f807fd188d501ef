/**
 * A growing list of token ids, for encoders that do not know a text's
 * token count in advance.
 *
 * @module
 */

/** A growing list of token ids. */
export class TokenBuffer {
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
