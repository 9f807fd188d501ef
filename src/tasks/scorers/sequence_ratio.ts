/**
 * CPython's `difflib.SequenceMatcher(None, a, b).ratio()` on two strings,
 * the similarity OpenAI's MRCR grades with: twice the characters of the
 * matching blocks over the characters of both. Ported from CPython 3.11's
 * `difflib.py`, every rule kept:
 *
 * - a string is its code points (an astral character is one element, as
 *   in Python, not two UTF-16 units);
 * - no junk function (`isjunk` is None), but `autojunk` on: when `b` has
 *   200 code points or more, a code point that occurs in it more than
 *   `len(b) // 100 + 1` times is "popular" and never starts a match,
 *   though a match found elsewhere still extends over it;
 * - `find_longest_match` takes the earliest longest block (lowest `i`,
 *   then lowest `j`), and blocks are found left and right of it in turn.
 *
 * Checked against Python's own on the pairs of
 * `tests/vectors/sequence_ratio/` (scripts/reference/sequence_ratio_vectors.py).
 *
 * @module
 */

/** A matching block: `a[i, i + size)` equals `b[j, j + size)`. */
interface Block {
  i: number;
  j: number;
  size: number;
}

/** Where each code point of `b` occurs, popular ones left out (autojunk). */
function indexOf(b: readonly string[]): Map<string, number[]> {
  const b2j = new Map<string, number[]>();
  b.forEach((element, j) => {
    const at = b2j.get(element);
    if (at === undefined) b2j.set(element, [j]);
    else at.push(j);
  });
  if (b.length >= 200) {
    const ntest = Math.floor(b.length / 100) + 1;
    for (const [element, at] of b2j) {
      if (at.length > ntest) b2j.delete(element);
    }
  }
  return b2j;
}

/** difflib's `find_longest_match(alo, ahi, blo, bhi)`, with no junk. */
function longestMatch(
  a: readonly string[],
  b: readonly string[],
  b2j: ReadonlyMap<string, readonly number[]>,
  [alo, ahi, blo, bhi]: readonly [number, number, number, number],
): Block {
  let besti = alo;
  let bestj = blo;
  let bestsize = 0;
  let j2len = new Map<number, number>();
  for (let i = alo; i < ahi; i++) {
    const next = new Map<number, number>();
    for (const j of b2j.get(a[i]!) ?? []) {
      if (j < blo) continue;
      if (j >= bhi) break;
      const k = (j2len.get(j - 1) ?? 0) + 1;
      next.set(j, k);
      if (k > bestsize) {
        besti = i - k + 1;
        bestj = j - k + 1;
        bestsize = k;
      }
    }
    j2len = next;
  }
  // Popular elements are not junk: the block grows over equal ones on
  // both sides (difflib's second pair of loops, for junk, never runs).
  while (besti > alo && bestj > blo && a[besti - 1] === b[bestj - 1]) {
    besti--;
    bestj--;
    bestsize++;
  }
  while (
    besti + bestsize < ahi && bestj + bestsize < bhi &&
    a[besti + bestsize] === b[bestj + bestsize]
  ) bestsize++;
  return { i: besti, j: bestj, size: bestsize };
}

/** The code points matched by difflib's `get_matching_blocks()`, summed. */
export function matchingCharacters(a: string, b: string): number {
  const as = Array.from(a);
  const bs = Array.from(b);
  const b2j = indexOf(bs);
  const queue: [number, number, number, number][] = [[
    0,
    as.length,
    0,
    bs.length,
  ]];
  let matches = 0;
  for (let range = queue.pop(); range !== undefined; range = queue.pop()) {
    const [alo, ahi, blo, bhi] = range;
    const { i, j, size } = longestMatch(as, bs, b2j, range);
    if (size === 0) continue;
    matches += size;
    if (alo < i && blo < j) queue.push([alo, i, blo, j]);
    if (i + size < ahi && j + size < bhi) {
      queue.push([i + size, ahi, j + size, bhi]);
    }
  }
  return matches;
}

/**
 * `difflib.SequenceMatcher(None, a, b).ratio()`: 2 × matched code points
 * over both strings' code points, 1.0 when both are empty. Not symmetric,
 * as in Python (autojunk looks at `b` only).
 */
export function sequenceRatio(a: string, b: string): number {
  const length = Array.from(a).length + Array.from(b).length;
  return length === 0 ? 1 : 2 * matchingCharacters(a, b) / length;
}
