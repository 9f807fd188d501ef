/**
 * niah.py's needle keys, `sorted(list(set([f"{adj}-{noun}" for adj in adjs
 * for noun in nouns])))` (about 6.17M strings), held as blocks over the
 * sorted nouns instead of as strings, and read by position.
 *
 * Python sorts strings by code point. Every key of one adjective starts
 * with `adj + "-"`, so the blocks of two adjectives never interleave unless
 * one prefix starts with the other (`high-` and `high-pitched-`): then every
 * key of the longer one sorts among the shorter one's as if its noun were
 * `pitched-<noun>`, and two pairs may even spell one key (which `set()`
 * keeps once). Such a cluster is built as its own sorted, deduplicated list
 * of strings (wonderwords 3.0.0 has five, about 68,000 keys); every other
 * adjective is one block, `prefix + nouns[i]`, and the blocks follow their
 * prefixes' order.
 *
 * @module
 */
import type { IndexedWords } from "./ruler_sample.ts";

/**
 * A UTF-16 code unit moved so that comparing moved units orders strings by
 * code point, as Python does: surrogates (astral characters) sort after
 * U+E000-U+FFFF, where JavaScript's `<` puts them before.
 */
function codePointUnit(unit: number): number {
  if (unit < 0xd800) return unit;
  return unit < 0xe000 ? unit + 0x2000 : unit - 0x800;
}

/** Python's order of two strings (by code point): negative, 0 or positive. */
export function codePointCompare(a: string, b: string): number {
  const length = Math.min(a.length, b.length);
  for (let i = 0; i < length; i++) {
    const x = a.charCodeAt(i);
    const y = b.charCodeAt(i);
    if (x !== y) return codePointUnit(x) - codePointUnit(y);
  }
  return a.length - b.length;
}

/** Python's `sorted(set(words))`. */
export function sortedUnique(words: Iterable<string>): string[] {
  return [...new Set(words)].sort(codePointCompare);
}

/** A run of keys: `prefix + tails[i]` for every tail, in order. */
interface Block {
  readonly prefix: string;
  readonly tails: readonly string[];
}

/** The keys of adjectives whose prefixes start with the first's. */
function clusterTails(prefixes: readonly string[], nouns: readonly string[]) {
  const root = prefixes[0]!;
  const keys: string[] = [];
  for (const prefix of prefixes) {
    const rest = prefix.slice(root.length);
    for (const noun of nouns) keys.push(rest + noun);
  }
  return sortedUnique(keys);
}

/** The sorted keys as blocks, each adjective prefix `adj + "-"`. */
function blocks(adjectives: readonly string[], nouns: readonly string[]) {
  const sortedNouns = sortedUnique(nouns);
  const prefixes = sortedUnique(adjectives.map((adj) => `${adj}-`));
  const result: Block[] = [];
  for (let i = 0; i < prefixes.length;) {
    const root = prefixes[i]!;
    let end = i + 1;
    // Prefixes that start with `root` sort right after it.
    while (end < prefixes.length && prefixes[end]!.startsWith(root)) end++;
    result.push({
      prefix: root,
      tails: end === i + 1
        ? sortedNouns
        : clusterTails(prefixes.slice(i, end), sortedNouns),
    });
    i = end;
  }
  return result;
}

/** niah.py's sorted, deduplicated `adj-noun` keys, read by position. */
class AdjectiveNounKeys implements IndexedWords {
  readonly length: number;
  readonly #blocks: readonly Block[];
  /** Where each block's keys start, and the total last. */
  readonly #starts: Float64Array;

  constructor(list: readonly Block[]) {
    this.#blocks = list;
    this.#starts = new Float64Array(list.length + 1);
    list.forEach((block, i) => {
      this.#starts[i + 1] = this.#starts[i]! + block.tails.length;
    });
    this.length = this.#starts[list.length]!;
  }

  /** The key at `index` (0 <= index < length), as Python's `words[index]`. */
  at(index: number): string {
    if (!Number.isInteger(index) || index < 0 || index >= this.length) {
      throw new RangeError(`list index out of range: ${index}`);
    }
    const starts = this.#starts;
    let low = 0;
    let high = this.#blocks.length - 1;
    while (low < high) {
      const middle = (low + high + 1) >>> 1;
      if (starts[middle]! <= index) low = middle;
      else high = middle - 1;
    }
    const block = this.#blocks[low]!;
    return block.prefix + block.tails[index - starts[low]!]!;
  }
}

/**
 * niah.py's `sorted(list(set([f"{adj}-{noun}" for adj in adjs for noun in
 * nouns])))`, without building its strings.
 */
export function adjectiveNounKeys(
  adjectives: readonly string[],
  nouns: readonly string[],
): IndexedWords {
  return new AdjectiveNounKeys(blocks(adjectives, nouns));
}
