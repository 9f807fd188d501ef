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
} from "../../../src/tasks/patterned/reference_vocabulary.ts";
import {
  filteredNltkWords,
  wordModule,
} from "../../../scripts/nltk_word_list.ts";

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
  const module = wordModule(words);
  assert.match(module, /export const NLTK_WORDS_TEXT = `abac abaca zebra`;/);
});

Deno.test("the note beside the list says where it came from", async () => {
  const note = await Deno.readTextFile(
    new URL(
      "../../../src/tasks/patterned/NLTK_WORDS_SOURCE.md",
      import.meta.url,
    ),
  );
  assert.match(note, /nltk\/nltk_data/);
  assert.match(note, /public domain/);
});
