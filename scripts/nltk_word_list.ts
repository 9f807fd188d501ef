/**
 * Writes `src/tasks/patterned/reference/nltk_words.txt`, the vocabulary of
 * `style: reference` patterned problems, from NLTK's `words` corpus:
 *
 *   deno run --allow-read --allow-write scripts/nltk_word_list.ts <corpus dir>
 *
 * `<corpus dir>` holds the corpus files `en` and `en-basic` (NLTK's
 * `packages/corpora/words.zip`, public domain). The list is what
 * `nltk.corpus.words.words()` returns (the non-blank lines of `en`, then
 * those of `en-basic`), filtered as the reference environment filters it:
 * alphabetic, lower case, 4 to 8 letters, repeats dropped keeping the
 * first, in that order (the reference's draws index into it). The file
 * holds one word a line.
 */

/** The corpus files, in the order NLTK's reader concatenates them. */
const FILES = ["en", "en-basic"];
const KEEP = /^[a-z]{4,8}$/;

/** The reference's filtered list from the corpus files' texts. */
export function filteredNltkWords(texts: readonly string[]): string[] {
  const lines = texts.join("").split(/\r\n|\r|\n/).filter((l) =>
    l.trim() !== ""
  );
  return [...new Set(lines.filter((word) => KEEP.test(word)))];
}

/** The text file holding `words`: one word a line, each line ended. */
export function wordFile(words: readonly string[]): string {
  return words.map((word) => `${word}\n`).join("");
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
  const out = new URL(
    "../src/tasks/patterned/reference/nltk_words.txt",
    import.meta.url,
  );
  await Deno.writeTextFile(out, wordFile(words));
  console.error(`wrote ${words.length} words to ${out.pathname}`);
}
