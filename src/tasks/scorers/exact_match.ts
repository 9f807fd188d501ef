/**
 * Exact and contained answers, compared after one normalisation
 * ({@link normaliseAnswer}): zero-width characters removed (a
 * phase-shifted prompt's, echoed), the ends trimmed (JavaScript's `trim`),
 * lower-cased (JavaScript's `toLowerCase`, full case mapping). Nothing else
 * changes: punctuation, inner whitespace and articles count.
 *
 * @module
 */
import type { Score } from "../task.ts";

const ZERO_WIDTH = /[\u200b-\u200d\u2060\ufeff]/g;

/** Normalises text for comparison: no zero-width characters, lower case. */
export function normaliseAnswer(text: string): string {
  return text.replace(ZERO_WIDTH, "").trim().toLowerCase();
}

/** 1 when `expected` appears in `response`, else 0 (niah's retrieval). */
export function answerContains(response: string, expected: string): Score {
  const found = normaliseAnswer(response).includes(normaliseAnswer(expected));
  return { value: found ? 1 : 0, correct: found, details: { found } };
}

/** 1 when `response` is `expected`, both normalised, else 0. */
export function exactMatch(response: string, expected: string): Score {
  const same = normaliseAnswer(response) === normaliseAnswer(expected);
  return { value: same ? 1 : 0, correct: same, details: { exact: same } };
}
