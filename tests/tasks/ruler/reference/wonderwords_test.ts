/**
 * The shipped wonderwords lists, and niah.py's and cwe's lists built from
 * them, against wonderwords 3.0.0 itself
 * (tests/vectors/ruler_primitives/wonderwords.json, made by
 * scripts/reference/ruler_primitives_vectors.py with wonderwords'
 * `_get_words_from_text_file` and RULER's own expressions).
 */
import assert from "node:assert/strict";
import { createHash } from "node:crypto";
import {
  loadRulerWordLists,
  rulerCommonWords,
  wonderwordsLines,
} from "../../../../src/tasks/ruler/reference/wonderwords.ts";
import {
  adjectiveNounKeys,
  codePointCompare,
} from "../../../../src/tasks/ruler/reference/wonderwords_pairs.ts";
import type { IndexedWords } from "../../../../src/tasks/ruler/reference/ruler_sample.ts";

interface Summary {
  count: number;
  sha256: string;
  first: string[];
  last: string[];
  at?: [number, string][];
}

const vectors = JSON.parse(
  await Deno.readTextFile(
    new URL(
      "../../../vectors/ruler_primitives/wonderwords.json",
      import.meta.url,
    ),
  ),
) as Record<
  "nouns" | "adjectives" | "verbs" | "adjective_noun" | "common_words",
  Summary
>;

/** The SHA-256 of the shipped files: wonderwords 3.0.0's, byte for byte. */
const FILE_SHA256: Record<string, string> = {
  "nounlist.txt":
    "8d88b3ebc2e2969ed92ebe49cdb0c8a87c2ad3b27493d7afdff608f2e51c5bc9",
  "adjectivelist.txt":
    "66814d46b7e292c83e839d12fe2fa083c8f66779b14b294e1be4e1342c5d4131",
  "verblist.txt":
    "9fbf5e4e69b8869aebd88e6d545312ff9f878a747327ede5f6dbbba5c27b08ad",
};

const sha256 = (text: string) =>
  createHash("sha256").update(text).digest("hex");

function assertList(words: readonly string[], expected: Summary) {
  assert.equal(words.length, expected.count);
  assert.equal(sha256(words.join("\n")), expected.sha256);
  assert.deepEqual(words.slice(0, 5), expected.first);
  assert.deepEqual(words.slice(-5), expected.last);
}

/** The SHA-256 of every key joined by "\n", read through `at`. */
function indexedDigest(words: IndexedWords): string {
  const hash = createHash("sha256");
  let chunk = "";
  for (let i = 0; i < words.length; i++) {
    chunk += i === 0 ? words.at(i) : `\n${words.at(i)}`;
    if (chunk.length > 1 << 16) {
      hash.update(chunk);
      chunk = "";
    }
  }
  return hash.update(chunk).digest("hex");
}

Deno.test("the shipped files are wonderwords 3.0.0's", async () => {
  for (const [name, digest] of Object.entries(FILE_SHA256)) {
    const bytes = await Deno.readFile(
      new URL(
        `../../../../src/tasks/ruler/reference/wonderwords/${name}`,
        import.meta.url,
      ),
    );
    assert.equal(createHash("sha256").update(bytes).digest("hex"), digest);
  }
});

Deno.test("the three lists are what _get_words_from_text_file reads", async () => {
  const words = await loadRulerWordLists();
  assertList(words.nouns, vectors.nouns);
  assertList(words.adjectives, vectors.adjectives);
  assertList(words.verbs, vectors.verbs);
  assert.equal(await loadRulerWordLists(), words, "loaded once");
});

Deno.test("niah.py's adjective-noun keys: length, every key in order, keys by index", async () => {
  const { adjectiveNoun } = await loadRulerWordLists();
  const expected = vectors.adjective_noun;
  assert.equal(adjectiveNoun.length, expected.count);
  assert.ok(expected.at!.length > 700);
  for (const [index, key] of expected.at!) {
    assert.equal(adjectiveNoun.at(index), key, `index ${index}`);
  }
  assert.equal(indexedDigest(adjectiveNoun), expected.sha256);
  assert.throws(() => adjectiveNoun.at(expected.count), RangeError);
  assert.throws(() => adjectiveNoun.at(-1), RangeError);
});

Deno.test("cwe's sorted, deduplicated nouns + adjectives + verbs", async () => {
  const common = rulerCommonWords(await loadRulerWordLists());
  assertList(common, vectors.common_words);
  for (const [index, word] of vectors.common_words.at!) {
    assert.equal(common[index], word);
  }
});

Deno.test("lines are read as Python's readlines() + rstrip() reads them", () => {
  assert.deepEqual(wonderwordsLines(""), []);
  assert.deepEqual(wonderwordsLines("a\nb"), ["a", "b"]);
  assert.deepEqual(wonderwordsLines("a \n\n b\t\r\nc\rd\x1c\n"), [
    "a",
    "",
    " b",
    "c",
    "d",
  ]);
  assert.deepEqual(wonderwordsLines("x\ufeff\n\u3000\n"), ["x\ufeff", ""]);
});

Deno.test("keys sort by code point and nested adjectives interleave as Python's sorted(set()) does", () => {
  assert.ok(codePointCompare("\uffff", "\u{10000}") < 0, "astral after BMP");
  assert.ok(codePointCompare("a", "ab") < 0);
  assert.equal(codePointCompare("ab", "ab"), 0);
  const adjectives = ["red", "ad hoc", "red-hot", "ad", "red", "x"];
  const nouns = ["hot-pan", "pan", "apple", "Zoo", "\u{10000}", "\uffff"];
  const keys = adjectiveNounKeys(adjectives, nouns);
  // Python: sorted(set(f"{a}-{n}" for a in adjectives for n in nouns))
  const expected = [
    ...new Set(adjectives.flatMap((a) => nouns.map((n) => `${a}-${n}`))),
  ].sort(codePointCompare);
  assert.deepEqual(
    Array.from({ length: keys.length }, (_, i) => keys.at(i)),
    expected,
  );
  // "red-hot-pan" is spelt twice ("red" + "hot-pan", "red-hot" + "pan").
  assert.equal(keys.length, 5 * 6 - 1);
  assert.equal(expected.indexOf("ad hoc-Zoo"), 0);
});
