/**
 * The prefix helper equals the direct call: for a word list and every (or
 * many) `n`, `sentences(n)` is `sent_tokenize(" ".join(words[:n]).strip())`
 * — on the crafted texts split as RULER splits and split on spaces alone
 * (words that hold newlines and tabs), and on RULER's essay haystack
 * (NLTK's recorded digests, and the direct call) when the essays are here.
 */
import assert from "node:assert/strict";
import { loadEnglishPunktPrefixes } from "../../../src/haystack/punkt/prefix_sentences.ts";
import { SPACE } from "../../../src/haystack/punkt/python_text.ts";
import { loadEnglishPunkt } from "../../../src/haystack/punkt/sent_tokenize.ts";
import {
  type CraftedCases,
  type EssayCases,
  joinedPrefix,
  punktVectors,
  rulerEssayWords,
  sentencesDigest,
} from "./punkt_vectors.ts";

const RULER_SPLIT = new RegExp(`${SPACE}+`, "gu");

Deno.test("prefix sentences equal the direct call for every prefix of every crafted text", async () => {
  const sentTokenize = await loadEnglishPunkt();
  const prefixes = await loadEnglishPunktPrefixes();
  const { cases } = await punktVectors<CraftedCases>("crafted.json");
  for (const { text } of cases) {
    for (
      const words of [
        text.replace(RULER_SPLIT, " ").split(" "),
        text.split(" "),
      ]
    ) {
      const sentences = prefixes(words);
      for (let n = 0; n <= words.length + 1; n++) {
        assert.deepEqual(
          sentences(n),
          sentTokenize(joinedPrefix(words, n)),
          `${JSON.stringify(words)} n=${n}`,
        );
      }
    }
  }
});

Deno.test("prefix sentences cover a mark at the prefix's end and a dropped mark", async () => {
  const sentTokenize = await loadEnglishPunkt();
  const prefixes = await loadEnglishPunktPrefixes();
  const words = ["", "Wow!!", "Mr.", '"Yes."', "(No.)", "e.g.", "x", "", ""];
  const sentences = prefixes(words);
  for (let n = 0; n <= words.length; n++) {
    assert.deepEqual(sentences(n), sentTokenize(joinedPrefix(words, n)));
  }
  assert.deepEqual(sentences(2), ["Wow!", "!"]);
});

const words = await rulerEssayWords();

// CI has no essays: this runs, in addition to the tests above, where they are.
if (words !== undefined) {
  Deno.test("prefix sentences of RULER's essay haystack are NLTK's and the direct call's", async () => {
    const prefixes = await loadEnglishPunktPrefixes();
    const sentences = prefixes(words);
    const vectors = await punktVectors<EssayCases>("essays.json");
    for (const { words: n, count, sha256 } of vectors.cases) {
      const got = sentences(n);
      assert.equal(got.length, count, `${n} words`);
      assert.equal(sentencesDigest(got), sha256, `${n} words`);
    }
    const sentTokenize = await loadEnglishPunkt();
    const counts = [];
    for (let n = 0; n <= 400; n++) counts.push(n);
    // Spread over the whole list, and around RULER's step of 500 words.
    for (let i = 1; i <= 24; i++) {
      const n = Math.floor(words.length * i / 25);
      counts.push(n, n - n % 500, n - n % 500 + 1);
    }
    for (const n of counts) {
      assert.deepEqual(
        sentences(n),
        sentTokenize(joinedPrefix(words, n)),
        `${n} words`,
      );
    }
  });
}
