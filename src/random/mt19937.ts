/**
 * The MT19937 Mersenne Twister (Matsumoto and Nishimura, 1998) that both
 * CPython's `random` and numpy's legacy `RandomState` draw from: the same
 * state, twist and tempering, seeded either way (`initGenrand` from one
 * 32-bit word, `initByArray` from a key).
 *
 * @module
 */

/** Words of state. */
export const MT_N = 624;
const M = 397;
// As int32 (the state is kept as Int32Array): every step of the twist then
// stays in 32-bit integer arithmetic.
const MATRIX_A = 0x9908b0df | 0;
const UPPER_MASK = 0x80000000 | 0;
const LOWER_MASK = 0x7fffffff;

/**
 * One MT19937 generator. Its tempered outputs are computed a whole state
 * at a time (`twist`), so a hot loop may read `out` at `next` itself, as
 * `nextUint32` does, twisting when `next` reaches {@link MT_N}.
 */
export class Mt19937 {
  readonly state = new Int32Array(MT_N);
  /** The tempered outputs of the current state, drawn in order. */
  readonly out = new Uint32Array(MT_N);
  /** The position of the next output in `out` (MT_N or more: twist first). */
  next = MT_N + 1;

  /** The reference `init_genrand(s)`: the state from one 32-bit word. */
  initGenrand(s: number): void {
    const mt = this.state;
    mt[0] = s >>> 0;
    for (let i = 1; i < MT_N; i++) {
      const prev = mt[i - 1]!;
      mt[i] = (Math.imul(1812433253, prev ^ (prev >>> 30)) + i) >>> 0;
    }
    this.next = MT_N;
  }

  /** The reference `init_by_array(key)`: the state from 32-bit words. */
  initByArray(key: readonly number[]): void {
    const mt = this.state;
    const keyLength = key.length;
    this.initGenrand(19650218);
    let i = 1;
    let j = 0;
    for (let k = Math.max(MT_N, keyLength); k > 0; k--) {
      const prev = mt[i - 1]!;
      mt[i] = ((mt[i]! ^ Math.imul(prev ^ (prev >>> 30), 1664525)) + key[j]! +
        j) >>> 0;
      i++;
      j++;
      if (i >= MT_N) {
        mt[0] = mt[MT_N - 1]!;
        i = 1;
      }
      if (j >= keyLength) j = 0;
    }
    for (let k = MT_N - 1; k > 0; k--) {
      const prev = mt[i - 1]!;
      mt[i] = ((mt[i]! ^ Math.imul(prev ^ (prev >>> 30), 1566083941)) - i) >>>
        0;
      i++;
      if (i >= MT_N) {
        mt[0] = mt[MT_N - 1]!;
        i = 1;
      }
    }
    mt[0] = 0x80000000; // MSB is 1, assuring a non-zero initial array
  }

  /** Regenerates the state and tempers its outputs; `next` becomes 0. */
  twist(): void {
    const mt = this.state;
    let kk = 0;
    let y: number;
    for (; kk < MT_N - M; kk++) {
      y = (mt[kk]! & UPPER_MASK) | (mt[kk + 1]! & LOWER_MASK);
      mt[kk] = mt[kk + M]! ^ (y >>> 1) ^ (-(y & 1) & MATRIX_A);
    }
    for (; kk < MT_N - 1; kk++) {
      y = (mt[kk]! & UPPER_MASK) | (mt[kk + 1]! & LOWER_MASK);
      mt[kk] = mt[kk + (M - MT_N)]! ^ (y >>> 1) ^ (-(y & 1) & MATRIX_A);
    }
    y = (mt[MT_N - 1]! & UPPER_MASK) | (mt[0]! & LOWER_MASK);
    mt[MT_N - 1] = mt[M - 1]! ^ (y >>> 1) ^ (-(y & 1) & MATRIX_A);
    const out = this.out;
    for (let i = 0; i < MT_N; i++) {
      y = mt[i]!;
      y ^= y >>> 11;
      y ^= (y << 7) & 0x9d2c5680;
      y ^= (y << 15) & 0xefc60000;
      y ^= y >>> 18;
      out[i] = y >>> 0;
    }
    this.next = 0;
  }

  /** The next tempered 32-bit output, as an unsigned number. */
  nextUint32(): number {
    if (this.next >= MT_N) this.twist();
    return this.out[this.next++]!;
  }

  /** Makes this generator's state a copy of `other`'s. */
  copyFrom(other: Mt19937): void {
    this.state.set(other.state);
    this.out.set(other.out);
    this.next = other.next;
  }
}
