/**
 * Boxed answers, for any family whose answers come in `\boxed{...}` (first
 * patterned's). Reads a `\boxed{...}` answer: only the text after the last `</think>`
 * counts; the last top-level box is taken, brace-matched (so nested braces
 * stay inside), and `\text{...}`-like wrappers inside it are unwrapped.
 * No box means no answer: the whole text is never taken instead (the
 * reference's reward hack).
 */

import { unwrapText } from "./unwrap_text.ts";

const BOX = "\\boxed{";

/** The text after the last `</think>`, or all of it when there is none. */
export function afterThinking(text: string): string {
  const end = text.lastIndexOf("</think>");
  return end < 0 ? text : text.slice(end + "</think>".length);
}

/**
 * The index of the `}` that closes the `{` at `open`, or -1 when it is
 * never closed. Escaped braces (`\{`, `\}`) and `\\` do not count.
 */
export function closingBrace(text: string, open: number): number {
  let depth = 0;
  for (let i = open; i < text.length; i++) {
    const c = text[i];
    if (c === "\\") {
      i++;
      continue;
    }
    if (c === "{") depth++;
    else if (c === "}" && --depth === 0) return i;
  }
  return -1;
}

/**
 * The content of the last top-level `\boxed{...}`; null when there is no
 * box, or when the last one opened is never closed (a cut-off answer).
 */
export function lastBoxed(text: string): string | null {
  let found: string | null = null;
  let from = 0;
  for (;;) {
    const start = text.indexOf(BOX, from);
    if (start < 0) return found;
    const open = start + BOX.length - 1;
    const close = closingBrace(text, open);
    if (close < 0) return null;
    found = text.slice(open + 1, close);
    from = close + 1;
  }
}

// Zero-width characters (a phase-shifted prompt's, echoed) never count.
const ZERO_WIDTH = /[\u200b-\u200d\u2060\ufeff]/g;

/**
 * The reference's reading of a response (verifiers' `MaybeThinkParser` with
 * `extract_boxed_answer`): after the last `</think>`, the raw content of
 * the last `\boxed{` in the text, every brace counted as it comes (no
 * escapes, no `\text{}` unwrapping); null when there is no closed box.
 */
export function referenceBoxed(response: string): string | null {
  return referenceBoxContent(afterThinking(response.replace(ZERO_WIDTH, "")));
}

/**
 * verifiers' reading of a box: the content of the last `\boxed{` in
 * `text` up to its matching `}`, counting every brace as it comes (no
 * escapes); null when there is no box or it is never closed.
 */
export function referenceBoxContent(text: string): string | null {
  const start = text.lastIndexOf(BOX);
  if (start < 0) return null;
  let depth = 1;
  for (let i = start + BOX.length; i < text.length; i++) {
    if (text[i] === "{") depth++;
    else if (text[i] === "}" && --depth === 0) {
      return text.slice(start + BOX.length, i);
    }
  }
  return null;
}

/**
 * The boxed answer of a response (after thinking, unwrapped, trimmed, no
 * zero-width characters), or null when there is none or it is empty.
 */
export function boxedAnswer(response: string): string | null {
  const text = response.replace(ZERO_WIDTH, "");
  const boxed = lastBoxed(afterThinking(text));
  if (boxed === null) return null;
  const answer = unwrapText(boxed).trim();
  return answer === "" ? null : answer;
}
