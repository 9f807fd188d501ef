import assert from "node:assert/strict";
import {
  BLOCK_PARAGRAPHS,
  syntheticBlock,
  syntheticParagraphs,
  syntheticText,
} from "../../src/haystack/synthetic_prose.ts";

const SAMPLE = syntheticText(12345, 200_000);

function sentencesOf(text: string): string[] {
  return text.trim().split(/(?<=[.?!])\s+/);
}

function wordsOf(text: string): string[] {
  return text.toLowerCase().match(/[a-z']+/g) ?? [];
}

Deno.test("same seed gives the same text", () => {
  assert.equal(syntheticText(7, 50_000), syntheticText(7, 50_000));
  assert.equal(syntheticBlock(7, 2), syntheticBlock(7, 2));
});

Deno.test("different seeds give different text", () => {
  const texts = [0, 1, 2, -1, 2 ** 32, 2 ** 40 + 3].map((s) =>
    syntheticText(s, 5_000)
  );
  assert.equal(new Set(texts).size, texts.length);
});

Deno.test("different blocks of one seed differ", () => {
  assert.notEqual(syntheticBlock(3, 0), syntheticBlock(3, 1));
});

Deno.test("syntheticText reaches minChars and stops at the first paragraph that does", () => {
  for (const min of [1, 100, 12_345, 300_000]) {
    const t = syntheticText(99, min);
    assert.ok(t.length >= min);
    const cut = t.slice(0, -2).lastIndexOf("\n\n");
    const withoutLast = cut < 0 ? "" : t.slice(0, cut + 2);
    assert.ok(withoutLast.length < min);
  }
  assert.equal(syntheticText(99, 0), "");
  assert.equal(syntheticText(99, -5), "");
});

Deno.test("syntheticText is prefix-stable", () => {
  const long = syntheticText(5, 400_000);
  for (const min of [0, 1, 999, 5_000, 85_000, 250_000, 400_000]) {
    assert.ok(long.startsWith(syntheticText(5, min)), `minChars ${min}`);
  }
});

Deno.test("blocks concatenate to the stream", () => {
  const blocks = syntheticBlock(11, 0) + syntheticBlock(11, 1) +
    syntheticBlock(11, 2);
  const text = syntheticText(11, blocks.length);
  assert.equal(text, blocks);

  const stream = syntheticParagraphs(11);
  let fromStream = "";
  for (let i = 0; i < 3 * BLOCK_PARAGRAPHS; i++) {
    const next = stream.next();
    assert.equal(next.done, false);
    fromStream += next.value + "\n\n";
  }
  assert.equal(fromStream, blocks);
});

Deno.test("a block holds exactly BLOCK_PARAGRAPHS paragraphs, each followed by a blank line", () => {
  const block = syntheticBlock(4, 17);
  assert.ok(block.endsWith("\n\n"));
  const paragraphs = block.slice(0, -2).split("\n\n");
  assert.equal(paragraphs.length, BLOCK_PARAGRAPHS);
});

Deno.test("every sentence starts with a capital and ends with . ? or !", () => {
  const sentences = sentencesOf(SAMPLE);
  assert.ok(sentences.length > 1000);
  let plain = 0;
  for (const s of sentences) {
    assert.match(s, /^[A-Z][^.?!]*[.?!]$/, s);
    assert.doesNotMatch(s, /\s[,;.?!]|[,;]{2}|,[^ ]| {2}/, s);
    if (s.endsWith(".")) plain++;
  }
  assert.ok(plain / sentences.length > 0.9, "mostly full stops");
  assert.ok(sentences.some((s) => s.endsWith("?")), "some questions");
});

Deno.test("sentences have 8 to 25 words and paragraphs 3 to 7 sentences", () => {
  for (const p of SAMPLE.trimEnd().split("\n\n")) {
    const sentences = sentencesOf(p);
    assert.ok(sentences.length >= 3 && sentences.length <= 7, p);
    for (const s of sentences) {
      const n = s.split(" ").length;
      assert.ok(n >= 8 && n <= 25, `${n} words: ${s}`);
    }
  }
});

Deno.test("structure is varied: compound, subordinate and question sentences occur", () => {
  for (const marker of [", and ", ", but ", "; ", "When "]) {
    assert.ok(SAMPLE.includes(marker), marker);
  }
});

Deno.test("output is ASCII only", () => {
  assert.match(SAMPLE, /^[\x20-\x7e\n]*$/);
});

Deno.test("paragraphs are separated by blank lines and contain no newline", () => {
  assert.ok(SAMPLE.endsWith("\n\n"));
  assert.doesNotMatch(SAMPLE, /\n\n\n/);
  const paragraphs = SAMPLE.slice(0, -2).split("\n\n");
  assert.ok(paragraphs.length > 100);
  for (const p of paragraphs) {
    assert.ok(p.length > 0);
    assert.ok(!p.includes("\n"));
    assert.equal(p, p.trim());
  }
  let n = 0;
  for (const p of syntheticParagraphs(8)) {
    assert.ok(!p.includes("\n"));
    if (++n === 500) break;
  }
});

Deno.test("no word is repeated three times in a row", () => {
  const ws = wordsOf(SAMPLE);
  for (let i = 2; i < ws.length; i++) {
    assert.ok(
      !(ws[i] === ws[i - 1] && ws[i] === ws[i - 2]),
      `"${ws[i]}" x3 at word ${i}`,
    );
  }
});

Deno.test("the vocabulary is varied", () => {
  const distinct = new Set(wordsOf(syntheticText(2024, 50_000)));
  assert.ok(distinct.size >= 300, `only ${distinct.size} distinct words`);
});

Deno.test("invalid seeds and block indices are rejected", () => {
  assert.throws(() => syntheticText(1.5, 10), RangeError);
  assert.throws(() => syntheticText(1, Number.NaN), RangeError);
  assert.throws(() => syntheticText(1, Infinity), RangeError);
  assert.throws(() => syntheticBlock(1, -1), RangeError);
  assert.throws(() => syntheticBlock(1, 0.5), RangeError);
  assert.throws(() => syntheticParagraphs(Number.NaN).next(), RangeError);
});
