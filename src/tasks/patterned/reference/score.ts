/**
 * The reference environment's reward, run on the same strings: verifiers'
 * `MaybeThinkParser(extract_fn=extract_boxed_answer)` reads the response
 * (the text after the last `</think>`, Python-stripped, then the content
 * of the last `\boxed{`, brace-matched, with `extract_boxed_answer`'s
 * default, non-strict: with no box, or an unclosed last one, the whole
 * text passes through and is compared as if it were the box's content).
 * An empty reading scores 0. One needle: equal after Python's whitespace
 * collapse (`" ".join(s.strip().split())`). Several: both sides split on
 * `" | "`, each part stripped and collapsed, same count, same order.
 */
import { ANSWER_SEPARATOR } from "../problem.ts";
import {
  afterThinking,
  referenceBoxContent,
} from "../../scorers/boxed_answer.ts";
import {
  pythonCollapse,
  pythonStrip,
} from "../../scorers/python_whitespace.ts";

/**
 * verifiers' `extract_boxed_answer(text)` (strict false): the content of
 * the last `\boxed{` up to its matching `}`, counting every brace as it
 * comes; the whole text when there is no box or it is never closed.
 */
export function extractBoxedPassthrough(text: string): string {
  return referenceBoxContent(text) ?? text;
}

/** `MaybeThinkParser.parse`: after the last `</think>`, stripped, then the box. */
export function referenceParse(response: string): string {
  return extractBoxedPassthrough(pythonStrip(afterThinking(response)));
}

/** The reference's reward (0 or 1) for `response` against `expected`. */
export function referenceReward(response: string, expected: string): number {
  const parsed = referenceParse(response);
  if (parsed === "") return 0;
  const want = expected.split(ANSWER_SEPARATOR);
  if (want.length === 1) {
    return pythonCollapse(parsed) === pythonCollapse(expected) ? 1 : 0;
  }
  const clean = (parts: string[]) => parts.map(pythonCollapse);
  const got = clean(parsed.split(ANSWER_SEPARATOR));
  const wanted = clean(want);
  return got.length === wanted.length &&
      got.every((part, i) => part === wanted[i])
    ? 1
    : 0;
}
