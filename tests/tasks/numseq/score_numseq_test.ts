/** Both verdicts are in every score; `answer_parser` picks the headline. */
import assert from "node:assert/strict";
import { scoreNumseq } from "../../../src/tasks/numseq/score_numseq.ts";

const built = (answer_parser?: string) => ({
  expected_answer: "-12",
  metadata: {
    last_line_fallback: true,
    ...(answer_parser ? { answer_parser } : {}),
  },
});

Deno.test("strict is the headline by default; the lenient verdict rides along", () => {
  assert.deepEqual(scoreNumseq("\\boxed{-12}", built()), {
    value: 0,
    correct: false,
    parse_fail: true,
    details: {
      answer_parser: "strict",
      parsed: null,
      lenient: { value: 1, parse_path: "boxed", parsed: "-12" },
    },
  });
});

Deno.test("answer_parser lenient makes the lenient verdict the headline", () => {
  assert.deepEqual(scoreNumseq("\\boxed{-12}", built("lenient")), {
    value: 1,
    correct: true,
    details: {
      answer_parser: "lenient",
      value: 1,
      parse_path: "boxed",
      parsed: "-12",
      strict: { value: 0, parsed: null },
    },
  });
});

Deno.test("a strict answer that parses but differs is wrong, not a parse failure", () => {
  const score = scoreNumseq("<answer>-12.0</answer>", built());
  assert.equal(score.value, 0);
  assert.equal(score.parse_fail, undefined);
  assert.deepEqual(score.details.lenient, {
    value: 1,
    parse_path: "answer_tag",
    parsed: "-12",
  });
});
