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
const PY_SPACE = String
  .raw`\t\n\v\f\r\x1c-\x20\x85\xa0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000`;

// verifiers' pattern `<answer>\s*(.*?)\s*</answer>` with re.DOTALL.
const ANSWER_TAG = new RegExp(
  `<answer>[${PY_SPACE}]*([^]*?)[${PY_SPACE}]*</answer>`,
);
const EDGE_SPACE = new RegExp(`^[${PY_SPACE}]+|[${PY_SPACE}]+$`, "g");

/** Python's `str.strip()` with no argument. */
export function pythonStrip(text: string): string {
  return text.replace(EDGE_SPACE, "");
}

/**
 * What `XMLParser.parse_answer` returns for a chat completion: the
 * stripped content of the first `<answer>` pair, or null when there is
 * none (an empty completion, a missing or unclosed tag, an answer in
 * `\boxed{}`).
 */
export function strictAnswer(response: string): string | null {
  const match = ANSWER_TAG.exec(response);
  return match ? pythonStrip(match[1] ?? "") : null;
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
