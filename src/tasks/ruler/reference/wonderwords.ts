/**
 * The wonderwords word lists RULER's niah.py and cwe read (wonderwords
 * 3.0.0, `wonderwords/assets/`, shipped beside this module with its MIT
 * licence; `wonderwords/SOURCE.md` says where from), read as its
 * `_get_words_from_text_file` reads them: the file's lines in text mode,
 * each `rstrip()`ped (blank lines kept as ""; repeats kept). They are
 * loaded on first use, so start-up never reads them.
 *
 * @module
 */
import type { RulerWordLists } from "./ruler_sample.ts";
import { adjectiveNounKeys, sortedUnique } from "./wonderwords_pairs.ts";

/** Every character for which Python's `str.isspace()` is true. */
const PYTHON_WHITESPACE =
  "\t\n\v\f\r\x1c\x1d\x1e\x1f \x85\xa0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000";
const TRAILING_WHITESPACE = new RegExp(`[${PYTHON_WHITESPACE}]+$`);

/**
 * wonderwords' `[word.rstrip() for word in f.readlines()]` over a file's
 * text: newlines universal (`\r\n` and `\r` read as `\n`), no line after
 * a final newline, Python's whitespace stripped from each line's end.
 */
export function wonderwordsLines(text: string): string[] {
  if (text === "") return [];
  const lines = text.replace(/\r\n?/g, "\n").split("\n");
  if (lines.at(-1) === "") lines.pop();
  return lines.map((line) => line.replace(TRAILING_WHITESPACE, ""));
}

async function textLines(module: Promise<{ default: string }>) {
  return Object.freeze(wonderwordsLines((await module).default));
}

let wordLists: Promise<RulerWordLists> | undefined;

/** The three lists and niah.py's adjective-noun keys, loaded once. */
export function loadRulerWordLists(): Promise<RulerWordLists> {
  wordLists ??= Promise.all([
    textLines(import("./wonderwords/nounlist.txt", { with: { type: "text" } })),
    textLines(
      import("./wonderwords/adjectivelist.txt", { with: { type: "text" } }),
    ),
    textLines(import("./wonderwords/verblist.txt", { with: { type: "text" } })),
  ]).then(([nouns, adjectives, verbs]) => ({
    nouns,
    adjectives,
    verbs,
    adjectiveNoun: adjectiveNounKeys(adjectives, nouns),
  }));
  return wordLists;
}

/**
 * common_words_extraction.py's `sorted(list(set(nouns + adjs + verbs)))`,
 * before its `random.Random(seed).shuffle`.
 */
export function rulerCommonWords(words: RulerWordLists): string[] {
  return sortedUnique([...words.nouns, ...words.adjectives, ...words.verbs]);
}
