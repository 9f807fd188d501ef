/**
 * Scoring of patterned-needle answers. `score.value` is the seed's rule,
 * so niah's numbers compare with its tables: the raw content of the last
 * `\boxed{}` after thinking, whitespace-normalised, must equal the expected
 * needle(s); several needles are split on `" | "` and must match, as many,
 * in order. `score.details.lenient` is niah's reading (`\text{}` and
 * similar wrappers unwrapped, `|` with or without spaces), and `answer`
 * and `needles_right` are niah's too. No box is a `parse_fail`.
 */
import type { Score } from "../task.ts";
import { ANSWER_SEPARATOR } from "./generate_problem.ts";
import { boxedAnswer, seedBoxed } from "./parse_boxed.ts";

/** Longest answer kept in a row's score details. */
const KEPT_ANSWER_CHARS = 500;

/** Collapses runs of whitespace to one space and trims the ends. */
export function normaliseWhitespace(text: string): string {
  return text.replace(/\s+/g, " ").trim();
}

/** The needles of an answer or expected answer, normalised. */
export function needleParts(text: string): string[] {
  return text.split("|").map(normaliseWhitespace);
}

/** Scores `response` against the expected needles (joined by `" | "`). */
export function scoreNeedles(response: string, expected: string): Score {
  const answer = boxedAnswer(response);
  if (answer === null) {
    return {
      value: 0,
      correct: false,
      parse_fail: true,
      details: { answer: null },
    };
  }
  const want = expected.split(ANSWER_SEPARATOR).map(normaliseWhitespace);
  const same = (got: string[]) =>
    got.length === want.length && got.every((part, i) => part === want[i]);
  const got = needleParts(answer);
  const seed = seedBoxed(response);
  const correct = seed !== null &&
    same(seed.split(ANSWER_SEPARATOR).map(normaliseWhitespace));
  return {
    value: correct ? 1 : 0,
    correct,
    details: {
      answer: answer.length > KEPT_ANSWER_CHARS
        ? `${answer.slice(0, KEPT_ANSWER_CHARS)}...`
        : answer,
      needles_right: got.filter((part, i) => part === want[i]).length,
      lenient: { value: same(got) ? 1 : 0 },
    },
  };
}
