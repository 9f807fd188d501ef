/**
 * Scoring for retrieval answers: the expected text must appear in the
 * response, compared case-insensitively and ignoring zero-width characters.
 */
import type { Score } from "../task.ts";

const ZERO_WIDTH = /[\u200b-\u200d\u2060\ufeff]/g;

/** Normalises text for comparison: no zero-width characters, lower case. */
export function normaliseAnswer(text: string): string {
  return text.replace(ZERO_WIDTH, "").trim().toLowerCase();
}

/** 1 when `expected` appears in `response`, else 0. */
export function answerContains(response: string, expected: string): Score {
  const found = normaliseAnswer(response).includes(normaliseAnswer(expected));
  return { value: found ? 1 : 0, correct: found, details: { found } };
}
