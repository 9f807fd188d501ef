/**
 * The deterministic reading of a 2023 needle-in-a-haystack response, beside
 * the judge's grade: 1 when the response holds the needle's answer, else 0,
 * compared case-insensitively with every run of whitespace made one space.
 *
 * @module
 */

/** `text` lower-cased, its whitespace runs made one space, trimmed. */
function normalised(text: string): string {
  return text.toLowerCase().replace(/\s+/g, " ").trim();
}

/**
 * The answer a needle states: what follows its first " is ", without the
 * final period ("The best thing to do in San Francisco is eat a sandwich
 * and sit in Dolores Park on a sunny day." gives "eat a sandwich and sit
 * in Dolores Park on a sunny day"); the whole needle when it has no " is ".
 */
export function needleAnswer(needle: string): string {
  const text = needle.replace(/\s+/g, " ").trim();
  const at = text.indexOf(" is ");
  const answer = at < 0 ? text : text.slice(at + 4);
  return answer.replace(/\.$/, "").trim();
}

/** 1 when `response` holds `answer` (case and whitespace aside), else 0. */
export function exactReading(response: string, answer: string): number {
  return normalised(response).includes(normalised(answer)) ? 1 : 0;
}
