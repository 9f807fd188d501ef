/** The synthetic prose's word lists are plain, distinct and article-safe. */
import assert from "node:assert/strict";
import * as vocabulary from "../../src/haystack/prose_vocabulary.ts";

const lists = Object.entries(vocabulary) as [string, readonly unknown[]][];

Deno.test("every list is non-empty, ASCII and free of duplicates", () => {
  assert.ok(lists.length > 20);
  for (const [name, list] of lists) {
    assert.ok(list.length > 0, name);
    const texts = list.map((entry) =>
      typeof entry === "string" ? entry : JSON.stringify(entry)
    );
    assert.equal(new Set(texts).size, texts.length, `${name} has duplicates`);
    for (const text of texts) assert.match(text, /^[\x20-\x7e]+$/, name);
  }
});

Deno.test("verbs have all three forms", () => {
  for (const list of [vocabulary.TRANSITIVE, vocabulary.INTRANSITIVE]) {
    for (const verb of list) {
      assert.ok(verb.base && verb.past && verb.ing, JSON.stringify(verb));
    }
  }
});
