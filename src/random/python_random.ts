/**
 * Bit-compatible port of CPython's `random.Random` (MT19937) for integer seeds.
 *
 * niah derives seeded values (notably UUIDs) that must equal those produced by
 * the Python needle-in-a-haystack tool for the same seed, so every method here
 * mirrors CPython 3.12's `Modules/_randommodule.c` and `Lib/random.py` exactly,
 * including how many 32-bit words each call consumes.
 *
 * @module
 */

import { Mt19937, MT_N } from "./mt19937.ts";

/** Number of bits needed to represent a non-negative bigint (Python's `int.bit_length`). */
function bitLength(n: bigint): number {
  return n === 0n ? 0 : n.toString(2).length;
}

/** Converts a number or bigint argument to a bigint, rejecting non-integers. */
function toInteger(value: number | bigint, name: string): bigint {
  if (typeof value === "bigint") return value;
  if (!Number.isSafeInteger(value)) {
    throw new RangeError(`${name} must be a safe integer, got ${value}`);
  }
  return BigInt(value);
}

/**
 * CPython's `random.Random` seeded from an integer, reproducing its output bit
 * for bit so that niah's seeded choices match the reference's for one seed.
 */
export class PythonRandom {
  readonly #mt = new Mt19937();

  /**
   * Seeds the generator as CPython 3 does for an int seed: `init_by_array`
   * over the 32-bit chunks of `abs(seed)`, least significant first (0 gives
   * the key `[0]`), so equal seeds yield the reference's sequence.
   */
  constructor(seed: number | bigint) {
    let n = toInteger(seed, "seed");
    if (n < 0n) n = -n;
    const key: number[] = [];
    while (n > 0n) {
      key.push(Number(n & 0xffffffffn));
      n >>= 32n;
    }
    if (key.length === 0) key.push(0);
    this.#mt.initByArray(key);
  }

  /**
   * Next raw 32-bit MT19937 output as an unsigned number; every other method
   * is built on it, exactly like CPython's `genrand_uint32`.
   */
  genrandUint32(): number {
    return this.#mt.nextUint32();
  }

  /**
   * Python's `getrandbits(k)`: k random bits as a bigint (one word shifted
   * right by `32 - k` for k <= 32, else words filled least significant first
   * with the last one shifted), consuming the same words as CPython.
   */
  getrandbits(k: number): bigint {
    if (!Number.isSafeInteger(k) || k < 0) {
      throw new RangeError(`number of bits must be a non-negative integer`);
    }
    if (k === 0) return 0n;
    if (k <= 32) return BigInt(this.genrandUint32() >>> (32 - k));
    let result = 0n;
    let shift = 0n;
    for (let remaining = k; remaining > 0; remaining -= 32) {
      let r = this.genrandUint32();
      if (remaining < 32) r >>>= 32 - remaining;
      result |= BigInt(r) << shift;
      shift += 32n;
    }
    return result;
  }

  /**
   * Python's `random()`: a float in [0, 1) built from 53 bits of two words,
   * `(a * 2**26 + b) / 2**53` with `a = w1 >>> 5` and `b = w2 >>> 6`.
   */
  random(): number {
    const a = this.genrandUint32() >>> 5;
    const b = this.genrandUint32() >>> 6;
    return (a * 67108864 + b) / 9007199254740992;
  }

  /**
   * Python's `_randbelow_with_getrandbits(n)`: a uniform integer in [0, n)
   * by redrawing `getrandbits(n.bit_length())` until it is below n.
   */
  randbelow(n: number): number {
    if (!Number.isSafeInteger(n) || n <= 0) {
      throw new RangeError(`randbelow needs a positive safe integer, got ${n}`);
    }
    if (n <= 0xffffffff) {
      const shift = Math.clz32(n); // 32 - n.bit_length()
      let r = this.genrandUint32() >>> shift;
      while (r >= n) r = this.genrandUint32() >>> shift;
      return r;
    }
    const big = BigInt(n);
    const k = bitLength(big);
    let r = this.getrandbits(k);
    while (r >= big) r = this.getrandbits(k);
    return Number(r);
  }

  /**
   * Python's `randrange(start, stop)` with step 1 (or `randrange(stop)` when
   * `stop` is omitted): `start + _randbelow(stop - start)`.
   */
  randrange(start: number, stop?: number): number {
    if (!Number.isSafeInteger(start)) {
      throw new RangeError(
        `randrange start must be a safe integer, got ${start}`,
      );
    }
    if (stop === undefined) {
      if (start > 0) return this.randbelow(start);
      throw new RangeError(`empty range in randrange(${start})`);
    }
    const width = stop - start;
    if (width > 0) return start + this.randbelow(width);
    throw new RangeError(`empty range in randrange(${start}, ${stop})`);
  }

