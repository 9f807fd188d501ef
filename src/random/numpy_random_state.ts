/**
 * numpy's legacy global generator as RULER uses it: `np.random.seed(seed)`
 * then `np.random.randint(low, high)` (numpy 2.x, `RandomState`,
 * `numpy/random/_mt19937.pyx`, `_bounded_integers.pyx` and
 * `distributions.c`), bit for bit.
 *
 * - Seeding an integer is MT19937's `init_genrand(seed)` (`mt19937_seed`),
 *   not the `init_by_array` CPython's `random` seeds with, so one seed
 *   gives the two libraries different streams.
 * - `randint` (default dtype int64) draws over `rng = high - 1 - low`
 *   with the legacy masked rejection: `mask` is the smallest all-ones word
 *   covering `rng`, and a draw `& mask` is redrawn while above `rng`. A
 *   range within 32 bits takes one 32-bit output a try; a wider one takes
 *   64 bits, the first output the high word; `rng` 0 draws nothing.
 *
 * @module
 */

import { Mt19937 } from "./mt19937.ts";

const UINT32_MAX = 0xffffffff;

/** The smallest all-ones mask at or above `rng` (numpy's `gen_mask`). */
function mask32(rng: number): number {
  return rng === 0 ? 0 : (UINT32_MAX >>> Math.clz32(rng));
}

/** numpy's legacy `RandomState` seeded from an integer, as RULER seeds it. */
export class NumpyRandomState {
  readonly #mt = new Mt19937();

  /** `np.random.seed(seed)`: seed must be an integer in [0, 2**32 - 1]. */
  constructor(seed: number) {
    if (!Number.isInteger(seed) || seed < 0 || seed > UINT32_MAX) {
      throw new RangeError(
        `Seed must be between 0 and 2**32 - 1, got ${seed}`,
      );
    }
    this.#mt.initGenrand(seed);
  }

  /**
   * `np.random.randint(low, high)`: an integer in [low, high), drawn by
   * numpy's masked rejection; low and high must be safe integers.
   */
  randint(low: number, high: number): number {
    if (!Number.isSafeInteger(low) || !Number.isSafeInteger(high)) {
      throw new RangeError(
        `randint needs safe integers, got ${low} and ${high}`,
      );
    }
    if (low >= high) throw new RangeError("low >= high");
    const rng = high - 1 - low;
    if (rng === 0) return low;
    if (rng <= UINT32_MAX) {
      if (rng === UINT32_MAX) return low + this.#mt.nextUint32();
      const mask = mask32(rng);
      let value: number;
      do value = (this.#mt.nextUint32() & mask) >>> 0; while (value > rng);
      return low + value;
    }
    return low + Number(this.#bounded64(BigInt(rng)));
  }

  /** numpy's `bounded_masked_uint64` for a range wider than 32 bits. */
  #bounded64(rng: bigint): bigint {
    const mask = (1n << BigInt(rng.toString(2).length)) - 1n;
    let value: bigint;
    do {
      const high = BigInt(this.#mt.nextUint32());
      const low = BigInt(this.#mt.nextUint32());
      value = ((high << 32n) | low) & mask;
    } while (value > rng);
    return value;
  }
}
