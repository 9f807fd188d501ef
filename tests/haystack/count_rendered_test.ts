import assert from "node:assert/strict";
import { countRenderedTokens } from "../../src/haystack/count_rendered.ts";
import { HaystackLibrary } from "../../src/haystack/corpus.ts";
import { type TokenSource } from "../../src/haystack/token_source.ts";
import {
  depthToIndex,
  needlePadding,
  type NeedlePlacement,
  renderContext,
} from "../../src/haystack/insert_needle.ts";
import { syntheticBlock } from "../../src/haystack/synthetic_prose.ts";
import { ENCODINGS, getTokenizer } from "../../src/tokenizer/encoding.ts";
import type { Tokenizer } from "../../src/tokenizer/tokenizer.ts";
import { mulberry32 } from "../../src/random/mulberry32.ts";
import { denoCorpusReader } from "../../src/cli/deno_io.ts";
import { PAUL_GRAHAM_ESSAYS } from "../support/paul_graham.ts";

/** Every tokenizer niah has; each must count exactly with its cut rule. */
const TOKENIZERS = await Promise.all(
  ENCODINGS.map((name) => getTokenizer(name)),
);

const NEEDLE = "The secret code is 1234.";

// Reads real folders, for the Paul Graham corpus.
const library = new HaystackLibrary(denoCorpusReader);

function textSource(
  text: string,
  separator: string,
  tokenizer: Tokenizer,
): Promise<TokenSource> {
  return library.source({ type: "text", text, separator }, tokenizer);
}

/** A needle at `index`, padded as a run pads it. */
function place(
  haystack: Uint32Array,
  index: number,
  tokenizer: Tokenizer,
  text = NEEDLE,
): NeedlePlacement {
  return {
    text,
    insertion_token_index: index,
    actual_depth_percent: haystack.length === 0
      ? 0
      : (index / haystack.length) * 100,
    ...needlePadding(haystack, index, tokenizer),
  };
}

/** Asserts the fast count equals a full re-encode of the rendered text. */
function check(
  source: TokenSource,
  count: number,
  placements: (haystack: Uint32Array) => NeedlePlacement[],
  label: string,
): void {
  const { tokenizer } = source;
  const haystack = source.take(count);
  const needles = placements(haystack);
  const expected = tokenizer.count(renderContext(haystack, needles, tokenizer));
  const actual = countRenderedTokens(
    haystack,
    source.seams(count),
    needles,
    tokenizer,
  );
  assert.equal(actual, expected, `${tokenizer.name} ${label}`);
}

/** Needles at `depths` percent, snapped to sentence ends as a run does. */
const atDepths = (tokenizer: Tokenizer, depths: number[]) =>
(
  haystack: Uint32Array,
) =>
  depths.map((depth) =>
    place(haystack, depthToIndex(haystack, depth, tokenizer, true), tokenizer)
  );

/** mulberry32, so the random cases are the same on every run. */
const random = mulberry32;

/** Wraps a tokenizer to total the characters it is asked to count. */
function measuring(inner: Tokenizer, promise: boolean) {
  const counted = { chars: 0, calls: 0 };
  const tokenizer: Tokenizer = {
    name: inner.name,
    encode: (text) => inner.encode(text),
    decodeBytes: (tokens) => inner.decodeBytes(tokens),
    decode: (tokens) => inner.decode(tokens),
    count: (text) => {
      counted.chars += text.length;
      counted.calls++;
      return inner.count(text);
    },
    ...(promise && inner.cutRule ? { cutRule: inner.cutRule } : {}),
  };
  return { tokenizer, counted };
}