  /** Python's `randint(a, b)`: an integer in [a, b], i.e. `randrange(a, b + 1)`. */
  randint(a: number, b: number): number {
    return this.randrange(a, b + 1);
  }

  /** Python's `choice(seq)`: `seq[_randbelow(len(seq))]`; throws on an empty array. */
  choice<T>(arr: readonly T[]): T {
    if (arr.length === 0) {
      throw new RangeError("Cannot choose from an empty sequence");
    }
    return arr[this.randbelow(arr.length)] as T;
  }

  /**
   * Python's `shuffle(x)` in place: Fisher-Yates from the end, swapping
   * `x[i]` with `x[_randbelow(i + 1)]`; returns the same array for chaining.
   * Typed arrays are shuffled the same way.
   */
  shuffle<A extends MutableSequence<unknown>>(arr: A): A {
    // randbelow(i + 1) inlined over the tempered outputs (an array's
    // length is below 2**32, so one word always suffices): shuffles of
    // long lists are hot (74,900 words per no_spaces problem).
    const mt = this.#mt;
    const out = mt.out;
    let next = mt.next;
    for (let i = arr.length - 1; i > 0; i--) {
      const shift = Math.clz32(i + 1);
      let j: number;
      do {
        if (next >= MT_N) {
          mt.twist();
          next = 0;
        }
        j = out[next++]! >>> shift;
      } while (j > i);
      const tmp = arr[i];
      arr[i] = arr[j];
      arr[j] = tmp;
    }
    mt.next = next;
    return arr;
  }

  /**
   * Python's `sample(range(n), k)`: k distinct integers of `[0, n)` in draw
   * order. Like CPython it keeps a pool (each pick `_randbelow(n - i)`, the
   * vacancy filled from the end) when `n` is at most the set size it
   * estimates for k (`21`, plus `4 ** ceil(log(3k, 4))` when k > 5), and
   * otherwise redraws `_randbelow(n)` until it hits an integer not yet
   * taken; the two branches consume the stream differently.
   */
  sampleIndices(n: number, k: number): number[] {
    if (!Number.isSafeInteger(n) || !Number.isSafeInteger(k)) {
      throw new RangeError(`sample needs safe integers, got n=${n}, k=${k}`);
    }
    if (k < 0 || k > n) {
      throw new RangeError("Sample larger than population or is negative");
    }
    const result = new Array<number>(k);
    if (n <= sampleSetSize(k)) {
      const pool = Array.from({ length: n }, (_, i) => i);
      for (let i = 0; i < k; i++) {
        const j = this.randbelow(n - i);
        result[i] = pool[j]!;
        pool[j] = pool[n - i - 1]!;
      }
      return result;
    }
    const selected = new Set<number>();
    for (let i = 0; i < k; i++) {
      let j = this.randbelow(n);
      while (selected.has(j)) j = this.randbelow(n);
      selected.add(j);
      result[i] = j;
    }
    return result;
  }

  /**
   * Python's `sample(population, k)`: k distinct elements (by position) in
   * draw order, consuming the stream exactly as CPython does
   * ({@link sampleIndices}).
   */
  sample<T>(population: readonly T[], k: number): T[] {
    return this.sampleIndices(population.length, k).map((i) =>
      population[i] as T
    );
  }

  /**
   * A generator in the same state, which then runs on independently: a
   * checkpoint of a long stream that can be resumed from later.
   */
  clone(): PythonRandom {
    const copy = new PythonRandom(0);
    copy.#mt.copyFrom(this.#mt);
    return copy;
  }
}

/** What {@link PythonRandom.shuffle} accepts: an array or a typed array. */
interface MutableSequence<T> {
  readonly length: number;
  [index: number]: T;
}

/**
 * The set size CPython's `sample` estimates for k picks: 21, plus
 * `4 ** ceil(log(3k, 4))` when k > 5 (worked out in integers: 3k is never
 * a power of 4, so the float logarithm never lands on an integer there).
 */
export function sampleSetSize(k: number): number {
  if (k <= 5) return 21;
  let power = 1;
  while (power < 3 * k) power *= 4;
  return 21 + power;
}

const UUID_VERSION_CLEAR = ~((0xc000n << 48n) | (0xf000n << 64n));
const UUID_VERSION_SET = (0x8000n << 48n) | (4n << 76n);

/**
 * Python's `str(uuid.UUID(int=rng.getrandbits(128), version=4))`: a lowercase
 * 8-4-4-4-12 UUID, so niah's seeded UUIDs equal the reference's for one seed.
 */
export function pythonUuid4(rng: PythonRandom): string {
  const value = (rng.getrandbits(128) & UUID_VERSION_CLEAR) | UUID_VERSION_SET;
  const hex = value.toString(16).padStart(32, "0");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${
    hex.slice(16, 20)
  }-${hex.slice(20)}`;
}
