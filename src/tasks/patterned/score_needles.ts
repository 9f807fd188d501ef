/**
 * Scoring of patterned-needle answers. The headline (`score.value`) is,
 * by style:
 *
 * - `reference`: the reference environment's reward on the same strings
 *   (`reference/score.ts`): non-strict `extract_boxed_answer`, so with no
 *   box (or an unclosed one) the whole text after thinking is compared;
 * - `niah`: the raw content of the last closed `\boxed{}` after thinking,
 *   whitespace-normalised, must equal the expected needle(s) (several are
 *   split on `" | "`, as many, in order); no box scores 0.
 *
 * `score.details.lenient` is niah's reading in both (`\text{}` and
 * similar wrappers unwrapped, `|` with or without spaces), and `answer`
 * and `needles_right` are niah's too. A wrong answer with no closed box is
 * a `parse_fail`.
 */
import type { Score } from "../task.ts";
import type { TaskStyle } from "../task_style.ts";
import { ANSWER_SEPARATOR } from "./problem.ts";
import { boxedAnswer, referenceBoxed } from "../scorers/boxed_answer.ts";
import { referenceReward } from "./reference/score.ts";

/** Longest answer kept in a row's score details. */
const KEPT_ANSWER_CHARS = 500;

/** Collapses runs of whitespace to one space and trims the ends. */
function normaliseWhitespace(text: string): string {
  return text.replace(/\s+/g, " ").trim();
}

/** The needles of an answer or expected answer, normalised. */
function needleParts(text: string): string[] {
  return text.split("|").map(normaliseWhitespace);
}

/** niah's strict headline: the last closed box's raw content. */
function niahHeadline(response: string, expected: string): number {
  const want = expected.split(ANSWER_SEPARATOR).map(normaliseWhitespace);
  const seed = referenceBoxed(response);
  if (seed === null) return 0;
  const got = seed.split(ANSWER_SEPARATOR).map(normaliseWhitespace);
  return got.length === want.length && got.every((part, i) => part === want[i])
    ? 1
    : 0;
}

/** Each style's headline rule. */
const HEADLINES: Readonly<
  Record<TaskStyle, (response: string, expected: string) => number>
> = { reference: referenceReward, niah: niahHeadline };

/**
 * Scores `response` against the expected needles (joined by `" | "`),
 * the headline by `style` (niah's unless told).
 */
export function scoreNeedles(
  response: string,
  expected: string,
  style: TaskStyle = "niah",
): Score {
  const want = expected.split(ANSWER_SEPARATOR).map(normaliseWhitespace);
  const value = HEADLINES[style](response, expected);
  const correct = value === 1;
  const answer = boxedAnswer(response);
  if (answer === null) {
    return {
      value,
      correct,
      ...(correct ? {} : { parse_fail: true }),
      details: { answer: null },
    };
  }
  const got = needleParts(answer);
  const same = got.length === want.length &&
    got.every((part, i) => part === want[i]);
  return {
    value,
    correct,
    details: {
      answer: answer.length > KEPT_ANSWER_CHARS
        ? `${answer.slice(0, KEPT_ANSWER_CHARS)}...`
        : answer,
      needles_right: got.filter((part, i) => part === want[i]).length,
      lenient: { value: same ? 1 : 0 },
    },
  };
}
