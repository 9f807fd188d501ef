/**
 * Lookup tables hf_encoder.ts builds once from a package's
 * vocabulary and merges: the merge table in ids, the byte-level and
 * byte-fallback ids of each byte, and where `▁` may join a merged token.
 *
 * @module
 */
import { MergeTable } from "./bpe_merges.ts";
import { BYTE_CHARS } from "./hf_pre_tokenizer.ts";

/** The merge table of `merges`, by rank, in vocabulary ids. */
export function mergeTable(
  merges: readonly (readonly [string, string])[],
  vocab: ReadonlyMap<string, number>,
  unsupported: (what: string) => Error,
): MergeTable {
  const pairs = new Int32Array(merges.length * 2);
  const results = new Int32Array(merges.length);
  merges.forEach(([left, right], rank) => {
    const merged = vocab.get(left + right);
    if (merged === undefined) {
      throw unsupported(`a merge outside the vocabulary ("${left}${right}")`);
    }
    pairs[2 * rank] = vocab.get(left) ?? -1;
    pairs[2 * rank + 1] = vocab.get(right) ?? -1;
    results[rank] = merged;
  });
  return new MergeTable(pairs, results);
}

/** The id of each byte's character in a byte-level vocabulary. */
export function byteLevelIds(
  vocab: ReadonlyMap<string, number>,
  unsupported: (what: string) => Error,
): Int32Array {
  const ids = new Int32Array(256);
  for (let byte = 0; byte < 256; byte++) {
    const id = vocab.get(BYTE_CHARS[byte]!);
    if (id === undefined) {
      throw unsupported("a byte missing from the vocabulary");
    }
    ids[byte] = id;
  }
  return ids;
}

/** The ids of the `<0xHH>` byte-fallback tokens (-1 where missing). */
export function byteFallbackIds(
  vocab: ReadonlyMap<string, number>,
): Int32Array {
  return Int32Array.from(
    { length: 256 },
    (_, byte) =>
      vocab.get(`<0x${byte.toString(16).toUpperCase().padStart(2, "0")}>`) ??
        -1,
  );
}

/**
 * Characters that some merged token puts right before a `▁` that is not
 * itself after a `▁`: everywhere else, no token can span the place before
 * such a `▁`, so words merge on their own (and cache).
 */
export function spaceJoinsOf(
  merges: readonly (readonly [string, string])[],
): Set<string> {
  const joins = new Set<string>();
  for (const [left, right] of merges) {
    const merged = left + right;
    for (
      let i = merged.indexOf("▁", 1);
      i > 0;
      i = merged.indexOf("▁", i + 1)
    ) {
      if (merged[i - 1] !== "▁") joins.add(merged[i - 1]!);
    }
  }
  return joins;
}
