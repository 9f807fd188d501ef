import assert from "node:assert/strict";
import {
  REFERENCE_SNAP_TOKENS,
  referenceIndex,
  referenceInsert,
  snapToPeriod,
  spliceAtRecorded,
} from "../../src/haystack/reference_insert.ts";
import { getTokenizer } from "../../src/tokenizer/encoding.ts";

const cl100k = await getTokenizer("cl100k_base");
const PERIODS = new Set(cl100k.encode("."));
const DOT = [...PERIODS][0]!;

/** A stream of `n` filler tokens with the bare "." token at `dots`. */
function stream(n: number, dots: number[] = []): Uint32Array {
  const out = new Uint32Array(n).fill(1000);
  for (const at of dots) out[at] = DOT;
  return out;
}

Deno.test("snapping walks back to just after the nearest bare period", () => {
  const tokens = stream(500, [200]);
  assert.equal(snapToPeriod(tokens, 250, PERIODS), 201);
  assert.equal(snapToPeriod(tokens, 201, PERIODS), 201);
  assert.equal(snapToPeriod(tokens, 300, PERIODS), 201);
});

Deno.test("with no period in 100 tokens it lands 100 back, not at the raw point (the tool's bug)", () => {
  const tokens = stream(500, [150]);
  assert.equal(snapToPeriod(tokens, 400, PERIODS), 400 - REFERENCE_SNAP_TOKENS);
  // The token at the window's far end is not looked at.
  assert.equal(snapToPeriod(tokens, 251, PERIODS), 151);
  assert.equal(snapToPeriod(tokens, 252, PERIODS), 152);
  assert.equal(snapToPeriod(stream(500), 60, PERIODS), 0);
  assert.equal(snapToPeriod(stream(500), 0, PERIODS), 0);
});

Deno.test("only the bare period counts: a paragraph end is another token", () => {
  const text = "One.\n\nTwo words here and more words".repeat(3);
  const tokens = cl100k.encode(text);
  assert.ok(!tokens.includes(DOT), "'.\\n\\n' is its own token");
  assert.equal(snapToPeriod(tokens, 20, PERIODS), 0);
});

Deno.test("depth edges: 100 appends; 0 is first for single_depth and even_spread", () => {
  const tokens = stream(300, [10]);
  const options = { snap: true, periods: PERIODS };
  assert.equal(
    referenceIndex(tokens, 100, { ...options, inserter: "single_depth" }),
    300,
  );
  assert.equal(
    referenceIndex(tokens, 100, { ...options, inserter: "even_spread" }),
    300,
  );
  assert.equal(
    referenceIndex(tokens, 0, { ...options, inserter: "single_depth" }),
    0,
  );
  assert.equal(
    referenceIndex(tokens, 0, { ...options, inserter: "even_spread" }),
    0,
  );
  // int(n * (d / 100)), then the snap.
  assert.equal(
    referenceIndex(tokens, 50, { ...options, inserter: "single_depth" }),
    50,
  );
  assert.equal(
    referenceIndex(tokens, 50, {
      ...options,
      snap: false,
      inserter: "single_depth",
    }),
    150,
  );
});

Deno.test("needles are spliced with no whitespace; indices are post-insertion", () => {
  const haystack = cl100k.encode("Alpha. Beta. Gamma. Delta. Epsilon.");
  const needles = ["X1.", "Y22.", "Z333."].map((text) => ({
    text,
    tokens: cl100k.encode(text),
  }));
  const { tokens, placements } = referenceInsert({
    haystack,
    needles,
    depths: [0, 50, 100],
    inserter: "even_spread",
    snap: true,
    periods: PERIODS,
  });
  assert.equal(
    tokens.length,
    haystack.length + needles.reduce((s, n) => s + n.tokens.length, 0),
  );
  const text = new TextDecoder().decode(cl100k.decodeBytes(tokens));
  assert.ok(text.startsWith("X1.Alpha."), text);
  assert.ok(text.endsWith("Epsilon.Z333."), text);
  for (const p of placements) {
    const at = p.insertion_token_index;
    const own = cl100k.encode(p.text);
    assert.deepEqual([...tokens.subarray(at, at + own.length)], [...own]);
  }
  // Recorded placements rebuild the same stream, as the tool's reconstruct does.
  assert.deepEqual(
    [...spliceAtRecorded(
      haystack,
      placements.map((p) => ({ ...p, tokens: cl100k.encode(p.text) })),
    )],
    [...tokens],
  );
});

Deno.test("even spread at depth 100 puts every needle at the end, in order", () => {
  const haystack = stream(50);
  const needles = ["a", "b", "c"].map((text) => ({
    text,
    tokens: cl100k.encode(text),
  }));
  const { placements } = referenceInsert({
    haystack,
    needles,
    depths: [100, 100, 100],
    inserter: "even_spread",
    snap: true,
    periods: PERIODS,
  });
  assert.deepEqual(placements.map((p) => p.insertion_token_index), [
    50,
    51,
    52,
  ]);
  assert.deepEqual(placements.map((p) => p.actual_depth_percent), [
    100,
    100,
    100,
  ]);
});

Deno.test("explicit depths are spliced in depth order and reported in the task's order", () => {
  const haystack = stream(200);
  const needles = ["late", "early"].map((text) => ({
    text,
    tokens: cl100k.encode(text),
  }));
  const { placements } = referenceInsert({
    haystack,
    needles,
    depths: [75, 25],
    inserter: "explicit",
    snap: false,
    periods: PERIODS,
  });
  assert.equal(placements[1]!.insertion_token_index, 50);
  assert.equal(
    placements[0]!.insertion_token_index,
    150 + needles[1]!.tokens.length,
  );
  assert.throws(
    () =>
      referenceInsert({
        haystack,
        needles,
        depths: [101, 2],
        inserter: "explicit",
        snap: false,
        periods: PERIODS,
      }),
    /depth_percent must be in \[0, 100\]/,
  );
});
