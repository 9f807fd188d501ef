/**
 * The reference's own scoring rule for num_seq, reproduced so niah's headline
 * matches its published numbers: verifiers' `XMLParser(["reasoning",
 * "answer"]).parse_answer` on a chat completion reads the content of the
 * FIRST `<answer>...</answer>` pair of the last assistant message
 * (case-sensitive, closing tag required, no `\boxed{}` fallback,
 * `<reasoning>` not needed), trimmed; the reward is 1 when that text
 * equals the expected integer's text exactly. (Its docstring says "last",
 * and its string branch does take the last pair, but the chat branch that
 * the environment's chat completions go through calls `parse(content)`
 * without `last=True`: verifiers issue #2447, closed as legacy behaviour.)
 */

// Python's `\s` and `str.strip()` whitespace (str.isspace), which differs
// from JavaScript's `\s` (no U+001C..U+001F or U+0085 there; U+FEFF extra).
const PY_SPACE = new Set(
  [
    0x09,
    0x0a,
    0x0b,
    0x0c,
    0x0d,
    0x1c,
    0x1d,
    0x1e,
    0x1f,
    0x20,
    0x85,
    0xa0,
    0x1680,
    0x2000,
    0x2001,
    0x2002,
    0x2003,
    0x2004,
    0x2005,
    0x2006,
    0x2007,
    0x2008,
    0x2009,
    0x200a,
    0x2028,
    0x2029,
    0x202f,
    0x205f,
    0x3000,
  ],
);

const OPEN = "<answer>";
const CLOSE = "</answer>";

/**
 * Python's `str.strip()` with no argument. A scan from each end, not a
 * regex: `\s+$` backtracks quadratically on a long run of whitespace.
 */
export function pythonStrip(text: string): string {
  let start = 0;
  let end = text.length;
  while (start < end && PY_SPACE.has(text.charCodeAt(start))) start++;
  while (end > start && PY_SPACE.has(text.charCodeAt(end - 1))) end--;
  return start === 0 && end === text.length ? text : text.slice(start, end);
}

/**
 * What `XMLParser.parse_answer` returns for a chat completion: the
 * stripped content of the first `<answer>` pair, or null when there is
 * none (an empty completion, a missing or unclosed tag, an answer in
 * `\boxed{}`). verifiers' pattern is `<answer>\s*(.*?)\s*</answer>` with
 * re.DOTALL: its match starts at the first `<answer>` that a `</answer>`
 * follows (if the first has none, no later one has) and its group, stripped,
 * is the text up to the first `</answer>` after it, stripped. Found with
 * two searches, linear in the response: the regex itself takes cubic time
 * on `<answer>` and thousands of line breaks with no closing tag.
 */
export function strictAnswer(response: string): string | null {
  const open = response.indexOf(OPEN);
  if (open < 0) return null;
  const close = response.indexOf(CLOSE, open + OPEN.length);
  if (close < 0) return null;
  return pythonStrip(response.slice(open + OPEN.length, close));
}

/** The reference's reward: the strict answer equals the expected text. */
export function strictScore(
  response: string,
  expected: string,
): { value: 0 | 1; parsed: string | null } {
  const parsed = strictAnswer(response); // stripped already
  const right = parsed !== null && parsed === pythonStrip(expected);
  return { value: right ? 1 : 0, parsed };
}
