/**
 * The shared scorers of `src/tasks/scorers/` that families compose: RULER's
 * substring metrics (its vectors are in tests/tasks/ruler/ruler_score_test.ts,
 * through RULER's row scorer, which composes these), exact match, set F1
 * and boxed answers.
 */
import assert from "node:assert/strict";
import { boxedAnswer } from "../../../src/tasks/scorers/boxed_answer.ts";
import {
  answerContains,
  exactMatch,
} from "../../../src/tasks/scorers/exact_match.ts";
import { setF1 } from "../../../src/tasks/scorers/set_f1.ts";
import {
  stringMatchAll,
  stringMatchPart,
} from "../../../src/tasks/scorers/substring_match.ts";
import { rulerRowScore } from "../../../src/tasks/ruler/ruler_score.ts";

Deno.test("string_match_all is the share of references found, string_match_part whether any is", () => {
  const prediction = "The keys are ALPHA and gamma.";
  const references = ["alpha", "beta", "Gamma", "delta"];
  assert.equal(stringMatchAll(prediction, references), 0.5);
  assert.equal(stringMatchPart(prediction, references), 1);
  assert.equal(stringMatchPart("none here", references), 0);
  assert.equal(
    rulerRowScore(prediction, references, "all"),
    stringMatchAll(prediction, references),
  );
  assert.throws(
    () => stringMatchPart(prediction, []),
    /string_match_part cannot score a row without references/,
  );
});

Deno.test("exact match compares normalised text: case, ends and zero-width characters aside", () => {
  assert.equal(exactMatch("  Paris\u200b ", "paris").value, 1);
  assert.equal(exactMatch("Paris.", "paris").value, 0);
  assert.equal(exactMatch("new  york", "new york").value, 0);
  assert.deepEqual(exactMatch("PARIS", "paris"), {
    value: 1,
    correct: true,
    details: { exact: true },
  });
  assert.equal(answerContains("It is Paris.", "paris").value, 1);
});

Deno.test("set F1 counts each item once and is 0 without overlap or items", () => {
  assert.deepEqual(setF1(["a", "b", "b", "c"], ["b", "c", "d", "e"]), {
    precision: 2 / 3,
    recall: 0.5,
    f1: 2 * (2 / 3) * 0.5 / (2 / 3 + 0.5),
  });
  assert.equal(setF1(["a"], ["a"]).f1, 1);
  assert.equal(setF1(["a"], ["b"]).f1, 0);
  assert.equal(setF1([], ["b"]).f1, 0);
  assert.equal(setF1([], []).f1, 0);
});

Deno.test("the boxed answer is the last closed box after thinking", () => {
  assert.equal(
    boxedAnswer("<think>\\boxed{no}</think> so \\boxed{\\text{yes}}"),
    "yes",
  );
  assert.equal(boxedAnswer("no box"), null);
});
