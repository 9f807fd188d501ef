/**
 * Writes `src/tasks/patterned/nltk_words.ts`, the vocabulary of
 * `style: reference` patterned problems, from NLTK's `words` corpus:
 *
 *   deno run --allow-read --allow-write scripts/nltk_word_list.ts <corpus dir>
 *
 * `<corpus dir>` holds the corpus files `en` and `en-basic` (NLTK's
 * `packages/corpora/words.zip`, public domain). The list is what
 * `nltk.corpus.words.words()` returns (the non-blank lines of `en`, then
 * those of `en-basic`), filtered as the reference environment filters it:
 * alphabetic, lower case, 4 to 8 letters, repeats dropped keeping the
 * first, in that order (the reference's draws index into it). The module
 * holds the words space-separated, a few to a line.
 */

/** The corpus files, in the order NLTK's reader concatenates them. */
const FILES = ["en", "en-basic"];
const KEEP = /^[a-z]{4,8}$/;
const LINE_WIDTH = 78;

/** The reference's filtered list from the corpus files' texts. */
export function filteredNltkWords(texts: readonly string[]): string[] {
  const lines = texts.join("").split(/\r\n|\r|\n/).filter((l) =>
    l.trim() !== ""
  );
  return [...new Set(lines.filter((word) => KEEP.test(word)))];
}

/** The TypeScript module holding `words`. */
export function wordModule(words: readonly string[]): string {
  const lines: string[] = [];
  let line = "";
  for (const word of words) {
    if (line !== "" && line.length + 1 + word.length > LINE_WIDTH) {
      lines.push(line);
      line = word;
    } else line = line === "" ? word : `${line} ${word}`;
  }
  if (line !== "") lines.push(line);
  return [
    "// deno-fmt-ignore-file",
    "/**",
    " * NLTK's `words` corpus (`en`, then `en-basic`; public domain, see",
    " * NLTK_WORDS_SOURCE.md), filtered as the reference patterned-needle",
    " * environment filters it: alphabetic, lower case, 4 to 8 letters, first",
    ` * occurrence kept, in corpus order: ${words.length} words, space-separated.`,
    " * Written by scripts/nltk_word_list.ts; do not edit.",
    " *",
    " * @module",
    " */",
    "",
    "/** The filtered words, separated by single spaces and line breaks. */",
    `export const NLTK_WORDS_TEXT = \`${lines.join("\n")}\`;`,
    "",
  ].join("\n");
}

if (import.meta.main) {
  const dir = Deno.args[0];
  if (dir === undefined) {
    console.error("usage: scripts/nltk_word_list.ts <nltk words corpus dir>");
    Deno.exit(2);
  }
  const texts = await Promise.all(
    FILES.map((file) => Deno.readTextFile(`${dir}/${file}`)),
  );
  const words = filteredNltkWords(texts);
  const out = new URL("../src/tasks/patterned/nltk_words.ts", import.meta.url);
  await Deno.writeTextFile(out, wordModule(words));
  console.error(`wrote ${words.length} words to ${out.pathname}`);
}
