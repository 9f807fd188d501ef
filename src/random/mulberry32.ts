/**
 * mulberry32: a small, fast, seedable 32-bit PRNG with floats in [0, 1).
 * For niah's own deterministic draws (synthetic prose, bootstrap
 * resampling, test data); Python-compatible draws use python_random.ts.
 */

/** A generator seeded from the low 32 bits of `seed`. */
export function mulberry32(seed: number): () => number {
  let state = seed | 0;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
