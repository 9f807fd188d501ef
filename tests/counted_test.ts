/** The one plural rule of niah's lines: 1 takes the singular, any other count the plural. */
import assert from "node:assert/strict";
import { counted, wordFor } from "../src/counted.ts";

Deno.test("counted puts the noun in the count's number", () => {
  assert.equal(counted(1, "row"), "1 row");
  assert.equal(counted(0, "row"), "0 rows");
  assert.equal(counted(2, "batch", "batches"), "2 batches");
});

Deno.test("wordFor is the word alone, for a line that agrees with a count", () => {
  assert.equal(wordFor(1, "holds", "hold"), "holds");
  assert.equal(wordFor(3, "holds", "hold"), "hold");
  assert.equal(wordFor(1, "shard"), "shard");
  assert.equal(wordFor(0, "shard"), "shards");
});
