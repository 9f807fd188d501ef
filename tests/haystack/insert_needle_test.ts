import assert from "node:assert/strict";
import { HaystackLibrary } from "../../src/haystack/corpus.ts";
import {
  charBoundaryAtOrBefore,
  depthToIndex,
  isCharBoundary,
  needlePadding,
  type NeedlePlacement,
  renderContext,
  SNAP_WINDOW_TOKENS,
} from "../../src/haystack/insert_needle.ts";
import { getTokenizer } from "../../src/tokenizer/encoding.ts";

const tokenizer = await getTokenizer("cl100k_base");
const library = new HaystackLibrary({
  listTextFiles: () => Promise.reject(new Error("unused")),
  readText: () => Promise.reject(new Error("unused")),
});
const synthetic = await library.source(
  { type: "synthetic", seed: 0 },
  tokenizer,
);
const HAYSTACK = synthetic.take(3000);
const NEEDLE = "The secret code is 1234.";

/** A single-token id, checked. */
function tokenOf(text: string): number {
  const tokens = tokenizer.encode(text);
  assert.equal(tokens.length, 1, `${JSON.stringify(text)} is one token`);
  return tokens[0]!;
}

/** Places NEEDLE at `index` with its padding and renders the context. */
function placeAt(tokens: Uint32Array, index: number): {
  context: string;
  placement: NeedlePlacement;
} {
  const placement: NeedlePlacement = {
    text: NEEDLE,
    insertion_token_index: index,
    actual_depth_percent: (index / tokens.length) * 100,
    ...needlePadding(tokens, index, tokenizer),
  };
  return { context: renderContext(tokens, [placement], tokenizer), placement };
}

/** A haystack of words with no sentence end at all. */
function wordsOnly(count: number): Uint32Array {
  const words = ["apple", "river", "stone", "lantern", "meadow", "copper"];
  return tokenizer.encode(
    Array.from({ length: count }, (_, i) => words[i % words.length]).join(" "),
  );
}

Deno.test("depth 0 puts the needle first", () => {
  for (const snap of [true, false]) {
    const index = depthToIndex(HAYSTACK, 0, tokenizer, snap);
    assert.equal(index, 0);
    const { context } = placeAt(HAYSTACK, index);
    assert.ok(context.startsWith(NEEDLE + " "), context.slice(0, 60));
    assert.ok(context.endsWith(tokenizer.decode(HAYSTACK.subarray(-20))));
  }
});

Deno.test("depth 100 puts the needle last", () => {
  for (const snap of [true, false]) {
    const index = depthToIndex(HAYSTACK, 100, tokenizer, snap);
    assert.equal(index, HAYSTACK.length);
    const { context } = placeAt(HAYSTACK, index);
    assert.ok(context.endsWith(NEEDLE), context.slice(-60));
    assert.ok(context.startsWith(tokenizer.decode(HAYSTACK.subarray(0, 20))));
  }
});

Deno.test("depth 50 lands between 40% and 60% of the tokens", () => {
  for (const snap of [true, false]) {
    const index = depthToIndex(HAYSTACK, 50, tokenizer, snap);
    assert.ok(
      index >= 0.4 * HAYSTACK.length && index <= 0.6 * HAYSTACK.length,
      `index ${index} of ${HAYSTACK.length}`,
    );
  }
});

Deno.test("without snapping the needle goes at floor(n * depth / 100)", () => {
  for (const depth of [1, 12.5, 37, 50, 63.3, 99]) {
    assert.equal(
      depthToIndex(HAYSTACK, depth, tokenizer, false),
      Math.floor((HAYSTACK.length * depth) / 100),
    );
  }
});

