/**
 * A task's score is checked where a row is made: a value outside 0..1 is
 * refused naming the task and the row, and what counts as correct is the
 * task's `correctAt` threshold, else its scorer's word, else a 1.
 */
import assert from "node:assert/strict";
import { checkedScore } from "../../src/tasks/score_check.ts";

const plain = { type: "plain" };
const half = { type: "half", correctAt: 0.5 };

Deno.test("a score outside 0..1 is refused, naming the task and the row", () => {
  for (const value of [1.5, -0.1, NaN, Infinity]) {
    assert.throws(
      () => checkedScore(plain, { value, details: {} }, 'cell "c1"'),
      new RegExp(
        `^RangeError: task "plain" scored cell "c1" ${value}; a score is a number from 0 to 1$`,
      ),
    );
  }
  assert.throws(
    () =>
      checkedScore(
        plain,
        { value: "1" as unknown as number, details: {} },
        "x.jsonl:3",
      ),
    /task "plain" scored x\.jsonl:3 "1"; a score is a number from 0 to 1/,
  );
});

Deno.test("correct: the declared threshold, else the scorer's word, else a 1", () => {
  const at = (task: typeof plain, value: number, correct?: boolean) =>
    checkedScore(
      task,
      { value, details: {}, ...(correct === undefined ? {} : { correct }) },
      "here",
    ).correct;
  assert.equal(at(plain, 1), true);
  assert.equal(at(plain, 0.99), false);
  assert.equal(at(plain, 0.5, true), true);
  assert.equal(at(half, 0.5), true);
  assert.equal(at(half, 0.49), false);
  // The declared threshold decides over the scorer's own word.
  assert.equal(at(half, 0.2, true), false);
  assert.throws(
    () => at({ type: "bad", correctAt: 1.5 } as typeof plain, 1),
    /task "bad" declares correctAt 1\.5; it must be above 0 and at most 1/,
  );
});
