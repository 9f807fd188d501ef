import assert from "node:assert/strict";
import {
  afterThinking,
  boxedAnswer,
  closingBrace,
  lastBoxed,
  referenceBoxed,
} from "../../../src/tasks/patterned/parse_boxed.ts";
import { unwrapText } from "../../../src/tasks/patterned/unwrap_text.ts";
import { scoreNeedles } from "../../../src/tasks/patterned/score_needles.ts";

Deno.test("only the text after the last </think> is read", () => {
  assert.equal(afterThinking("a</think>b</think>c"), "c");
  assert.equal(afterThinking("no thinking"), "no thinking");
  assert.equal(
    boxedAnswer(
      "<think>maybe \\boxed{cat cat dog}</think>So \\boxed{dog dog cat}",
    ),
    "dog dog cat",
  );
  assert.equal(
    boxedAnswer("<think>\\boxed{cat cat dog}</think>no box here"),
    null,
  );
  // An unclosed think block hides nothing: there is no </think> to cut at.
  assert.equal(boxedAnswer("<think>\\boxed{a b}"), "a b");
});

Deno.test("the last top-level box wins", () => {
  assert.equal(lastBoxed("\\boxed{a} then \\boxed{b}"), "b");
  assert.equal(lastBoxed("first \\boxed{a b c} and that is all"), "a b c");
  assert.equal(lastBoxed("no box"), null);
});

Deno.test("boxes are brace-matched, nested braces included", () => {
  assert.equal(lastBoxed("\\boxed{a {b} c}"), "a {b} c");
  assert.equal(lastBoxed("\\boxed{{{x}}} tail}"), "{{x}}");
  assert.equal(lastBoxed("\\boxed{a \\} b}"), "a \\} b");
  assert.equal(closingBrace("{a{b}c}d", 0), 6);
  assert.equal(closingBrace("{a{b}c", 0), -1);
  // A box inside a box belongs to it; the outer one is the answer.
  assert.equal(boxedAnswer("\\boxed{\\boxed{cat dog}}"), "cat dog");
});

Deno.test("a cut-off last box is no answer, even after a complete one", () => {
  assert.equal(lastBoxed("\\boxed{a} and finally \\boxed{b c"), null);
  assert.equal(boxedAnswer("\\boxed{"), null);
});

Deno.test("\\text{} and similar wrappers are unwrapped", () => {
  assert.equal(
    boxedAnswer("\\boxed{\\text{fish tree lamp}}"),
    "fish tree lamp",
  );
  assert.equal(
    boxedAnswer("\\boxed{\\text{fish tree} | \\textbf{dog cat}}"),
    "fish tree | dog cat",
  );
  assert.equal(unwrapText("\\text{\\mathrm{a}b}"), "ab");
  assert.equal(unwrapText("\\text {spaced}"), "spaced");
  assert.equal(unwrapText("\\text{open"), "\\text{open");
});

Deno.test("an empty box is no answer", () => {
  assert.equal(boxedAnswer("\\boxed{}"), null);
  assert.equal(boxedAnswer("\\boxed{  \\text{ } }"), null);
});

Deno.test("scoring: exact match after whitespace normalisation", () => {
  const expected = "fish tree lamp book chair";
  assert.equal(
    scoreNeedles("\\boxed{ fish  tree\nlamp book chair }", expected).value,
    1,
  );
  const wrong = scoreNeedles("\\boxed{fish tree lamp book}", expected);
  assert.equal(wrong.value, 0);
  assert.equal(wrong.correct, false);
  assert.equal(wrong.parse_fail, undefined);
  assert.equal(
    scoreNeedles("\\boxed{Fish tree lamp book chair}", expected).value,
    0,
  );
});

Deno.test("scoring: no box is a parse failure, never the whole text", () => {
  const score = scoreNeedles(
    "fish tree lamp book chair",
    "fish tree lamp book chair",
  );
  assert.deepEqual(score, {
    value: 0,
    correct: false,
    parse_fail: true,
    details: { answer: null },
  });
});

Deno.test("scoring several needles: same count, same order", () => {
  const expected = "cat cat dog | bird fish bird";
  assert.equal(
    scoreNeedles("\\boxed{cat cat dog | bird fish bird}", expected).value,
    1,
  );
  // The seed splits on " | " only; niah's lenient reading takes a bare "|".
  const bare = scoreNeedles("\\boxed{cat cat dog|bird fish bird}", expected);
  assert.equal(bare.value, 0);
  assert.deepEqual(bare.details.lenient, { value: 1 });
  const reversed = scoreNeedles(
    "\\boxed{bird fish bird | cat cat dog}",
    expected,
  );
  assert.equal(reversed.value, 0);
  assert.equal(reversed.details.needles_right, 0);
  const short = scoreNeedles("\\boxed{cat cat dog}", expected);
  assert.equal(short.value, 0);
  assert.equal(short.details.needles_right, 1);
  const extra = scoreNeedles(
    "\\boxed{cat cat dog | bird fish bird | owl owl owl}",
    expected,
  );
  assert.equal(extra.value, 0);
});

Deno.test("score.value is the seed's rule (raw box content); details.lenient is niah's", () => {
  const expected = "fish tree lamp";
  const wrapped = scoreNeedles(
    "It is \\boxed{\\text{fish tree lamp}}.",
    expected,
  );
  assert.equal(wrapped.value, 0, "the seed compares \\text{...} as written");
  assert.equal(wrapped.correct, false);
  assert.equal(wrapped.parse_fail, undefined);
  assert.deepEqual(wrapped.details.lenient, { value: 1 });
  assert.equal(wrapped.details.answer, "fish tree lamp");
  // The seed reads the last "\\boxed{" in the text, after the last </think>.
  const nested = scoreNeedles(
    "<think>\\boxed{owl}</think>\\boxed{\\boxed{fish tree lamp}}",
    expected,
  );
  assert.equal(nested.value, 1);
  assert.deepEqual(nested.details.lenient, { value: 1 });
  assert.deepEqual(
    referenceBoxed("\\boxed{a {b} c} then \\boxed{d \\{e\\} f}"),
    "d \\{e\\} f",
  );
  assert.equal(referenceBoxed("no box"), null);
  assert.equal(referenceBoxed("\\boxed{open"), null);
});

Deno.test("scoring no-space answers: added spaces score 0", () => {
  const expected = "catcatdog";
  assert.equal(scoreNeedles("\\boxed{catcatdog}", expected).value, 1);
  assert.equal(scoreNeedles("\\boxed{cat cat dog}", expected).value, 0);
});

Deno.test("long answers are cut in the score details", () => {
  const score = scoreNeedles(`\\boxed{${"word ".repeat(500)}}`, "x");
  assert.ok(String(score.details.answer).length < 600);
});