Deno.test("snapping puts the needle right after a sentence end", () => {
  for (let depth = 3; depth < 100; depth += 7) {
    const raw = Math.floor((HAYSTACK.length * depth) / 100);
    const index = depthToIndex(HAYSTACK, depth, tokenizer, true);
    assert.ok(index <= raw && raw - index <= SNAP_WINDOW_TOKENS, `${depth}`);
    const before = tokenizer.decode(HAYSTACK.subarray(0, index));
    assert.match(before, /[.!?]["')\]]*(?: |\n|\n\n)?$/, `depth ${depth}`);
    const { context } = placeAt(HAYSTACK, index);
    assert.match(
      context,
      /[.!?]["')\]]*(?: |\n|\n\n)The secret code is 1234\. /,
      `depth ${depth}`,
    );
  }
});

Deno.test("snapping picks the nearest sentence end before the raw point", () => {
  const apple = tokenOf(" apple");
  const period = tokenOf(".");
  // Periods at 10 and 40; raw point 60 snaps to 41, just after the later one.
  const tokens = new Uint32Array(100).fill(apple);
  tokens[10] = period;
  tokens[40] = period;
  assert.equal(depthToIndex(tokens, 60, tokenizer, true), 41);
  // A raw point right after a period stays put.
  assert.equal(depthToIndex(tokens, 41, tokenizer, true), 41);
});

Deno.test("paragraph-end tokens count as sentence ends", () => {
  for (const end of [".\n\n", ".\n", "!\n\n", "?\n"]) {
    const endToken = tokenOf(end);
    const head = wordsOnly(50);
    const tail = wordsOnly(60);
    const tokens = new Uint32Array([...head, endToken, ...tail]);
    const target = head.length + 1 + 10; // 10 tokens past the paragraph end
    const depth = ((target + 0.5) / tokens.length) * 100;
    assert.equal(Math.floor((tokens.length * depth) / 100), target);
    assert.equal(
      depthToIndex(tokens, depth, tokenizer, true),
      head.length + 1,
      JSON.stringify(end),
    );
    const { context } = placeAt(tokens, head.length + 1);
    assert.ok(context.includes(end + NEEDLE + " "), JSON.stringify(end));
  }
});

Deno.test("with no sentence end within 100 tokens the needle goes at the raw point", () => {
  // A period far back (more than 100 tokens) must not pull the needle to it,
  // and the needle must not jump back 100 tokens as the reference did.
  const tokens = new Uint32Array([
    ...tokenizer.encode("It began."),
    ...wordsOnly(600),
  ]);
  for (const depth of [30, 50, 90]) {
    const raw = Math.floor((tokens.length * depth) / 100);
    assert.equal(depthToIndex(tokens, depth, tokenizer, true), raw);
  }
  const plain = wordsOnly(400);
  assert.equal(
    depthToIndex(plain, 50, tokenizer, true),
    Math.floor(plain.length / 2),
  );
});

Deno.test("the snap window reaches exactly 100 tokens back", () => {
  const apple = tokenOf(" apple");
  const period = tokenOf(".");
  const raw = 250;
  const depth = ((raw + 0.5) / 500) * 100;
  const within = new Uint32Array(500).fill(apple);
  within[raw - SNAP_WINDOW_TOKENS - 1] = period; // index raw-100 follows it
  assert.equal(
    depthToIndex(within, depth, tokenizer, true),
    raw - SNAP_WINDOW_TOKENS,
  );
  const beyond = new Uint32Array(500).fill(apple);
  beyond[raw - SNAP_WINDOW_TOKENS - 2] = period;
  assert.equal(depthToIndex(beyond, depth, tokenizer, true), raw);
});

Deno.test("the needle never splits a multi-byte character", () => {
  // "😀" is two tokens in cl100k: index 2 falls inside the character.
  const tokens = tokenizer.encode("a😀b");
  assert.equal(tokens.length, 4);
  assert.equal(isCharBoundary(tokens, 2, tokenizer), false);
  assert.equal(isCharBoundary(tokens, 1, tokenizer), true);
  assert.equal(isCharBoundary(tokens, 3, tokenizer), true);
  assert.equal(charBoundaryAtOrBefore(tokens, 2, tokenizer), 1);
  const index = depthToIndex(tokens, 50, tokenizer, false);
  assert.equal(index, 1);
  const { context } = placeAt(tokens, index);
  assert.equal(context, `a ${NEEDLE} 😀b`);
  assert.ok(!context.includes("\uFFFD"));
});

Deno.test("padding puts a space between needle and text", () => {
  const tokens = tokenizer.encode("hello world");
  assert.deepStrictEqual(needlePadding(tokens, 1, tokenizer), {
    pad_before: " ",
    pad_after: "",
  });
  assert.equal(placeAt(tokens, 1).context, `hello ${NEEDLE} world`);
  assert.equal(placeAt(tokens, 0).context, `${NEEDLE} hello world`);
  assert.equal(placeAt(tokens, 2).context, `hello world ${NEEDLE}`);
  const sentence = tokenizer.encode("It ended. Next");
  const afterPeriod = [...sentence].indexOf(tokenOf(".")) + 1;
  assert.equal(
    placeAt(sentence, afterPeriod).context,
    `It ended. ${NEEDLE} Next`,
  );
});

Deno.test("padding adds no space after a newline", () => {
  const tokens = tokenizer.encode("line one\nline two");
  const afterNewline = [...tokens].indexOf(tokenOf("\n")) + 1;
  assert.deepStrictEqual(needlePadding(tokens, afterNewline, tokenizer), {
    pad_before: "",
    pad_after: " ",
  });
  assert.equal(
    placeAt(tokens, afterNewline).context,
    `line one\n${NEEDLE} line two`,
  );
  const paragraphs = tokenizer.encode("First part.\n\nSecond part");
  const afterEnd = [...paragraphs].indexOf(tokenOf(".\n\n")) + 1;
  assert.equal(
    placeAt(paragraphs, afterEnd).context,
    `First part.\n\n${NEEDLE} Second part`,
  );
});

Deno.test("an empty haystack gets no padding", () => {
  const empty = new Uint32Array(0);
  assert.deepStrictEqual(needlePadding(empty, 0, tokenizer), {
    pad_before: "",
    pad_after: "",
  });
  assert.equal(depthToIndex(empty, 50, tokenizer, true), 0);
  assert.equal(placeAt(empty, 0).context, NEEDLE);
});

Deno.test("renderContext with no placements is the decoded haystack", () => {
  assert.equal(
    renderContext(HAYSTACK, [], tokenizer),
    tokenizer.decode(HAYSTACK),
  );
  assert.equal(renderContext(new Uint32Array(0), [], tokenizer), "");
});

Deno.test("renderContext splices several needles in index order", () => {
  const tokens = tokenizer.encode("one two three four");
  const at = (index: number, text: string): NeedlePlacement => ({
    text,
    insertion_token_index: index,
    actual_depth_percent: 0,
    ...needlePadding(tokens, index, tokenizer),
  });
  assert.equal(
    renderContext(tokens, [at(3, "C"), at(1, "A"), at(2, "B")], tokenizer),
    "one A two B three C four",
  );
});
