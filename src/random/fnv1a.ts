/**
 * FNV-1a, 32 bits: a small, fast, stable hash of text, synchronous (Web
 * Crypto's digest is async) and the same on every machine. What reads it:
 * the shard of a cell, the fake model's seeded draws, the report workers'
 * shares and the duplicate scan's key hashes.
 */

/** The 32-bit offset basis: the hash of no text. */
export const FNV_OFFSET = 0x811c9dc5;

const FNV_PRIME = 0x01000193;

/**
 * `hash` (a 32-bit FNV-1a state, as a signed or unsigned 32-bit number)
 * with the UTF-16 code units `text[from, to)` folded in; a signed 32-bit
 * number (`>>> 0` makes it unsigned).
 */
export function fnv1aFold(
  hash: number,
  text: string,
  from = 0,
  to: number = text.length,
): number {
  let h = hash;
  for (let i = from; i < to; i++) {
    h = Math.imul(h ^ text.charCodeAt(i), FNV_PRIME);
  }
  return h;
}

/** The 32-bit FNV-1a hash of `text`, from 0 to 2^32 - 1. */
export function fnv1a(text: string): number {
  return fnv1aFold(FNV_OFFSET, text) >>> 0;
}

/**
 * Two FNV-1a states, `pair[0]` and `pair[1]`, with `text[from, to)`
 * folded into both in one pass (as {@link fnv1aFold} twice, faster): two
 * hashes of one text from two offset bases, for a wider hash.
 */
export function fnv1aFoldPair(
  pair: [number, number],
  text: string,
  from: number,
  to: number,
): void {
  let a = pair[0];
  let b = pair[1];
  for (let i = from; i < to; i++) {
    const c = text.charCodeAt(i);
    a = Math.imul(a ^ c, FNV_PRIME);
    b = Math.imul(b ^ c, FNV_PRIME);
  }
  pair[0] = a;
  pair[1] = b;
}