Deno.test("seams: cycling sources repeat at the unit, synthetic at blocks", async () => {
  for (const tokenizer of TOKENIZERS) {
    const unit = tokenizer.encode("Alpha beta.\n\n").length;
    const cycling = await textSource("Alpha beta.", "\n\n", tokenizer);
    assert.deepEqual(cycling.seams(unit * 3), [unit, unit * 2]);
    assert.deepEqual(cycling.seams(unit * 3 + 1), [unit, unit * 2, unit * 3]);
    assert.deepEqual(cycling.seams(unit), []);
    assert.deepEqual(cycling.seams(0), []);

    const synthetic = await library.source(
      { type: "synthetic", seed: 0 },
      tokenizer,
    );
    const first = tokenizer.encode(syntheticBlock(0, 0)).length;
    const second = tokenizer.encode(syntheticBlock(0, 1)).length;
    assert.deepEqual(synthetic.seams(first), []);
    assert.deepEqual(synthetic.seams(first + 1), [first]);
    // Asking for fewer after growing further still answers for `count`.
    assert.deepEqual(synthetic.seams(first + second + 5), [
      first,
      first + second,
    ]);
    assert.deepEqual(synthetic.seams(first + 1), [first]);
  }
});

Deno.test("synthetic haystack: exact at every length, depth and needle count", async () => {
  for (const tokenizer of TOKENIZERS) {
    const source = await library.source(
      { type: "synthetic", seed: 0 },
      tokenizer,
    );
    for (const length of [1000, 10000]) {
      for (const depth of [0, 10, 50, 77, 100]) {
        check(
          source,
          length,
          atDepths(tokenizer, [depth]),
          `len ${length} depth ${depth}`,
        );
      }
      check(
        source,
        length,
        atDepths(tokenizer, [5, 50, 95]),
        `len ${length} three needles`,
      );
    }
    // The longest haystacks cost a full encode each to check: two cases.
    check(source, 100000, atDepths(tokenizer, [50]), "len 100000 depth 50");
    check(
      source,
      100000,
      atDepths(tokenizer, [5, 50, 100]),
      "len 100000 three needles",
    );
  }
});

Deno.test("synthetic haystack: only small regions are re-encoded", async () => {
  for (const inner of TOKENIZERS) {
    const { tokenizer, counted } = measuring(inner, true);
    const source = await library.source(
      { type: "synthetic", seed: 0 },
      tokenizer,
    );
    const haystack = source.take(60000);
    const needles = atDepths(tokenizer, [20, 60])(haystack);
    const text = renderContext(haystack, needles, tokenizer);
    const fast = countRenderedTokens(
      haystack,
      source.seams(60000),
      needles,
      tokenizer,
    );
    assert.equal(fast, inner.count(text));
    assert.ok(
      counted.chars < text.length / 20,
      `${inner.name}: encoded ${counted.chars} of ${text.length} chars`,
    );
  }
});

Deno.test("without the tokenizer's promise the whole text is counted", async () => {
  for (const inner of TOKENIZERS) {
    const { tokenizer, counted } = measuring(inner, false);
    const source = await library.source(
      { type: "synthetic", seed: 0 },
      tokenizer,
    );
    const haystack = source.take(5000);
    const needles = atDepths(tokenizer, [50])(haystack);
    const text = renderContext(haystack, needles, tokenizer);
    assert.equal(
      countRenderedTokens(haystack, source.seams(5000), needles, tokenizer),
      inner.count(text),
    );
    assert.equal(counted.calls, 1);
    assert.equal(counted.chars, text.length);
  }
});

Deno.test("a unit with no line break at all is still exact", async () => {
  for (const tokenizer of TOKENIZERS) {
    const source = await textSource(
      "The quick brown fox jumps over the lazy dog; nobody minds",
      ", ",
      tokenizer,
    );
    for (const length of [1, 7, 500, 6000]) {
      check(source, length, atDepths(tokenizer, [50]), `len ${length}`);
      check(
        source,
        length,
        atDepths(tokenizer, [0, 100]),
        `len ${length} ends`,
      );
    }
    check(source, 3000, () => [], "no needle");
  }
});

const MULTIBYTE_UNITS: [string, string][] = [
  ["Über café 東京 🎉.\nÄrger über 42 Grad.", "\n"],
  ["Über café 東京 🎉.\nÄrger über 42 Grad.", " "],
  ["東京は晴れ。\n🎉 party time\n\n", ""],
  ["\nnaïve façade 123\r\nZürich", ""],
  ["// path/to/file\n/etc/hosts\nword", "\n"],
  // Breaks followed by spaces, breaks and slashes: no cut may fall there.
  ["one\n \n\n\t\ntwo\n\n\n\n/usr/bin\n  indented\n- item\n", ""],
  // Added tokens, SentencePiece's space mark, characters NFKC rewrites.
  ["Line\r\nTwo\n\n\nThree <think>x</think> ▁▁ w\n  s\n\tT ﹶ ㈠ ﬁne\n", ""],
];

