/**
 * niah's Punkt is NLTK 3.8's English `sent_tokenize`: every crafted case
 * of tests/vectors/punkt/crafted.json gives NLTK's sentences, and RULER's
 * essay haystack (when the essays are on this machine) gives, at every
 * recorded word count, NLTK's sentence count and digest.
 */
import assert from "node:assert/strict";
import { loadEnglishPunkt } from "../../../src/haystack/punkt/sent_tokenize.ts";
import {
  type CraftedCases,
  type EssayCases,
  joinedPrefix,
  punktVectors,
  rulerEssayWords,
  sentencesDigest,
} from "./punkt_vectors.ts";

Deno.test("sent_tokenize gives NLTK's sentences for every crafted text", async () => {
  const vectors = await punktVectors<CraftedCases>("crafted.json");
  assert.equal(vectors.nltk, "3.8");
  assert.ok(vectors.cases.length >= 700);
  const sentTokenize = await loadEnglishPunkt();
  for (const { text, sentences } of vectors.cases) {
    assert.deepEqual(sentTokenize(text), sentences, JSON.stringify(text));
  }
});

Deno.test("sent_tokenize splits abbreviations, initials, numbers and quotes as NLTK does", async () => {
  const sentTokenize = await loadEnglishPunkt();
  assert.deepEqual(sentTokenize(""), []);
  assert.deepEqual(
    sentTokenize(
      'Mr. Smith met J. Bach in the U.S. "Really?" Yes. It cost 3.5 dollars.',
    ),
    [
      "Mr. Smith met J. Bach in the U.S.",
      '"Really?"',
      "Yes.",
      "It cost 3.5 dollars.",
    ],
  );
  assert.deepEqual(
    sentTokenize("(He left.) Then she came... and went!! Ok"),
    ["(He left.)", "Then she came... and went!!", "Ok"],
  );
});

const words = await rulerEssayWords();

// CI has no essays: this runs, in addition to the tests above, where they are.
if (words !== undefined) {
  Deno.test("sent_tokenize on RULER's essay haystack gives NLTK's sentences at every recorded length", async () => {
    const vectors = await punktVectors<EssayCases>("essays.json");
    assert.equal(words.length, vectors.total_words);
    const sentTokenize = await loadEnglishPunkt();
    for (const { words: n, count, sha256 } of vectors.cases) {
      const sentences = sentTokenize(joinedPrefix(words, n));
      assert.equal(sentences.length, count, `${n} words`);
      assert.equal(sentencesDigest(sentences), sha256, `${n} words`);
    }
  });
}
