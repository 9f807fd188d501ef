/** Sentences and paragraphs keep to their bounds and stay deterministic. */
import assert from "node:assert/strict";
import {
  type Ctx,
  paragraph,
  sentence,
} from "../../src/haystack/prose_sentences.ts";
import { mulberry32 } from "../../src/random/mulberry32.ts";

const ctx = (seed: number): Ctx => ({
  next: mulberry32(seed),
  hero: "Mara",
  town: "Eastbrook",
  place: "the market",
});

Deno.test("a sentence has 8 to 25 words, starts with a capital and ends with a stop", () => {
  const c = ctx(3);
  for (let i = 0; i < 500; i++) {
    const s = sentence(c);
    const words = s.split(" ").length;
    assert.ok(words >= 8 && words <= 25, s);
    assert.match(s, /^[A-Z][^\n]*[.?!]$/);
  }
});

Deno.test("a paragraph has 3 to 7 sentences and the same draws give the same text", () => {
  const a = ctx(11);
  const b = ctx(11);
  for (let i = 0; i < 100; i++) {
    const p = paragraph(a);
    assert.equal(p, paragraph(b));
    const sentences = p.match(/[.?!](?= [A-Z]|$)/g)?.length ?? 0;
    assert.ok(sentences >= 3 && sentences <= 7, p);
    assert.doesNotMatch(p, /\n/);
  }
});
