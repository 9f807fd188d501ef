/**
 * The words of `style: reference` problems, drawn as the reference
 * environment draws them, call for call on the problem stream:
 *
 * - the word list is NLTK's `words` corpus filtered to lower-case
 *   alphabetic words of 4 to 8 letters, in corpus order (`nltk_words.txt`,
 *   74,900 words, one a line; loaded on first use so start-up never reads
 *   it);
 * - `spaces`: `sample(word_list, vocab_size)`;
 * - `no_spaces`: the whole list shuffled (one `shuffle` of a copy), then
 *   the first words, in that order, that keep the set prefix-free;
 * - `alphanumeric`: tokens of `randint(4, 6)` characters, each
 *   `choice("a..z0..9")`, kept while prefix-free, at most
 *   `vocab_size * 500` tries.
 */
import { NiahError } from "../../../errors.ts";
import type { PythonRandom } from "../../../random/python_random.ts";
import type { MODES } from "../patterned_params.ts";
import {
  MAX_TOKEN_LENGTH,
  MIN_TOKEN_LENGTH,
  TOKEN_ALPHABET,
} from "../vocabulary.ts";

/** The word list's name and origin, as recorded in reference recipes. */
export const NLTK_WORD_LIST = "nltk-words-corpus/en+en-basic@74900";

let nltkWordList: Promise<readonly string[]> | undefined;

/** NLTK's filtered word list in corpus order, loaded on first use. */
export function nltkWords(): Promise<readonly string[]> {
  nltkWordList ??= import("./nltk_words.txt", { with: { type: "text" } })
    .then((module) => Object.freeze(wordLines(module.default)));
  return nltkWordList;
}

/** The words of a text holding one word a line, each line ended. */
export function wordLines(text: string): string[] {
  return text.slice(0, text.endsWith("\n") ? -1 : undefined).split("\n");
}

/** Tries per token the reference allows an alphanumeric draw. */
const TRIES_PER_TOKEN = 500;
const ALPHABET = [...TOKEN_ALPHABET];

/**
 * The reference's prefix-free set: a word is refused when it is already
 * in, is a proper prefix of a word in, or has a proper prefix in.
 */
class PrefixFree {
  readonly words: string[] = [];
  readonly #taken = new Set<string>();
  readonly #prefixes = new Set<string>();

  /** Adds `word` unless it clashes; says whether it did. */
  add(word: string): boolean {
    if (this.#taken.has(word) || this.#prefixes.has(word)) return false;
    for (let end = 1; end < word.length; end++) {
      if (this.#taken.has(word.slice(0, end))) return false;
    }
    this.words.push(word);
    this.#taken.add(word);
    for (let end = 1; end < word.length; end++) {
      this.#prefixes.add(word.slice(0, end));
    }
    return true;
  }
}

/** A reference draw that cannot succeed, as the reference reports it. */
export class ReferenceDrawError extends NiahError {
  readonly kind = "reference_draw";
}

/** Positions 0..n-1, copied per problem before the shuffle. */
let identity = new Int32Array(0);
let shuffled = new Int32Array(0);

function prefixFreeFromList(
  rng: PythonRandom,
  words: readonly string[],
  size: number,
): string[] {
  if (identity.length !== words.length) {
    identity = Int32Array.from({ length: words.length }, (_, i) => i);
    shuffled = new Int32Array(words.length);
  }
  shuffled.set(identity);
  rng.shuffle(shuffled);
  const set = new PrefixFree();
  for (const index of shuffled) {
    if (set.add(words[index]!) && set.words.length === size) return set.words;
  }
  throw new ReferenceDrawError(
    `no prefix-free vocabulary of size ${size} in ${words.length} words`,
  );
}

function prefixFreeAlphanumeric(rng: PythonRandom, size: number): string[] {
  const set = new PrefixFree();
  for (let tries = 0; set.words.length < size; tries++) {
    if (tries >= size * TRIES_PER_TOKEN) {
      throw new ReferenceDrawError(
        `no prefix-free alphanumeric vocabulary of size ${size} after ${
          size * TRIES_PER_TOKEN
        } tries`,
      );
    }
    const length = rng.randint(MIN_TOKEN_LENGTH, MAX_TOKEN_LENGTH);
    let token = "";
    for (let i = 0; i < length; i++) token += rng.choice(ALPHABET);
    set.add(token);
  }
  return set.words;
}

/** A problem's vocabulary of `size` words, drawn as the reference does. */
export function referenceVocabulary(
  rng: PythonRandom,
  mode: (typeof MODES)[number],
  size: number,
  words: readonly string[],
): string[] {
  switch (mode) {
    case "alphanumeric":
      return prefixFreeAlphanumeric(rng, size);
    case "no_spaces":
      return prefixFreeFromList(rng, words, size);
    case "spaces":
      return rng.sample(words, size);
  }
}
