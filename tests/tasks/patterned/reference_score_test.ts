/**
 * The reference's reward on tricky answers, against vectors scored by the
 * reference environment's own reward functions and verifiers' own parser
 * (scripts/reference/patterned_vectors.py).
 */
import assert from "node:assert/strict";
import {
  extractBoxedPassthrough,
  referenceParse,
  referenceReward,
} from "../../../src/tasks/patterned/reference/score.ts";
import {
  pythonCollapse,
  pythonSplit,
  pythonStrip,
} from "../../../src/tasks/patterned/python_whitespace.ts";
import { scoreNeedles } from "../../../src/tasks/patterned/score_needles.ts";

interface ScoreVector {
  num_needles: number;
  answer: string;
  response: string;
  parsed: string;
  reward: number;
}

const vectors: ScoreVector[] = JSON.parse(
  await Deno.readTextFile(
    new URL("../../vectors/patterned/scores.json", import.meta.url),
  ),
).vectors;

Deno.test("at least 50 tricky answers, right and wrong, one and several needles", () => {
  assert.ok(vectors.length >= 50, `${vectors.length}`);
  assert.ok(
    vectors.some((v) => v.reward === 1 && !v.response.includes("\\boxed{")),
  );
  assert.deepEqual(new Set(vectors.map((v) => v.reward)), new Set([0, 1]));
  assert.ok(new Set(vectors.map((v) => v.num_needles)).size >= 3);
});

Deno.test("the reference parser reads every vector as verifiers does", () => {
  for (const v of vectors) {
    assert.equal(
      referenceParse(v.response),
      v.parsed,
      JSON.stringify(v.response),
    );
  }
});

Deno.test("the reference reward scores every vector as the environment does", () => {
  for (const v of vectors) {
    assert.equal(
      referenceReward(v.response, v.answer),
      v.reward,
      JSON.stringify(v.response),
    );
  }
});

Deno.test("no box, or an unclosed one, passes the whole text through", () => {
  assert.equal(extractBoxedPassthrough("cat dog"), "cat dog");
  assert.equal(extractBoxedPassthrough("\\boxed{cat dog"), "\\boxed{cat dog");
  assert.equal(extractBoxedPassthrough("x \\boxed{a {b} c} y"), "a {b} c");
  assert.equal(referenceReward("  cat  dog \n", "cat dog"), 1);
  assert.equal(referenceReward("\\boxed{}", "cat dog"), 0);
});

Deno.test("Python's whitespace: \\x85 and \\u2028 split, \\u200b and \\ufeff do not", () => {
  assert.deepEqual(pythonSplit("a\x85b\u2028c\x1ed"), ["a", "b", "c", "d"]);
  assert.deepEqual(pythonSplit("a\u200bb\ufeffc"), ["a\u200bb\ufeffc"]);
  assert.equal(pythonStrip("\ufeff x \u3000"), "\ufeff x");
  assert.equal(pythonCollapse(" \t a \n\n b "), "a b");
  assert.deepEqual(pythonSplit(" \t "), []);
});

Deno.test("scoreNeedles: the reference headline, niah's reading in the details", () => {
  const expected = "fish tree lamp";
  const bare = scoreNeedles("fish tree lamp", expected, "reference");
  assert.deepEqual(bare, {
    value: 1,
    correct: true,
    details: { answer: null },
  });
  const unboxedWrong = scoreNeedles("no idea", expected, "reference");
  assert.equal(unboxedWrong.value, 0);
  assert.equal(unboxedWrong.parse_fail, true);
  const wrapped = scoreNeedles(
    "\\boxed{\\text{fish tree lamp}}",
    expected,
    "reference",
  );
  assert.equal(wrapped.value, 0);
  assert.equal(wrapped.parse_fail, undefined);
  assert.deepEqual(wrapped.details.lenient, { value: 1 });
  // niah's headline keeps requiring a box.
  assert.equal(scoreNeedles("fish tree lamp", expected, "niah").value, 0);
  assert.equal(scoreNeedles("fish tree lamp", expected).parse_fail, true);
  // Python's whitespace: \x85 splits there, \ufeff does not.
  assert.equal(
    scoreNeedles("\\boxed{fish\x85tree lamp}", expected, "reference").value,
    1,
  );
  assert.equal(
    scoreNeedles("\\boxed{fish\ufefftree lamp}", expected, "reference")
      .value,
    0,
  );
});
