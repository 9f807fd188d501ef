import assert from "node:assert/strict";
import { PythonRandom } from "../../../src/random/python_random.ts";
import {
  alphanumericTokens,
  englishWords,
  filterWords,
  isPrefixFree,
  MAX_VOCAB_SIZE,
  sampleIndices,
  samplePrefixFreeWords,
  sampleWords,
} from "../../../src/tasks/patterned/vocabulary.ts";

const words = await englishWords();

Deno.test("the word list is filtered like the reference's", async () => {
  assert.equal(words.length, 114_544);
  assert.ok(words.every((w) => /^[a-z]{4,8}$/.test(w)));
  assert.equal(new Set(words).size, words.length);
  assert.deepEqual(
    filterWords([
      "Apple",
      "cat",
      "tree",
      "tree",
      "naïve",
      "don't",
      "abcdefghi",
    ]),
    ["tree"],
  );
  assert.equal(await englishWords(), words, "loaded once");
});

Deno.test("index draws are distinct in both regimes", () => {
  const rng = new PythonRandom(5);
  for (const [n, k] of [[100, 5], [10, 10], [30, 25], [1, 1]]) {
    const drawn = sampleIndices(rng, n!, k!);
    assert.equal(drawn.length, k);
    assert.equal(new Set(drawn).size, k);
    assert.ok(drawn.every((i) => i >= 0 && i < n!));
  }
  assert.throws(() => sampleIndices(rng, 3, 4), /Cannot draw 4/);
});

Deno.test("spaces vocabularies are distinct list words", () => {
  const drawn = sampleWords(new PythonRandom(1), words, 30);
  assert.equal(new Set(drawn).size, 30);
  assert.ok(drawn.every((w) => words.includes(w)));
});

Deno.test("no-space vocabularies are prefix-free, up to the largest allowed", () => {
  for (const k of [30, 200, MAX_VOCAB_SIZE]) {
    const drawn = samplePrefixFreeWords(new PythonRandom(k), words, k);
    assert.equal(drawn.length, k);
    assert.equal(new Set(drawn).size, k);
    assert.ok(isPrefixFree(drawn));
  }
});

Deno.test("alphanumeric tokens are 4-6 of [a-z0-9] and prefix-free", () => {
  const tokens = alphanumericTokens(new PythonRandom(9), MAX_VOCAB_SIZE);
  assert.equal(tokens.length, MAX_VOCAB_SIZE);
  assert.ok(tokens.every((t) => /^[a-z0-9]{4,6}$/.test(t)));
  assert.ok(isPrefixFree(tokens));
});

Deno.test("the prefix check finds equal and leading words", () => {
  assert.ok(isPrefixFree(["bird", "bread", "book"]));
  assert.ok(!isPrefixFree(["bird", "birds"]));
  assert.ok(!isPrefixFree(["tree", "lamp", "tree"]));
  assert.ok(!isPrefixFree(["catalog", "dog", "cat"]));
});
