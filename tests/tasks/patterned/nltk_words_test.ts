/**
 * The shipped NLTK word list is the reference's own vocabulary: same size,
 * same words, same order (its SHA-256 computed by running the reference's
 * `get_word_list()` on NLTK's corpus files, scripts/reference/).
 */
import assert from "node:assert/strict";
import { createHash } from "node:crypto";
import {
  NLTK_WORD_LIST,
  nltkWords,
  wordLines,
} from "../../../src/tasks/patterned/reference/vocabulary.ts";
import {
  filteredNltkWords,
  wordFile,
} from "../../../scripts/nltk_word_list.ts";

/**
 * The words file's own SHA-256 and size: those of the list niah shipped
 * as a TypeScript module (`nltk_words.ts`, one template literal) before it
 * became a text file, its 74,900 words written one a line.
 */
const WORDS_FILE_SHA256 =
  "da32b1ff9e852107de3fbe9f28504858e8c6908e3f77b8022c0bb1de67eec333";
const WORDS_FILE_COUNT = 74_900;

const reference = JSON.parse(
  await Deno.readTextFile(
    new URL("../../vectors/patterned/vocabulary.json", import.meta.url),
  ),
).vectors as { count: number; sha256: string; first: string[]; last: string[] };

Deno.test("the word list is the reference's, in the reference's order", async () => {
  const words = await nltkWords();
  assert.equal(words.length, reference.count);
  assert.equal(
    createHash("sha256").update(words.join("\n")).digest("hex"),
    reference.sha256,
  );
  assert.deepEqual(words.slice(0, 5), reference.first);
  assert.deepEqual(words.slice(-5), reference.last);
  assert.equal(await nltkWords(), words, "loaded once");
  assert.ok(NLTK_WORD_LIST.includes(String(reference.count)));
});

Deno.test("the generator keeps lower-case alphabetic words of 4 to 8 letters, first occurrence, in order", () => {
  const words = filteredNltkWords([
    "Aaron\nabac\ncat\nabaca\n\nnaïve\nabcdefghi\n",
    "abac\nzebra\nAbc\n",
  ]);
  assert.deepEqual(words, ["abac", "abaca", "zebra"]);
  assert.equal(wordFile(words), "abac\nabaca\nzebra\n");
  assert.deepEqual(wordLines(wordFile(words)), words);
});

Deno.test("the words file holds the words of the list it replaced, byte for byte", async () => {
  const bytes = await Deno.readFile(
    new URL(
      "../../../src/tasks/patterned/reference/nltk_words.txt",
      import.meta.url,
    ),
  );
  assert.equal(
    createHash("sha256").update(bytes).digest("hex"),
    WORDS_FILE_SHA256,
  );
  const words = await nltkWords();
  assert.equal(words.length, WORDS_FILE_COUNT);
  assert.equal(wordFile(words), new TextDecoder().decode(bytes));
});

Deno.test("the note beside the list says where it came from", async () => {
  const note = await Deno.readTextFile(
    new URL(
      "../../../src/tasks/patterned/reference/NLTK_WORDS_SOURCE.md",
      import.meta.url,
    ),
  );
  assert.match(note, /nltk\/nltk_data/);
  assert.match(note, /public domain/);
});