Deno.test("cycling multi-byte units across seams, needles at the ends and side by side", async () => {
  for (const tokenizer of TOKENIZERS) {
    for (const [text, separator] of MULTIBYTE_UNITS) {
      const source = await textSource(text, separator, tokenizer);
      const label = JSON.stringify(text + separator);
      for (const length of [1, 2, 3, 50, 801, 2000]) {
        check(source, length, () => [], `${label} len ${length} bare`);
        check(
          source,
          length,
          (h) => [place(h, 0, tokenizer)],
          `${label} len ${length} at 0`,
        );
        check(
          source,
          length,
          (h) => [place(h, h.length, tokenizer)],
          `${label} len ${length} at end`,
        );
        check(
          source,
          length,
          (h) => [place(h, 0, tokenizer), place(h, h.length, tokenizer)],
          `${label} len ${length} at both ends`,
        );
        const mid = Math.floor(length / 2);
        check(
          source,
          length,
          (h) => [
            place(h, mid, tokenizer),
            place(h, Math.min(mid + 1, h.length), tokenizer, "\nAnother.\n"),
            place(h, Math.min(mid + 2, h.length), tokenizer, "東京"),
          ],
          `${label} len ${length} adjacent`,
        );
        check(
          source,
          length,
          (h) => [
            place(h, mid, tokenizer, "first"),
            place(h, mid, tokenizer, "second"),
          ],
          `${label} len ${length} same index`,
        );
      }
    }
  }
});

Deno.test("random lengths, needle counts and indices on cycling sources", async () => {
  const next = random(20240611);
  const pick = <T>(items: readonly T[]): T =>
    items[Math.floor(next() * items.length)]!;
  const needleTexts = [
    NEEDLE,
    "\nA needle on its own line.\n",
    "東京🎉",
    "x",
    "42",
    " spaced ",
    "\r\n",
  ];
  const pads = ["", " ", "\n", "\n\n"];
  const sources: TokenSource[] = [];
  for (const tokenizer of TOKENIZERS) {
    for (const [text, separator] of MULTIBYTE_UNITS) {
      sources.push(await textSource(text, separator, tokenizer));
    }
    sources.push(
      await textSource("Plain words.\nMore words here.", "\n\n", tokenizer),
    );
  }
  for (let round = 0; round < 600; round++) {
    const source = pick(sources);
    const tokenizer = source.tokenizer;
    const length = 1 + Math.floor(next() * 2500);
    const needles = Math.floor(next() * 5);
    check(
      source,
      length,
      (h) =>
        Array.from({ length: needles }, () => {
          const index = Math.floor(next() * (h.length + 1));
          const needle = place(h, index, tokenizer, pick(needleTexts));
          if (next() < 0.3) {
            needle.pad_before = pick(pads);
            needle.pad_after = pick(pads);
          }
          return needle;
        }),
      `round ${round} len ${length} needles ${needles}`,
    );
  }
});

const PAUL_GRAHAM = PAUL_GRAHAM_ESSAYS;

async function exists(path: string): Promise<boolean> {
  try {
    return (await Deno.stat(path)).isDirectory;
  } catch {
    return false;
  }
}

Deno.test({
  name: "Paul Graham essays: exact, across the corpus's own seam",
  ignore: !(await exists(PAUL_GRAHAM)),
  fn: async () => {
    for (const tokenizer of TOKENIZERS) {
      const source = await library.source(
        { type: "files", path: PAUL_GRAHAM },
        tokenizer,
      );
      const unit = source.seams(1e9)[0]!;
      check(source, 4000, atDepths(tokenizer, [50]), "PG len 4000");
      // Past the corpus's end, with needles beside its seam and at the end.
      check(
        source,
        unit + 3000,
        (h) => [
          ...atDepths(tokenizer, [0, 33, 100])(h),
          place(h, unit - 1, tokenizer),
          place(h, unit, tokenizer),
        ],
        "PG len past the seam",
      );
    }
  },
});
